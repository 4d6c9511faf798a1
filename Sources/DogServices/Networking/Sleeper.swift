import DogCore
/// Waits and tells the time; injected so that tests of retries and backoff never wait for real.
public protocol Sleeper: Sendable {
    /// Sleeps for a duration; throws when the task is cancelled.
    func sleep(for duration: Duration) async throws
    /// The time on the sleeper's clock, as a duration since an arbitrary origin.
    func now() -> Duration
}

/// Sleeps on the task clock and reads the continuous clock.
public struct TaskSleeper: Sleeper {
    private static let origin = ContinuousClock.now

    /// Creates a sleeper.
    public init() {}

    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }

    public func now() -> Duration {
        Self.origin.duration(to: .now)
    }
}
