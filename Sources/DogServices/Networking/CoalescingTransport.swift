import DogCore

/// Shares one network request among identical requests that are in flight at the same time.
///
/// Each caller waits on its own; a caller that is cancelled stops waiting at once with
/// `.cancelled`, and when every caller of a shared request has gone, the request itself
/// is cancelled, so leaving a screen stops what only that screen wanted.
public struct CoalescingTransport: HTTPTransport {
    let base: any HTTPTransport
    let inFlight = InFlight()

    /// Wraps a transport.
    public init(_ base: any HTTPTransport) {
        self.base = base
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let id = inFlight.newID()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                inFlight.join(request, id: id, continuation: continuation) { [base] in await base.result(request) }
            }
        } onCancel: {
            inFlight.leave(request, id: id)
        }
        return try result.get()
    }

    /// Requests in flight and the callers waiting for each.
    final class InFlight: Sendable {
        typealias Continuation = CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>

        private struct Shared {
            /// The first caller's number, so a late finish never answers a newer request's callers.
            let generation: Int
            var task: Task<Void, Never>?
            var waiters: [Int: Continuation] = [:]
        }

        private struct State {
            var shared: [HTTPRequest: Shared] = [:]
            var nextID = 0
        }

        private let state = Locked(State())

        /// A number for a new caller.
        func newID() -> Int {
            state.withLock { state in
                state.nextID += 1
                return state.nextID
            }
        }

        /// Adds a caller, starting the request when nobody else is waiting for it; a cancelled caller is answered at once.
        func join(_ request: HTTPRequest, id: Int, continuation: Continuation, start: @escaping @Sendable () async -> Result<HTTPResponse, NetworkError>) {
            state.withLock { state in
                if Task.isCancelled {
                    continuation.resume(returning: .failure(.cancelled))
                    return
                }
                if state.shared[request] == nil {
                    state.shared[request] = Shared(generation: id)
                    state.shared[request]?.task = Task { self.finish(request, generation: id, with: await start()) }
                }
                state.shared[request]?.waiters[id] = continuation
            }
        }

        /// A caller was cancelled: it stops waiting, and the request stops when nobody is left.
        func leave(_ request: HTTPRequest, id: Int) {
            state.withLock { state in
                guard var entry = state.shared[request], let continuation = entry.waiters.removeValue(forKey: id) else { return }
                continuation.resume(returning: .failure(.cancelled))
                if entry.waiters.isEmpty {
                    entry.task?.cancel()
                    state.shared[request] = nil
                } else {
                    state.shared[request] = entry
                }
            }
        }

        private func finish(_ request: HTTPRequest, generation: Int, with result: Result<HTTPResponse, NetworkError>) {
            let waiters = state.withLock { state -> [Continuation] in
                guard let entry = state.shared[request], entry.generation == generation else { return [] }
                state.shared[request] = nil
                return Array(entry.waiters.values)
            }
            for continuation in waiters { continuation.resume(returning: result) }
        }

        /// How many callers wait for a request, for tests.
        func waiterCount(_ request: HTTPRequest) -> Int {
            state.withLock { $0.shared[request]?.waiters.count ?? 0 }
        }

        /// How many distinct requests are in flight, for tests.
        var count: Int {
            state.withLock { $0.shared.count }
        }
    }
}
