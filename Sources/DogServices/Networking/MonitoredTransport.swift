import DogCore

/// Reports the outcome of every request to the source's own host to a connectivity monitor.
///
/// Whether dogsh is offline is a matter of the source: an image on another host (a stand-in's,
/// say, on images.dog.ceo) that cannot be fetched says nothing about the source, so requests to
/// other hosts are not reported.
public struct MonitoredTransport: HTTPTransport {
    let base: any HTTPTransport
    let monitor: ConnectivityMonitor
    /// The source's host, lowercased; nil reports every request.
    let host: String?

    /// Wraps a transport; only requests to `host` (every request when nil) are reported.
    public init(_ base: any HTTPTransport, monitor: ConnectivityMonitor, host: String? = nil) {
        self.base = base
        self.monitor = monitor
        self.host = host?.lowercased()
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let reports = host == nil || request.url.host?.lowercased() == host
        switch await base.result(request) {
        case let .success(response):
            if reports { monitor.reportReachable() }
            return response
        case let .failure(error):
            if reports { monitor.reportFailure(error) }
            throw error
        }
    }
}
