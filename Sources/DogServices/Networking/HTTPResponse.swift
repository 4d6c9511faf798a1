import DogCore
import FoundationEssentials
import Glibc

/// A complete answer from a server, or from a cache standing in for one.
public struct HTTPResponse: Hashable, Sendable {
    /// The HTTP status code.
    public let status: Int
    /// Headers, with lower-case names.
    public let headers: [String: String]
    /// The body.
    public let body: Data
    /// Where the answer came from.
    public var origin: Origin

    /// Where an answer came from.
    public enum Origin: Hashable, Sendable {
        /// The network.
        case network
        /// A cache entry within its time to live.
        case freshCache
        /// A cache entry past its time to live, served while the network is unreachable or being asked again.
        case staleCache
    }

    /// Creates a response.
    public init(status: Int, headers: [String: String] = [:], body: Data, origin: Origin = .network) {
        self.status = status
        self.headers = headers
        self.body = body
        self.origin = origin
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool {
        (200...299).contains(status)
    }

    /// The response when its status is 2xx; otherwise a server error with the start of the body.
    public func validated(_ request: HTTPRequest) throws(NetworkError) -> HTTPResponse {
        guard isSuccess else { throw .server(url: request.url.absoluteString, status: status, body: bodySnippet) }
        return self
    }

    /// The first 200 characters of the body as text, for error messages.
    var bodySnippet: String {
        String(decoding: body.prefix(400), as: UTF8.self).prefix(200).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
