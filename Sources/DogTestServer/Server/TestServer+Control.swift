import FlyingFox
import Foundation

/// `/_control/…`: lets a test, a benchmark or a person read the request log and change faults while the server runs.
///
/// - `GET /_control/stats`: `{"requests": N, "roundTrips": R, "theDogAPIRecords": T}` since the last reset.
/// - `GET /_control/requests`: the log, one `STATUS TARGET` line per request; `DELETE` clears it.
/// - `GET /_control/log`: the log as JSON, one `ServedRequest` per request.
/// - `POST /_control/reset`: clears the log and the random picks.
/// - `GET /_control/faults`: the rules in force; `PUT /_control/faults` replaces them with the
///   body: a JSON array of `FaultRule`s, or lines in `FaultRule`'s text format (an empty body
///   clears them).
extension TestServer {
    /// Answers one control request; these are neither logged nor faulted.
    func control(_ request: FlyingFox.HTTPRequest) async -> FlyingFox.HTTPResponse {
        switch (request.method, request.path) {
        case (.GET, "/_control/stats"):
            let stats = #"{"requests": \#(log.count), "roundTrips": \#(log.roundTrips), "theDogAPIRecords": \#(theDogAPIRecordCount)}"#
            return Self.text(stats, type: "application/json")
        case (.GET, "/_control/requests"):
            return Self.text(log.all.map { "\($0.status) \($0.target)" }.joined(separator: "\n"))
        case (.DELETE, "/_control/requests"):
            log.clear()
            return Self.text("cleared")
        case (.GET, "/_control/log"):
            let served = log.all.map { ServedRequest(path: $0.path, query: $0.query, status: $0.status, userAgent: $0.userAgent) }
            return FlyingFox.HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: (try? JSONEncoder().encode(served)) ?? Data())
        case (.POST, "/_control/reset"):
            reset()
            return Self.text("reset")
        case (.GET, "/_control/faults"):
            return Self.text(faults.current.map(Self.describe).joined(separator: "\n"))
        case (.PUT, "/_control/faults"):
            let body = (try? await request.bodyData) ?? Data()
            switch Self.rules(from: body) {
            case let .success(rules):
                faults.replace(with: rules)
                return Self.text("\(rules.count) rules")
            case let .failure(problem):
                return Self.text(problem.description, status: .badRequest)
            }
        default:
            return Self.text("unknown control request", status: .notFound)
        }
    }

    /// The rules a `PUT /_control/faults` body holds: JSON when it opens with `[`, else text lines.
    static func rules(from body: Data) -> Result<[FaultRule], TestServerSetup.Problem> {
        let text = String(decoding: body, as: UTF8.self)
        if text.drop(while: \.isWhitespace).first == "[" {
            do { return .success(try JSONDecoder().decode([FaultRule].self, from: body)) } catch { return .failure(.badFault("JSON: \(error)")) }
        }
        var rules: [FaultRule] = []
        for line in text.split(whereSeparator: \.isNewline) where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let rule = FaultRule(parsing: line.trimmingCharacters(in: .whitespaces)) else { return .failure(.badFault(String(line))) }
            rules.append(rule)
        }
        return .success(rules)
    }

    private static func describe(_ rule: FaultRule) -> String {
        "\(rule.pathPrefix) \(rule.fault)" + (rule.remaining.map { " ×\($0)" } ?? "")
    }

    private static func text(_ text: String, type: String = "text/plain; charset=utf-8", status: HTTPStatusCode = .ok) -> FlyingFox.HTTPResponse {
        FlyingFox.HTTPResponse(statusCode: status, headers: [.contentType: type], body: Data((text + "\n").utf8))
    }
}
