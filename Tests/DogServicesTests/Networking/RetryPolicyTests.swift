import Foundation
import Testing
@testable import DogServices

/// The backoff as a pure function: doubling, jitter, the cap, Retry-After and the deadline.
@Suite struct RetryPolicyTests {
    static let standard = RetryPolicy()

    @Test(arguments: [
        (1, nil, 1.0, Duration.zero, Duration.milliseconds(200) as Duration?),
        (1, nil, 0.0, .zero, .milliseconds(100)),
        (2, nil, 1.0, .zero, .milliseconds(400)),
        (3, nil, 0.5, .zero, .milliseconds(600)),
        (3, nil, 7.0, .zero, .milliseconds(800)),
        (3, nil, -1.0, .zero, .milliseconds(400)),
        (4, nil, 1.0, .zero, nil),
        (0, nil, 1.0, .zero, nil),
        (2, .seconds(3), 1.0, .zero, .seconds(3)),
        (1, .milliseconds(50), 1.0, .zero, .milliseconds(200)),
        (1, .seconds(20), 1.0, .zero, nil),
        (2, nil, 1.0, .milliseconds(14_700), nil),
        (2, nil, 1.0, .milliseconds(14_500), .milliseconds(400)),
    ] as [(Int, Duration?, Double, Duration, Duration?)])
    func delays(attempt: Int, retryAfter: Duration?, jitter: Double, elapsed: Duration, expected: Duration?) {
        #expect(Self.standard.delay(afterAttempt: attempt, retryAfter: retryAfter, jitter: jitter, elapsed: elapsed) == expected)
    }

    @Test func theBackoffStopsGrowingAtTheCap() {
        let policy = RetryPolicy(maximumAttempts: 40, baseDelay: .seconds(1), maximumDelay: .seconds(5), deadline: .seconds(3600))
        let waits = (1...8).map { policy.delay(afterAttempt: $0, retryAfter: nil, jitter: 1, elapsed: .zero) }
        #expect(waits == [.seconds(1), .seconds(2), .seconds(4), .seconds(5), .seconds(5), .seconds(5), .seconds(5), .seconds(5)])
        #expect(policy.delay(afterAttempt: 39, retryAfter: nil, jitter: 1, elapsed: .zero) == .seconds(5), "no overflow on late attempts")
    }

    @Test(arguments: [
        ("3", Duration.seconds(3) as Duration?),
        (" 0 ", .zero),
        ("-1", nil),
        ("soon", nil),
        ("", nil),
        ("Sun, 22 Nov 2026 10:00:10 GMT", .seconds(10)),
        ("Sun, 22 Nov 2026 09:00:00 GMT", .zero),
    ] as [(String, Duration?)])
    func readsRetryAfter(value: String, expected: Duration?) {
        let now = Date(timeIntervalSince1970: 1_795_341_600)
        #expect(RetryPolicy.retryAfter(value, now: now) == expected)
    }

    @Test func aMissingHeaderIsNoHint() {
        #expect(RetryPolicy.retryAfter(nil, now: Date()) == nil)
    }
}
