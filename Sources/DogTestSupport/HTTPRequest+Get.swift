import DogServices
import Foundation

/// Requests from URL strings, for tests.
extension HTTPRequest {
    /// A request for a URL string.
    public static func get(_ url: String) -> HTTPRequest {
        HTTPRequest(url: URL(string: url)!)
    }
}
