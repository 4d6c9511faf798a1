import DogCore

/// Values in memory within a byte budget; the least recently used go first when it is exceeded.
public final class MemoryLRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var total = 0
        var tick: UInt64 = 0
        var hits = 0
        var misses = 0
    }

    private let state = Locked(State())
    /// The most the values may cost in all, in bytes.
    public let budget: Int

    /// Creates a cache with a byte budget.
    public init(budget: Int) {
        self.budget = budget
    }

    /// The value for a key, marking it recently used.
    public func value(for key: Key) -> Value? {
        state.withLock { state in
            state.tick += 1
            guard var entry = state.entries[key] else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            entry.lastUse = state.tick
            state.entries[key] = entry
            return entry.value
        }
    }

    /// Stores a value with its cost, evicting the least recently used until the budget holds; a value over budget is not kept.
    public func insert(_ value: Value, cost: Int, for key: Key) {
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.total -= old.cost }
            guard cost <= budget else { return }
            state.tick += 1
            state.entries[key] = Entry(value: value, cost: cost, lastUse: state.tick)
            state.total += cost
            while state.total > budget, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries[oldest.key] = nil
                state.total -= oldest.value.cost
            }
        }
    }

    /// Forgets every value (memory pressure, or tests of the level below).
    public func clear() {
        state.withLock { state in
            state.entries.removeAll()
            state.total = 0
        }
    }

    /// The bytes the stored values cost.
    public var totalCost: Int {
        state.withLock { $0.total }
    }

    /// The number of stored values.
    public var count: Int {
        state.withLock { $0.entries.count }
    }

    /// Lookups that found a value, and that did not.
    public var statistics: (hits: Int, misses: Int) {
        state.withLock { ($0.hits, $0.misses) }
    }
}
