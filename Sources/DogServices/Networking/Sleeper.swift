import DogCore
/// Waits; injected so that tests of retries and backoff never wait for real.
public protocol Sleeper: Sendable {
    /// Sleeps for a duration; throws when the task is cancelled.
    func sleep(for duration: Duration) async throws
}

/// Sleeps on the task clock.
public struct TaskSleeper: Sleeper {
    /// Creates a sleeper.
    public init() {}

    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
