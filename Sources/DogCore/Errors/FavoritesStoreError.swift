/// Why the favorites store or a favorites file could not do what was asked.
public enum FavoritesStoreError: Error, Hashable, Sendable {
    /// The database could not be opened or created.
    case cannotOpen(path: String, reason: String)
    /// The file at the database path is not a SQLite database; it was left untouched.
    case corrupt(path: String)
    /// The database or its folder is read-only.
    case readOnly(path: String)
    /// The disk holding the database is full (or the file may grow no further).
    case diskFull(path: String)
    /// Another process held the database longer than the busy timeout.
    case busy(path: String)
    /// A read or write failed for another reason.
    case failed(reason: String)
    /// A favorites file could not be read.
    case cannotReadFile(path: String, reason: String)
    /// A favorites file could not be written.
    case cannotWriteFile(path: String, reason: String)
    /// A favorites file is larger than the import limit.
    case fileTooLarge(path: String, limit: Int)
    /// A favorites file is not JSON at all.
    case notJSON(path: String)
    /// A favorites file is JSON, but not dogsh's favorites: `field` is the JSON path where it is not (`.favorites[2].breed`).
    case invalidFile(path: String, field: String)
    /// A favorites file names a breed the catalog does not know.
    case unknownBreedInFile(path: String, breed: String)
    /// `favorites export` found a file where it would write, and was not told to replace it.
    case exportTargetExists(path: String)

    /// The localized message that explains the error.
    public var message: Message {
        switch self {
        case let .cannotOpen(path, reason):
            Message(.errorFavoritesCannotOpen, ["path": .text(path), "reason": .text(reason)])
        case let .corrupt(path):
            Message(.errorFavoritesCorrupt, ["path": .text(path)])
        case let .readOnly(path):
            Message(.errorFavoritesReadOnly, ["path": .text(path)])
        case let .diskFull(path):
            Message(.errorFavoritesDiskFull, ["path": .text(path)])
        case let .busy(path):
            Message(.errorFavoritesBusy, ["path": .text(path)])
        case let .failed(reason):
            Message(.errorFavoritesFailed, ["reason": .text(reason)])
        case let .cannotReadFile(path, reason):
            Message(.errorFavoritesFileRead, ["path": .text(path), "reason": .text(reason)])
        case let .cannotWriteFile(path, reason):
            Message(.errorFavoritesFileWrite, ["path": .text(path), "reason": .text(reason)])
        case let .fileTooLarge(path, limit):
            Message(.errorFavoritesFileTooLarge, ["path": .text(path), "limit": .number(limit)])
        case let .notJSON(path):
            Message(.errorFavoritesFileNotJSON, ["path": .text(path)])
        case let .invalidFile(path, field):
            Message(.errorFavoritesFileInvalid, ["path": .text(path), "field": .text(field)])
        case let .unknownBreedInFile(path, breed):
            Message(.errorFavoritesFileUnknownBreed, ["path": .text(path), "breed": .text(breed)])
        case let .exportTargetExists(path):
            Message(.errorFavoritesExportExists, ["path": .text(path)])
        }
    }
}
