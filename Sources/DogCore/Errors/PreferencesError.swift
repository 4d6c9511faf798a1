/// Why the settings file could not be read or written.
public enum PreferencesError: Error, Hashable, Sendable {
    /// The file exists but could not be read.
    case cannotRead(path: String, reason: String)
    /// The file could not be written.
    case cannotWrite(path: String, reason: String)

    /// The localized message that explains the error.
    public var message: Message {
        switch self {
        case let .cannotRead(path, reason):
            Message(.errorPreferencesRead, ["path": .text(path), "reason": .text(reason)])
        case let .cannotWrite(path, reason):
            Message(.errorPreferencesWrite, ["path": .text(path), "reason": .text(reason)])
        }
    }
}
