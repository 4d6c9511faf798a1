/// Values remembered by key, for work whose result for a key never changes.
///
/// Past `capacity` entries it starts over, so it never grows without bound. Two threads asking
/// for the same new key at once may both compute it; the results are equal by contract.
/// `value(for:compute:)` is inlinable so each caller gets it specialized for its key (see `Locked`).
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline let entries = Locked<[Key: Value]>([:])
    @usableFromInline let capacity: Int

    /// Creates an empty memo holding at most `capacity` entries.
    public init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The value remembered for `key`, or `compute()`'s, remembered.
    @inlinable
    public func value(for key: Key, compute: () -> Value) -> Value {
        if let value = entries.withLock({ $0[key] }) { return value }
        let value = compute()
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
        return value
    }
}
