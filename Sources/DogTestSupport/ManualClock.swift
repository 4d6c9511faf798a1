import DogCore
import Foundation

/// A wall clock that moves only when a test says so.
public final class ManualClock: Sendable {
    private let date = Locked(Date(timeIntervalSince1970: 1_795_341_600))

    /// Creates a clock at 2026-11-22 10:00 UTC.
    public init() {}

    /// The clock's time.
    public var now: Date { date.withLock { $0 } }

    /// Moves the clock forward.
    public func advance(_ seconds: Double) {
        date.withLock { $0 += seconds }
    }
}
