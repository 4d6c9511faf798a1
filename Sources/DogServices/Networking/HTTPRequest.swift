import DogCore
import FoundationEssentials
import Glibc

/// A GET request to a live source.
public struct HTTPRequest: Hashable, Sendable {
    /// The absolute URL.
    public var url: URL
    /// Extra headers, such as an API key; never logged.
    public var headers: [String: String]

    /// Creates a request.
    public init(url: URL, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
    }
}
