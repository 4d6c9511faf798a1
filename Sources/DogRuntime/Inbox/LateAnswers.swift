import DogCore

/// Live answers that come after a stand-in was shown, pushed into the inbox as they arrive.
///
/// Each answer is awaited off the main actor, in a watcher of its own; its event goes to the
/// inbox, which wakes a waiting prompt. Answers still to come when the session ends are cancelled.
final class LateAnswers: Sendable {
    private let inbox: Inbox
    private let state = Locked(State())

    private struct State {
        /// Each awaited answer's watcher, and how to cancel the live call behind it.
        var waiting: [Int: (watcher: Task<Void, Never>, cancelCall: @Sendable () -> Void)] = [:]
        var nextID = 0
    }

    /// Creates an empty set whose answers go to `inbox`.
    init(inbox: Inbox) {
        self.inbox = inbox
    }

    /// Waits for a late result in the background and pushes the event made from it.
    func expect<T: Sendable, E: Error>(_ late: Task<Result<T, E>, Never>, as event: @escaping @Sendable (Result<T, E>) -> Event) {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            let watcher = Task.detached { [state = self.state, inbox] in
                let result = await late.value
                guard !Task.isCancelled else { return }
                state.withLock { $0.waiting[id] = nil }
                inbox.push(event(result))
            }
            state.waiting[id] = (watcher, { late.cancel() })
        }
    }

    /// Stops waiting for every answer still to come.
    func cancelAll() {
        let waiting = state.withLock { state in
            defer { state.waiting.removeAll() }
            return state.waiting.values
        }
        for (watcher, cancelCall) in waiting {
            watcher.cancel()
            cancelCall()
        }
    }
}
