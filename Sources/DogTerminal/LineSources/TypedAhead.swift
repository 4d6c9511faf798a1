import DogCore

/// Keys typed while dogsh read the terminal for something else (the answers to its graphics
/// query), kept for the line editor to take as if they had just been typed.
///
/// The query reads the terminal without line editing, so keys typed before its answers came are
/// read with them; they are kept here, and the next prompt starts with them.
public enum TypedAhead {
    private static let pending = Locked<[UInt8]>([])

    /// Keeps keys for the next prompt, after any kept before.
    public static func keep(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        pending.withLock { $0 += bytes }
    }

    /// The keys kept so far, which are then forgotten.
    public static func take() -> [UInt8] {
        pending.withLock { kept in
            defer { kept = [] }
            return kept
        }
    }
}
