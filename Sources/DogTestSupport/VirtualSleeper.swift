import DogCore
import DogServices

/// A sleeper on a virtual clock: sleeping records the duration and moves the clock, instantly.
public final class VirtualSleeper: Sleeper {
    private let state = Locked<(now: Duration, sleeps: [Duration])>((.zero, []))

    /// Creates a sleeper at time zero.
    public init() {}

    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        state.withLock {
            $0.sleeps.append(duration)
            $0.now += duration
        }
        await Task.yield()
    }

    public func now() -> Duration {
        state.withLock { $0.now }
    }

    /// Moves the clock without sleeping, as if a request took that long.
    public func advance(_ duration: Duration) {
        state.withLock { $0.now += duration }
    }

    /// Every sleep so far.
    public var sleeps: [Duration] { state.withLock { $0.sleeps } }
}
