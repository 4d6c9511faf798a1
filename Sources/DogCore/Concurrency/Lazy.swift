/// A value computed once, by whichever thread asks first, and shared from then on.
///
/// `value` is inlinable so each caller gets it specialized for its value (see `Locked`).
public final class Lazy<Value: Sendable>: Sendable {
    @usableFromInline let state: Locked<Value?> = Locked(nil)
    @usableFromInline let compute: @Sendable () -> Value

    /// Remembers how to compute the value; nothing runs until it is asked for.
    public init(_ compute: @escaping @Sendable () -> Value) {
        self.compute = compute
    }

    /// The value, computed on the first call; later callers wait for it and get the same one.
    @inlinable
    public var value: Value {
        state.withLock { state in
            if let state { return state }
            let value = compute()
            state = value
            return value
        }
    }
}
