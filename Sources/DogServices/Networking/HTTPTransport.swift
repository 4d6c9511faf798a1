import DogCore
/// Sends a request and returns the server's answer, whatever its status; fails only when no answer arrived.
///
/// Transports stack: caching, coalescing, connectivity tracking, retries and a concurrency
/// limit each wrap another transport, down to URLSession.
public protocol HTTPTransport: Sendable {
    /// Sends a GET request.
    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse
}

extension HTTPTransport {
    /// Sends a request and captures the outcome.
    func result(_ request: HTTPRequest) async -> Result<HTTPResponse, NetworkError> {
        do { return .success(try await send(request)) } catch { return .failure(error) }
    }
}
