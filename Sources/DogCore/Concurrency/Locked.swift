#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a pthread mutex, with `Synchronization.Mutex`'s `withLock` shape.
///
/// On Linux, `Synchronization.Mutex` locks with raw futex calls that ThreadSanitizer cannot
/// see, so it reports every access the mutex guards as a race (RELIABILITY.md shows the
/// four-line reproduction). ThreadSanitizer intercepts pthread mutexes, so with this type a
/// report under `scripts/sanitizers thread` is a real one.
public final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Guards a value.
    public init(_ value: sending Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    public func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
