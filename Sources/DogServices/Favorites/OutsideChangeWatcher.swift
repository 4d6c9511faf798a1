import CSQLite
import DogCore

/// Tells when another process committed to the favorites database, through SQLite's
/// `PRAGMA data_version` on a read-only connection of its own.
///
/// `data_version` changes when any other connection commits, and costs one query of a few
/// microseconds, so a shell can ask before each prompt with no thread polling the file. The
/// connection opens on the first look at which the file exists, so a file another shell
/// creates later is found too. Errors (a file being replaced, a locked folder) count as no
/// change: the next look tries again.
final class OutsideChangeWatcher: Sendable {
    private let path: String
    private let state = Locked<(connection: SQLiteConnection?, version: Int64?)>((nil, nil))

    /// Watches the database at a path, which need not exist yet.
    init(path: String) {
        self.path = path
    }

    /// The favorites, when the database changed since the last look (or, on the first look,
    /// when it holds a revision other than `knownRevision`); nil otherwise.
    func changedSnapshot(knownRevision: Int) -> FavoritesSnapshot? {
        state.withLock { state -> FavoritesSnapshot? in
            do {
                if state.connection == nil {
                    guard FileStatus(path: path) != nil else { return nil }
                    let connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
                    state.connection = connection
                    state.version = try FavoritesSchema.dataVersion(connection)
                    let snapshot = try FavoritesSchema.consistentSnapshot(connection)
                    return snapshot.revision == knownRevision ? nil : snapshot
                }
                guard let connection = state.connection else { return nil }
                let version = try FavoritesSchema.dataVersion(connection)
                guard version != state.version else { return nil }
                state.version = version
                return try FavoritesSchema.consistentSnapshot(connection)
            } catch {
                state.connection = nil
                return nil
            }
        }
    }
}
