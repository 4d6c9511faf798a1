import DogCore

/// Answers only from the JSON cache, whatever an entry's age, and never asks the network.
///
/// A provider over it gives the stand-in answers a session shows while the live source is slow
/// to answer. A request with nothing stored fails as offline, so the embedded catalog behind
/// the provider answers it instead.
public struct StoredAnswerTransport: HTTPTransport {
    let cache: CachingTransport

    /// Reads from a cache.
    public init(cache: CachingTransport) {
        self.cache = cache
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        guard let answer = cache.storedAnswer(for: request) else { throw .offline(url: request.url.absoluteString) }
        return answer
    }
}
