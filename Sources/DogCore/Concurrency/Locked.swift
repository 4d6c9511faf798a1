import Synchronization

/// A value guarded by a `Mutex`, with hand-offs that ThreadSanitizer can see.
///
/// On Linux, `Synchronization.Mutex` locks with raw futex calls inside the standard library,
/// which ThreadSanitizer does not instrument, so it reports every access the mutex guards as a
/// race (RELIABILITY.md shows the reproduction). Inside the lock, each holder reads an atomic
/// counter with acquiring order on entry and bumps it with releasing order on exit; those
/// atomics compile into this module, so ThreadSanitizer sees one holder hand over to the next.
/// The core stays free of system modules.
///
/// `withLock` is inlinable so that callers in other modules get it specialized for their value:
/// unspecialized, every call looked up `Mutex<Value>`'s generic metadata in the runtime's cache,
/// 4 % of a replay's time.
public final class Locked<Value>: Sendable {
    @usableFromInline let mutex: Mutex<Value>
    @usableFromInline let handoff = Atomic<Int>(0)

    /// Guards a value.
    public init(_ value: sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value while holding the lock.
    @inlinable
    public func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        try mutex.withLock { value throws(E) -> sending Result in
            _ = handoff.load(ordering: .acquiring)
            defer { handoff.wrappingAdd(1, ordering: .releasing) }
            return try body(&value)
        }
    }
}
