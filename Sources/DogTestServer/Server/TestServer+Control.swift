import FlyingFox
import Foundation

/// `/_control/…`: lets a benchmark or a person read the request log and change faults while the server runs.
///
/// - `GET /_control/stats`: `{"requests": N, "roundTrips": R}` since the last reset.
/// - `GET /_control/requests`: the log, one `STATUS TARGET` line per request.
/// - `POST /_control/reset`: clears the log and the random picks.
/// - `GET /_control/faults`: the rules in force; `PUT /_control/faults` replaces them with
///   the body's lines, each in `FaultRule`'s format (an empty body clears them).
extension TestServer {
    /// Answers one control request; these are neither logged nor faulted.
    func control(_ request: FlyingFox.HTTPRequest) async -> FlyingFox.HTTPResponse {
        switch (request.method, request.path) {
        case (.GET, "/_control/stats"):
            return Self.text(#"{"requests": \#(log.count), "roundTrips": \#(log.roundTrips)}"#, type: "application/json")
        case (.GET, "/_control/requests"):
            return Self.text(log.all.map { "\($0.status) \($0.target)" }.joined(separator: "\n"))
        case (.POST, "/_control/reset"):
            reset()
            return Self.text("reset")
        case (.GET, "/_control/faults"):
            return Self.text(faults.current.map(Self.describe).joined(separator: "\n"))
        case (.PUT, "/_control/faults"):
            let body = String(decoding: (try? await request.bodyData) ?? Data(), as: UTF8.self)
            var rules: [FaultRule] = []
            for line in body.split(whereSeparator: \.isNewline) where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                guard let rule = FaultRule(parsing: line.trimmingCharacters(in: .whitespaces)) else {
                    return Self.text("bad fault rule: \(line)", status: .badRequest)
                }
                rules.append(rule)
            }
            faults.replace(with: rules)
            return Self.text("\(rules.count) rules")
        default:
            return Self.text("unknown control request", status: .notFound)
        }
    }

    private static func describe(_ rule: FaultRule) -> String {
        "\(rule.pathPrefix) \(rule.fault)" + (rule.remaining.map { " ×\($0)" } ?? "")
    }

    private static func text(_ text: String, type: String = "text/plain; charset=utf-8", status: HTTPStatusCode = .ok) -> FlyingFox.HTTPResponse {
        FlyingFox.HTTPResponse(statusCode: status, headers: [.contentType: type], body: Data((text + "\n").utf8))
    }
}
