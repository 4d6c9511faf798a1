import FlyingFox
import Foundation

/// Turns a route's answer into the response a fault calls for.
enum FaultedResponse {
    /// The response for an answer under a fault; no fault sends the answer as it is.
    static func make(_ answer: RouteAnswer, fault: Fault?) -> FlyingFox.HTTPResponse {
        let bytes = [UInt8](answer.body)
        switch fault {
        case nil, .latency:
            return response(answer.status, answer, body: HTTPBodySequence(data: answer.body))
        case let .status(code):
            return response(code, json(["status": "error", "message": "injected fault \(code)", "code": code]))
        case let .tooManyRequests(seconds):
            var limited = json(["message": "Too many requests"])
            limited.headers["Retry-After"] = String(seconds)
            return response(429, limited)
        case .truncated:
            let body = ScriptedBody(bytes: bytes, chunkBytes: 4096, interval: .zero, cutAfter: bytes.count / 2)
            return response(answer.status, answer, body: HTTPBodySequence(from: body, count: bytes.count))
        case .reset:
            let body = ScriptedBody(bytes: bytes, chunkBytes: 4096, interval: .zero, cutAfter: 0)
            return response(answer.status, answer, body: HTTPBodySequence(from: body, count: bytes.count))
        case .invalidJSON:
            return response(200, RouteAnswer(status: 200, contentType: "application/json", body: Data("{\"message\": [\"https://".utf8), wrongTypes: nil))
        case .wrongTypes:
            let body = answer.wrongTypes ?? Data("{\"message\": 42, \"status\": true}".utf8)
            return response(200, RouteAnswer(status: 200, contentType: "application/json", body: body, wrongTypes: nil))
        case let .trickle(chunkBytes, interval):
            let body = ScriptedBody(bytes: bytes, chunkBytes: chunkBytes, interval: interval, cutAfter: nil)
            return response(answer.status, answer, body: HTTPBodySequence(from: body, count: bytes.count, suggestedBufferSize: chunkBytes))
        case let .oversized(size):
            let body = ScriptedBody(bytes: padding(size), chunkBytes: 64 << 10, interval: .zero, cutAfter: nil)
            return response(200, answer, body: HTTPBodySequence(from: body, count: size))
        case let .exact(status, headers, body):
            var exact = RouteAnswer(status: status, contentType: headers["Content-Type"] ?? "application/json", body: body, wrongTypes: nil)
            exact.headers = headers.filter { $0.key != "Content-Type" }
            return response(status, exact)
        case let .oversizedChunked(size):
            let body = ScriptedBody(bytes: padding(size), chunkBytes: 64 << 10, interval: .zero, cutAfter: nil)
            return response(200, answer, body: HTTPBodySequence(from: body))
        }
    }

    private static func json(_ object: [String: Any]) -> RouteAnswer {
        RouteAnswer.json(object)
    }

    private static func response(_ status: Int, _ answer: RouteAnswer, body: HTTPBodySequence? = nil) -> FlyingFox.HTTPResponse {
        var headers: HTTPHeaders = [.contentType: answer.contentType]
        for (name, value) in answer.headers { headers[HTTPHeader(name)] = value }
        return FlyingFox.HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: phrase(status)), headers: headers,
            body: body ?? HTTPBodySequence(data: answer.body)
        )
    }

    /// A JSON array of strings, valid but far too long.
    private static func padding(_ size: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: max(size, 4))
        bytes[0] = UInt8(ascii: "[")
        bytes[1] = UInt8(ascii: "\"")
        bytes[bytes.count - 2] = UInt8(ascii: "\"")
        bytes[bytes.count - 1] = UInt8(ascii: "]")
        return bytes
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 302: "Found"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
