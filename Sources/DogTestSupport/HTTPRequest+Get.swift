import DogServices
import Foundation

/// Requests from URL strings, for tests.
extension HTTPRequest {
    /// A request for a URL string.
    public static func get(_ url: String) -> HTTPRequest {
        guard let parsed = URL(string: url) else { preconditionFailure("\(url) is not a URL") }
        return HTTPRequest(url: parsed)
    }
}
