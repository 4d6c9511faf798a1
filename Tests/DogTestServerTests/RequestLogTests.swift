import Testing
@testable import DogTestServer

/// Round trips from request timings: parallel requests count once, dependent ones add up.
@Suite struct RequestLogTests {
    static let origin = ContinuousClock.now

    static func interval(_ start: Int, _ end: Int) -> (start: ContinuousClock.Instant, end: ContinuousClock.Instant) {
        (origin + .milliseconds(start), origin + .milliseconds(end))
    }

    @Test(arguments: [
        ([], 0),
        ([(0, 50)], 1),
        ([(0, 50), (1, 51), (2, 52)], 1),
        ([(0, 50), (51, 101)], 2),
        ([(0, 50), (51, 101), (52, 102), (103, 153)], 3),
        ([(0, 50), (10, 200), (60, 110), (111, 161)], 3),
        ([(0, 100), (50, 150), (101, 151)], 2),
    ] as [([(Int, Int)], Int)])
    func roundTrips(timings: [(Int, Int)], expected: Int) {
        #expect(RequestLog.roundTrips(timings.map { Self.interval($0.0, $0.1) }) == expected)
    }
}
