import DogCore
import FoundationEssentials
import Glibc

/// Tries transient failures again (connection errors, timeouts, 5xx, 429) as its policy allows.
///
/// While the connectivity monitor says the network is down, a request gets a single attempt,
/// so offline commands fall back to cached data at once instead of backing off.
public struct RetryingTransport: HTTPTransport {
    let base: any HTTPTransport
    let policy: RetryPolicy
    let sleeper: any Sleeper
    let jitter: @Sendable () -> Double
    let isOffline: @Sendable () -> Bool

    /// Wraps a transport.
    public init(
        _ base: any HTTPTransport, policy: RetryPolicy = RetryPolicy(), sleeper: any Sleeper = TaskSleeper(),
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
        isOffline: @escaping @Sendable () -> Bool = { false }
    ) {
        self.base = base
        self.policy = policy
        self.sleeper = sleeper
        self.jitter = jitter
        self.isOffline = isOffline
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let started = sleeper.now()
        var attempt = 0
        while true {
            attempt += 1
            let outcome = await base.result(request)
            let retryAfter: Duration?
            switch outcome {
            case let .success(response) where response.status == 429 || (500...599).contains(response.status):
                retryAfter = RetryPolicy.retryAfter(response.headers["retry-after"], now: Date())
            case let .failure(error) where error.isTransient:
                retryAfter = nil
            default:
                return try outcome.get()
            }
            guard !isOffline(), !Task.isCancelled,
                  let wait = policy.delay(afterAttempt: attempt, retryAfter: retryAfter, jitter: jitter(), elapsed: sleeper.now() - started)
            else { return try outcome.get() }
            do { try await sleeper.sleep(for: wait) } catch { throw .cancelled }
        }
    }
}
