import DogCore

/// Reports every outcome to a connectivity monitor.
public struct MonitoredTransport: HTTPTransport {
    let base: any HTTPTransport
    let monitor: ConnectivityMonitor

    /// Wraps a transport.
    public init(_ base: any HTTPTransport, monitor: ConnectivityMonitor) {
        self.base = base
        self.monitor = monitor
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        switch await base.result(request) {
        case let .success(response):
            monitor.reportReachable()
            return response
        case let .failure(error):
            monitor.reportFailure(error)
            throw error
        }
    }
}
