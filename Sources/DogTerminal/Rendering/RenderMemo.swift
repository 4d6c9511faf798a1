import Synchronization

/// Remembers computed values by key, for a renderer whose output for a key never changes.
///
/// Each renderer has its own; a renderer for another width or language starts empty. Past
/// `capacity` entries it starts over, so it never grows without bound.
final class RenderMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let entries = Mutex<[Key: Value]>([:])
    private let capacity: Int

    init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The value remembered for `key`, or `compute()`'s, remembered.
    func value(for key: Key, compute: () -> Value) -> Value {
        if let value = entries.withLock({ $0[key] }) { return value }
        let value = compute()
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
        return value
    }
}
