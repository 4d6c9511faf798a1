import DogCore
import FoundationEssentials
import Glibc

/// When to try a failed request again: bounded exponential backoff with jitter, Retry-After, a total deadline.
public struct RetryPolicy: Hashable, Sendable {
    /// Attempts in all, the first included.
    public var maximumAttempts: Int
    /// The delay before the first retry, before jitter.
    public var baseDelay: Duration
    /// The longest delay between attempts.
    public var maximumDelay: Duration
    /// The longest a request may take with all its retries.
    public var deadline: Duration

    /// Creates a policy; the defaults give 4 attempts within 15 seconds.
    public init(
        maximumAttempts: Int = 4, baseDelay: Duration = .milliseconds(200), maximumDelay: Duration = .seconds(5),
        deadline: Duration = .seconds(15)
    ) {
        self.maximumAttempts = maximumAttempts
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.deadline = deadline
    }

    /// The wait before the next attempt after `attempt` attempts failed; nil when it is time to give up.
    ///
    /// The backoff doubles from `baseDelay` up to `maximumDelay` and is scaled by `0.5 + jitter / 2`
    /// (`jitter` in 0...1), so concurrent clients spread out. A `Retry-After` from the server is used
    /// instead when it is longer. Nothing is retried past `maximumAttempts` or past the deadline.
    public func delay(afterAttempt attempt: Int, retryAfter: Duration?, jitter: Double, elapsed: Duration) -> Duration? {
        guard attempt >= 1, attempt < maximumAttempts else { return nil }
        let exponent = min(attempt - 1, 30)
        let backoff = min(maximumDelay, baseDelay * (1 << exponent))
        let jittered = backoff * (0.5 + min(max(jitter, 0), 1) / 2)
        let wait = max(jittered, retryAfter ?? .zero)
        guard elapsed + wait < deadline else { return nil }
        return wait
    }

    /// Reads a `Retry-After` header: seconds, or an HTTP date; nil when absent or unreadable.
    public static func retryAfter(_ value: String?, now: Date) -> Duration? {
        guard let value = value?.trimmingWhitespace(), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return seconds >= 0 ? .seconds(seconds) : nil }
        guard let date = HTTPDate.parse(value) else { return nil }
        return .milliseconds(max(0, Int(date.timeIntervalSince(now) * 1000)))
    }
}
