/// Values remembered by key, for work whose result for a key never changes.
///
/// Past `capacity` entries it starts over, so it never grows without bound. Two threads asking
/// for the same new key at once may both compute it; the results are equal by contract.
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let entries = Locked<[Key: Value]>([:])
    private let capacity: Int

    /// Creates an empty memo holding at most `capacity` entries.
    public init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The value remembered for `key`, or `compute()`'s, remembered.
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
