import DogCore
/// Shares one network request among identical requests that are in flight at the same time.
public struct CoalescingTransport: HTTPTransport {
    let base: any HTTPTransport
    let inFlight = InFlight()

    /// Wraps a transport.
    public init(_ base: any HTTPTransport) {
        self.base = base
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let task = await inFlight.task(for: request) { [base] in await base.result(request) }
        return try await task.value.get()
    }

    /// Requests in flight, by request.
    actor InFlight {
        private var tasks: [HTTPRequest: Task<Result<HTTPResponse, NetworkError>, Never>] = [:]

        /// The running task for a request, or a new one that removes itself when done.
        func task(
            for request: HTTPRequest, start: @escaping @Sendable () async -> Result<HTTPResponse, NetworkError>
        ) -> Task<Result<HTTPResponse, NetworkError>, Never> {
            if let running = tasks[request] { return running }
            let task = Task {
                let result = await start()
                self.finish(request)
                return result
            }
            tasks[request] = task
            return task
        }

        private func finish(_ request: HTTPRequest) {
            tasks[request] = nil
        }

        /// How many requests are in flight, for tests.
        var count: Int { tasks.count }
    }
}
