import DogCore
/// Lets at most a fixed number of requests use the network at once; the rest wait their turn in order.
public struct LimitedTransport: HTTPTransport {
    let base: any HTTPTransport
    let gate: Gate

    /// Wraps a transport with a limit.
    public init(_ base: any HTTPTransport, maximumConcurrent: Int) {
        self.base = base
        self.gate = Gate(slots: max(1, maximumConcurrent))
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        guard await gate.enter() else { throw .cancelled }
        defer { Task { await gate.leave() } }
        return try await base.send(request)
    }

    /// A counting semaphore for tasks.
    actor Gate {
        private var free: Int
        private var waiting: [(id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
        private var nextID = 0

        init(slots: Int) {
            free = slots
        }

        /// Takes a slot, waiting for one; false when the task was cancelled while waiting.
        func enter() async -> Bool {
            if free > 0 {
                free -= 1
                return true
            }
            let id = nextID
            nextID += 1
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if Task.isCancelled { continuation.resume(returning: false) } else { waiting.append((id, continuation)) }
                }
            } onCancel: {
                Task { await self.cancel(id) }
            }
        }

        /// Gives a slot back, to the longest waiter if there is one.
        func leave() {
            if waiting.isEmpty { free += 1 } else { waiting.removeFirst().continuation.resume(returning: true) }
        }

        private func cancel(_ id: Int) {
            guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
            waiting.remove(at: index).continuation.resume(returning: false)
        }
    }
}
