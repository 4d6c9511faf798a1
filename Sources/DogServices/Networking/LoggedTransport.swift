import DogCore
import Logging

/// Logs every request that passes: its URL, status, size, time and where the answer came from.
///
/// Requests are logged at debug, failures at info. Only the URL is written; headers, where
/// an API key travels, never are. The stack logs twice: answers as the providers see them
/// (`dogsh.cache`, with the cache's verdict) and each attempt on the network (`dogsh.net`).
public struct LoggedTransport: HTTPTransport {
    let base: any HTTPTransport
    let logger: Logger
    let label: String

    /// Wraps a transport; `label` names the kind of line, such as `request` or `answer`.
    public init(_ base: any HTTPTransport, logger: Logger, label: String) {
        self.base = base
        self.logger = logger
        self.label = label
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let started = ContinuousClock.now
        let result = await base.result(request)
        let elapsed = ContinuousClock.now - started
        var metadata: Logger.Metadata = ["url": "\(request.url.absoluteString)", "ms": "\(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)"]
        switch result {
        case let .success(response):
            metadata["status"] = "\(response.status)"
            metadata["bytes"] = "\(response.body.count)"
            metadata["origin"] = "\(response.origin)"
            logger.debug("\(label)", metadata: metadata)
        case let .failure(error):
            metadata["error"] = "\(error)"
            logger.info("\(label) failed", metadata: metadata)
        }
        return try result.get()
    }
}
