import CSQLite
import DogCore
import FoundationEssentials
import Glibc

/// Favorites in a SQLite file in WAL mode, so a crash loses no acknowledged write.
///
/// One connection serves every call, one at a time. Observers hear of this store's own
/// writes: each change delivers a fresh snapshot before the write returns. Changes other
/// processes commit reach them when `catchUpWithOtherProcesses` is called.
public final class SQLiteFavoritesStore: FavoritesStore {
    /// The database file.
    public let path: String
    private let connection: Locked<SQLiteConnection>
    private let observers = Locked<[StoreObservation]>([])
    private let clock: @Sendable () -> Date
    /// `PRAGMA data_version` on this store's connection at the last look; it changes only when another connection commits.
    private let seenDataVersion = Locked<Int64?>(nil)
    /// Set when a damaged file was moved aside and this store started afresh.
    public let notice: Message?

    /// The file name inside the data folder.
    public static let fileName = "favorites.sqlite"

    /// Opens (or creates) the store in a folder and migrates it.
    ///
    /// A file that is not a database is never deleted: it is renamed to
    /// `favorites.sqlite.damaged-<UTC time>` (with its WAL beside it) and a new, empty store
    /// starts, with a `notice` saying where the old file went. When it cannot be renamed
    /// (a read-only folder), the open fails with `.corrupt` and the file stays as it is.
    /// A database that cannot be written is opened read-only, so favorites still show.
    public static func open(
        directory: String, clock: @escaping @Sendable () -> Date = Date.init
    ) throws(FavoritesStoreError) -> SQLiteFavoritesStore {
        let path = directory + "/" + fileName
        if FileStatus(path: directory) == nil {
            try createFolder(directory, for: path)
        }
        do {
            return try openWaitingForOthers(path: path, clock: clock)
        } catch .readOnly(let path) where FileStatus(path: path) != nil {
            return try SQLiteFavoritesStore(path: path, readOnly: true, clock: clock)
        } catch .cannotOpen(let path, _) where access(directory, W_OK) != 0 {
            throw .readOnly(path: path)
        } catch .corrupt(let path) {
            guard let backup = DamagedFile.setAside(path, at: clock()) else { throw .corrupt(path: path) }
            let notice = Message(.messageFavoritesSetAside, ["path": .text(path), "backup": .text(backup)])
            return try SQLiteFavoritesStore(path: path, readOnly: false, clock: clock, notice: notice)
        }
    }

    /// Opens read-write, trying again for up to two seconds while another process holds the file.
    ///
    /// Switching a new file to WAL mode meets a lock that SQLite reports at once, without its
    /// busy handler, while a second shell creates the same file.
    private static func openWaitingForOthers(path: String, clock: @escaping @Sendable () -> Date) throws(FavoritesStoreError) -> SQLiteFavoritesStore {
        var delay: UInt32 = 20_000
        for _ in 0..<7 {
            do {
                return try SQLiteFavoritesStore(path: path, readOnly: false, clock: clock)
            } catch .busy {
                usleep(delay)
                delay *= 2
            }
        }
        return try SQLiteFavoritesStore(path: path, readOnly: false, clock: clock)
    }

    /// Creates the data folder, private to the user; a failure matters only when the database is not there.
    private static func createFolder(_ directory: String, for path: String) throws(FavoritesStoreError) {
        if let failure = PrivateFolder.create(directory), FileStatus(path: path) == nil {
            throw .cannotOpen(path: path, reason: failure)
        }
    }

