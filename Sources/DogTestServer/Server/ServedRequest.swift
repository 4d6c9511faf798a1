/// One request the server answered, as `GET /_control/log` reports it to another process.
public struct ServedRequest: Hashable, Sendable, Codable {
    /// The path, percent-encoded as sent.
    public let path: String
    /// The query string, without `?`; empty when there was none.
    public let query: String
    /// The status answered.
    public let status: Int
    /// The client's `User-Agent` header; empty when it sent none.
    public let userAgent: String

    /// Creates a record.
    public init(path: String, query: String, status: Int, userAgent: String) {
        self.path = path
        self.query = query
        self.status = status
        self.userAgent = userAgent
    }

    /// The path and query, as a client wrote them.
    public var target: String {
        query.isEmpty ? path : path + "?" + query
    }

    /// `STATUS TARGET`, as `GET /_control/requests` lists it.
    public var line: String {
        "\(status) \(target)"
    }
}
