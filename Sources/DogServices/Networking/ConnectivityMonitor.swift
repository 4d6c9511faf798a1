import DogCore

/// Knows whether the network is reachable, from the outcome of every request, and probes to notice its return.
///
/// A request failing for lack of network turns it offline; any answer from a server turns it
/// online. While offline it probes in the background with exponential backoff. The session
/// takes the changes between commands and tells the person; `whenChanged` lets it hear of
/// them at once, while the prompt waits.
public final class ConnectivityMonitor: Sendable {
    private struct State {
        var online = true
        var changes: [Bool] = []
        var probing: Task<Void, Never>?
        var onChange: (@Sendable () -> Void)?
    }

    private let state = Locked(State())
    private let probe: @Sendable () async -> Bool
    private let sleeper: any Sleeper
    private let backoff: RetryPolicy

    /// Creates a monitor; `probe` answers whether a cheap request reaches the source now.
    public init(
        probe: @escaping @Sendable () async -> Bool, sleeper: any Sleeper = TaskSleeper(),
        backoff: RetryPolicy = RetryPolicy(maximumAttempts: .max, baseDelay: .seconds(1), maximumDelay: .seconds(30), deadline: .seconds(365 * 24 * 3600))
    ) {
        self.probe = probe
        self.sleeper = sleeper
        self.backoff = backoff
    }

    deinit {
        state.withLock { $0.probing?.cancel() }
    }

    /// Whether the last word on the network was that it is unreachable.
    public var isOffline: Bool {
        state.withLock { !$0.online }
    }

    /// Calls `action` after each change from now on, on the thread that noticed it; the changes still wait for `takeChanges()`.
    public func whenChanged(_ action: @escaping @Sendable () -> Void) {
        state.withLock { $0.onChange = action }
    }

    /// A server answered: the network is there.
    public func reportReachable() {
        let onChange = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.online else { return nil }
            state.online = true
            state.changes.append(true)
            state.probing?.cancel()
            state.probing = nil
            return state.onChange
        }
        onChange?()
    }

    /// A request failed; when the failure means the network is gone, go offline and start probing.
    public func reportFailure(_ error: NetworkError) {
        guard error.meansOffline else { return }
        let onChange = state.withLock { state -> (@Sendable () -> Void)? in
            guard state.online else { return nil }
            state.online = false
            state.changes.append(false)
            state.probing = Task { [weak self, sleeper, backoff] in
                await Self.probeUntilReachable(monitor: { self }, sleeper: sleeper, backoff: backoff)
            }
            return state.onChange
        }
        onChange?()
    }

    /// The changes since the last call, oldest first: `false` for going offline, `true` for coming back.
    public func takeChanges() -> [Bool] {
        state.withLock { state in
            defer { state.changes.removeAll() }
            return state.changes
        }
    }

    /// Probes with backoff until the source answers, the task is cancelled or the monitor is gone.
    ///
    /// The monitor is looked up afresh after each wait and never held across one, so a monitor
    /// nobody uses any more is released (its deinit cancels this task) instead of probing forever.
    private static func probeUntilReachable(
        monitor: () -> ConnectivityMonitor?, sleeper: any Sleeper, backoff: RetryPolicy
    ) async {
        var attempt = 1
        while !Task.isCancelled {
            let wait = backoff.delay(afterAttempt: attempt, retryAfter: nil, jitter: Double.random(in: 0...1), elapsed: .zero) ?? .seconds(30)
            do { try await sleeper.sleep(for: wait) } catch { return }
            guard let current = monitor(), current.isOffline else { return }
            if await current.probe() {
                current.reportReachable()
                return
            }
            attempt += 1
        }
    }
}
