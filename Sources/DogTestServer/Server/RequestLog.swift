import DogCore

/// Every request the test server answered, with when it arrived and when its answer was ready.
public final class RequestLog: Sendable {
    /// One answered request.
    public struct Entry: Hashable, Sendable {
        /// The path, percent-encoded as sent.
        public let path: String
        /// The query string, without `?`; empty when there was none.
        public let query: String
        /// When the request arrived, on the server's clock.
        public let received: ContinuousClock.Instant
        /// When its answer was ready to send.
        public let answered: ContinuousClock.Instant
        /// The status answered.
        public let status: Int
        /// The client's `User-Agent` header; empty when it sent none.
        public var userAgent = ""

        /// The path and query, as a client wrote them.
        public var target: String {
            query.isEmpty ? path : path + "?" + query
        }
    }

    private let entries = Locked<[Entry]>([])

    /// Creates an empty log.
    public init() {}

    /// Adds an entry.
    func record(_ entry: Entry) {
        entries.withLock { $0.append(entry) }
    }

    /// The entries so far, in the order their answers were ready.
    public var all: [Entry] {
        entries.withLock { $0 }
    }

    /// Forgets every entry.
    public func clear() {
        entries.withLock { $0.removeAll() }
    }

    /// The number of requests answered.
    public var count: Int {
        entries.withLock { $0.count }
    }

    /// The round trips the requests took: the longest chain of requests where each began after the one before it was answered.
    ///
    /// Requests in flight together count once, so ten parallel fetches after a list
    /// are two round trips, while the same ten one after another are eleven.
    public var roundTrips: Int {
        Self.roundTrips(all.map { ($0.received, $0.answered) })
    }

    /// The length of the longest chain of intervals where each starts after the previous one ends.
    public static func roundTrips(_ intervals: [(start: ContinuousClock.Instant, end: ContinuousClock.Instant)]) -> Int {
        let sorted = intervals.sorted { $0.start < $1.start }
        var depth: [Int] = []
        for (index, interval) in sorted.enumerated() {
            var best = 0
            for earlier in 0..<index where sorted[earlier].end <= interval.start {
                best = max(best, depth[earlier])
            }
            depth.append(best + 1)
        }
        return depth.max() ?? 0
    }
}
