import Glibc

/// Starts work on a thread of its own that nobody joins, as Foundation's `Thread.detachNewThread` did.
public enum DetachedThread {
    /// Runs `body` on a new detached thread; on the caller's thread when the system cannot make one,
    /// unless `orHere` is false; returns whether a thread was made.
    @discardableResult
    public static func start(orHere: Bool = true, _ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { pointer in
            if let pointer { Unmanaged<Work>.fromOpaque(pointer).takeRetainedValue().body() }
            return nil
        }, work)
        guard started == 0 else {
            let unstarted = Unmanaged<Work>.fromOpaque(work).takeRetainedValue()
            if orHere { unstarted.body() }
            return false
        }
        return true
    }

    /// The closure, boxed to cross `pthread_create`'s single pointer.
    private final class Work: Sendable {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