    private init(path: String, readOnly: Bool, clock: @escaping @Sendable () -> Date, notice: Message? = nil) throws(FavoritesStoreError) {
        self.path = path
        self.clock = clock
        self.notice = notice
        do {
            let opened = try SQLiteConnection(path: path, flags: readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            if readOnly {
                _ = try FavoritesSchema.revision(opened)
            } else {
                let mode = try opened.rows("PRAGMA journal_mode = WAL") { $0.text(0) ?? "" }.first
                if mode != "wal" { throw SQLiteError(code: SQLITE_READONLY, message: "journal mode stays \(mode ?? "unknown")") }
                try FavoritesSchema.migrator.migrate(opened)
            }
            seenDataVersion.withLock { $0 = try? FavoritesSchema.dataVersion(opened) }
            connection = Locked(opened)
        } catch {
            throw FavoritesStoreError(error, path: path)
        }
    }

    public func snapshot() async throws(FavoritesStoreError) -> FavoritesSnapshot {
        try readSnapshot()
    }

    public func add(_ favorites: [Favorite]) async throws(FavoritesStoreError) -> FavoritesWrite {
        let now = UTCTime(clock())
        return try write { connection throws(SQLiteError) in
            var inserted = 0
            for favorite in favorites {
                inserted += try FavoritesSchema.insert(favorite, createdAt: now, connection)
            }
            return inserted
        }
    }

    public func remove(_ favorite: Favorite) async throws(FavoritesStoreError) -> FavoritesWrite {
        try write { connection throws(SQLiteError) in try FavoritesSchema.delete(favorite, connection) }
    }

    /// Delivers the current favorites now, then a snapshot after each of this store's changes.
    public func observe(
        onChange: @escaping @Sendable (FavoritesSnapshot) -> Void,
        onError: @escaping @Sendable (FavoritesStoreError) -> Void
    ) -> any FavoritesObservation {
        let observation = StoreObservation(onChange: onChange, owner: self)
        do {
            // Under the connection's lock, as writes notify under it: no write can commit between
            // this snapshot and the registration, unseen by the new observer.
            try connection.withLock { connection throws(SQLiteError) in
                let snapshot = try FavoritesSchema.consistentSnapshot(connection)
                observers.withLock { $0.append(observation) }
                onChange(snapshot)
            }
        } catch {
            onError(FavoritesStoreError(error, path: path))
        }
        return observation
    }

    /// Delivers a snapshot to the observers when another connection committed since the last look.
    public func catchUpWithOtherProcesses() {
        _ = try? connection.withLock { connection throws(SQLiteError) in
            let version = try FavoritesSchema.dataVersion(connection)
            let previous = seenDataVersion.withLock { seen in
                defer { seen = version }
                return seen
            }
            guard let previous, previous != version else { return }
            let snapshot = try FavoritesSchema.consistentSnapshot(connection)
            for observer in observers.withLock({ $0 }) { observer.onChange(snapshot) }
        }
    }

    /// Stops delivering to an observation.
    fileprivate func stop(_ observation: StoreObservation) {
        observers.withLock { $0.removeAll { $0 === observation } }
    }

    /// Runs a change in an immediate transaction, bumping the revision when it changed anything,
    /// and answers with the favorites the transaction left.
    ///
    /// Observers get that snapshot while the connection is still held, so they see every
    /// write's snapshot in the order the writes committed; a write that changed nothing still
    /// hands them what other processes committed before it.
    private func write(_ change: @Sendable (SQLiteConnection) throws(SQLiteError) -> Int) throws(FavoritesStoreError) -> FavoritesWrite {
        do {
            return try connection.withLock { connection throws(SQLiteError) -> FavoritesWrite in
                let result = try connection.transaction(immediate: true) { () throws(SQLiteError) in
                    let changed = try change(connection)
                    if changed > 0 { try FavoritesSchema.bumpRevision(connection) }
                    return FavoritesWrite(changed: changed, snapshot: try FavoritesSchema.snapshot(connection))
                }
                for observer in observers.withLock({ $0 }) { observer.onChange(result.snapshot) }
                return result
            }
        } catch {
            throw FavoritesStoreError(error, path: path)
        }
    }

    private func readSnapshot() throws(FavoritesStoreError) -> FavoritesSnapshot {
        do {
            return try connection.withLock { connection throws(SQLiteError) in
                try FavoritesSchema.consistentSnapshot(connection)
            }
        } catch {
            throw FavoritesStoreError(error, path: path)
        }
    }
}

/// An observer of a `SQLiteFavoritesStore`, delivered to until cancelled.
private final class StoreObservation: FavoritesObservation, Sendable {
    let onChange: @Sendable (FavoritesSnapshot) -> Void
    private weak let owner: SQLiteFavoritesStore?

    init(onChange: @escaping @Sendable (FavoritesSnapshot) -> Void, owner: SQLiteFavoritesStore) {
        self.onChange = onChange
        self.owner = owner
    }

    func cancel() {
        owner?.stop(self)
    }
}
