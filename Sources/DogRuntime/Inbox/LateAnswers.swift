import DogCore

/// Live answers that come after a stand-in was shown, kept as events until the session takes them.
///
/// When one arrives it calls `wake`, so a waiting prompt takes it in at once; otherwise the
/// session takes it before the next line and between effects. The answers are awaited off the
/// main actor, which may be blocked reading standard input. Answers still to come when the
/// session ends are cancelled.
final class LateAnswers: Sendable {
    private let wake: (@Sendable () -> Void)?
    private let state = Locked(State())

    private struct State {
        /// Each awaited answer's watcher, and how to cancel the live call behind it.
        var waiting: [Int: (watcher: Task<Void, Never>, cancelCall: @Sendable () -> Void)] = [:]
        var nextID = 0
        var arrived: [Event] = []
    }

    /// Creates an empty set; `wake` is called from any thread after each arrival.
    init(wake: (@Sendable () -> Void)?) {
        self.wake = wake
    }

    /// Waits for a late result in the background and keeps the event made from it.
    func expect<T: Sendable, E: Error>(_ late: Task<Result<T, E>, Never>, as event: @escaping @Sendable (Result<T, E>) -> Event) {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            let watcher = Task.detached { [state = self.state, wake] in
                let result = await late.value
                guard !Task.isCancelled else { return }
                state.withLock { state in
                    state.arrived.append(event(result))
                    state.waiting[id] = nil
                }
                wake?()
            }
            state.waiting[id] = (watcher, { late.cancel() })
        }
    }

    /// The events that arrived since last asked, oldest first.
    func take() -> [Event] {
        state.withLock { state in
            defer { state.arrived.removeAll() }
            return state.arrived
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
