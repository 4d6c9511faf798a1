import Foundation

/// What a route answers before faults are applied: a status, a content type, the body, and a mangled body for `wrong-types`.
struct RouteAnswer: Sendable {
    /// The HTTP status.
    let status: Int
    /// The `Content-Type`.
    let contentType: String
    /// The body.
    let body: Data
    /// The same answer with JSON of the wrong shape; nil where the route has none (images).
    let wrongTypes: Data?
    /// Extra headers.
    var headers: [String: String] = [:]

    /// A JSON answer.
    static func json(_ object: Any, status: Int = 200, wrongTypes: Any? = nil) -> RouteAnswer {
        RouteAnswer(status: status, contentType: "application/json", body: encode(object), wrongTypes: wrongTypes.map(encode))
    }

    /// The generated picture for an image path, JPEG or PNG by its extension; photo-like when a size is given.
    static func picture(_ path: String, size: (width: Int, height: Int)? = nil) -> RouteAnswer {
        RouteAnswer(
            status: 200, contentType: PlaceholderImage.contentType(for: path), body: PlaceholderImage.bytes(for: path, size: size), wrongTypes: nil
        )
    }

    /// dog.ceo's error body: `{"status": "error", "message": …, "code": …}`.
    static func dogCEOError(_ message: String, status: Int = 404) -> RouteAnswer {
        json(["status": "error", "message": message, "code": status], status: status)
    }

    /// TheDogAPI's error body: `{"message": …}`.
    static func theDogAPIError(_ message: String, status: Int) -> RouteAnswer {
        json(["message": message, "status": status], status: status)
    }

    private static func encode(_ object: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("null".utf8)
    }
}
