import DogCore
import DogServices
import Glibc

/// Notices a session stuck inside one effect far longer than any of its limits allows, so the
/// process ends with a message instead of staying silently alive.
///
/// Every effect is bounded: live calls by the deadline, the favorites store by SQLite's busy
/// timeout, pictures by their size limits. An effect that makes no progress for `limit` is
/// waiting for something that will never come, as a `fav` racing another window once did:
/// keys echoed raw, Ctrl-C did nothing, and only SIGQUIT ended the shell. The watchdog looks
/// from a thread of its own, since the stuck session cannot, and calls `onStall` once with the
/// effect's name and how long it has run; the launcher then says so and exits with status 70.
public final class StallWatchdog: Sendable {
    // Each effect begins and ends here, so both are cheap: a literal name under an uncontended
    // lock, and no clock. The watching thread keeps the time; it sees progress as a change of
    // `progress` between its looks.
    private struct State {
        /// The name of the effect under way; nil between effects.
        var running: String?
        /// Bumped whenever an effect begins or ends.
        var progress = 0
        var watching = false
        var fired = false
    }

    private let state = Locked(State())
    private let limit: Duration
    private let onStall: @Sendable (_ effect: String, _ running: Duration) -> Void

    /// A watchdog that calls `onStall` when one effect has made no progress for `limit`.
    public init(limit: Duration, onStall: @escaping @Sendable (_ effect: String, _ running: Duration) -> Void) {
        self.limit = limit
        self.onStall = onStall
    }

    /// An effect begins; the first one starts the watching thread.
    func begin(_ effect: Effect) {
        let name = effect.name
        let start = state.withLock { state in
            state.running = name
            state.progress &+= 1
            defer { state.watching = true }
            return !state.watching
        }
        guard start else { return }
        let watched = WeakBox(self)
        let interval = min(limit / 10, .seconds(1))
        let microseconds = UInt32(clamping: max(1_000, interval.components.seconds * 1_000_000 + interval.components.attoseconds / 1_000_000_000_000))
        DetachedThread.start(orHere: false) { Self.watch(watched, every: microseconds) }
    }

    /// The effect ended.
    func end() {
        state.withLock { state in
            state.running = nil
            state.progress &+= 1
        }
    }

    /// Looks every tenth of the limit (at most every second) until the watchdog is released or has fired.
    private static func watch(_ watched: WeakBox<StallWatchdog>, every microseconds: UInt32) {
        var seen = (progress: -1, since: ContinuousClock.now)
        while true {
            usleep(microseconds)
            guard let watchdog = watched.value, !watchdog.fireIfStalled(&seen) else { return }
        }
    }

    /// Calls `onStall` when the effect under way has made no progress for the limit; true once fired.
    private func fireIfStalled(_ seen: inout (progress: Int, since: ContinuousClock.Instant)) -> Bool {
        let now = ContinuousClock.now
        let stalled: (String, Duration)? = state.withLock { state in
            if state.progress != seen.progress { seen = (state.progress, now) }
            guard !state.fired, let effect = state.running else { return nil }
            let running = now - seen.since
            guard running >= limit else { return nil }
            state.fired = true
            return (effect, running)
        }
        guard let (effect, running) = stalled else { return state.withLock { $0.fired } }
        onStall(effect, running)
        return true
    }
}

/// A weak reference that can cross a sleep without keeping its object alive.
private final class WeakBox<Object: AnyObject>: @unchecked Sendable {
    weak var value: Object?

    init(_ value: Object) {
        self.value = value
    }
}
