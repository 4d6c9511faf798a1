import DogCore
import Foundation
import GRDB

/// Favorites in a SQLite file, through GRDB, in WAL mode so a crash loses no acknowledged write.
public final class SQLiteFavoritesStore: FavoritesStore {
    /// The database file.
    public let path: String
    private let database: DatabaseQueue
    private let clock: @Sendable () -> Date
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
        let path = (directory as NSString).appendingPathComponent(fileName)
        if FileStatus(path: directory) == nil {
            try createFolder(directory, for: path)
        }
        do {
            return try openWaitingForOthers(path: path, clock: clock)
        } catch .readOnly(let path) where FileManager.default.fileExists(atPath: path) {
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
    /// Setting up WAL mode and checking migrations can meet a lock that SQLite reports at
    /// once, without its busy handler, while a second shell creates the same file.
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
    ///
    /// Called only when the folder is missing: to apply the permissions FileManager reads
    /// `/etc/passwd` and `/etc/group`, which every start paid before (BENCHMARKS.md, issue 7).
    private static func createFolder(_ directory: String, for path: String) throws(FavoritesStoreError) {
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
            )
        } catch {
            if !FileManager.default.fileExists(atPath: path) {
                throw .cannotOpen(path: path, reason: SystemErrorText.describe(error))
            }
        }
    }

    private init(path: String, readOnly: Bool, clock: @escaping @Sendable () -> Date, notice: Message? = nil) throws(FavoritesStoreError) {
        self.path = path
        self.clock = clock
        self.notice = notice
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.readonly = readOnly
        if !readOnly { configuration.journalMode = .wal }
        do {
            database = try DatabaseQueue(path: path, configuration: configuration)
            if !readOnly {
                try FavoritesSchema.migrate(database)
            } else {
                _ = try database.read(FavoritesSchema.revision)
            }
        } catch {
            throw FavoritesStoreError(error, path: path)
        }
    }

    public func snapshot() async throws(FavoritesStoreError) -> FavoritesSnapshot {
        do {
            return try await database.read(Self.fetchSnapshot)
        } catch {
            throw FavoritesStoreError(error, path: path)
        }
    }

    public func add(_ favorites: [Favorite]) async throws(FavoritesStoreError) -> FavoritesWrite {
        let now = clock()
        return try await write { db in
            var inserted = 0
            for favorite in favorites {
                try FavoriteRecord(favorite, createdAt: now).insert(db, onConflict: .ignore)
                inserted += db.changesCount
            }
            return inserted
        }
    }

    public func remove(_ favorite: Favorite) async throws(FavoritesStoreError) -> FavoritesWrite {
        try await write { db in
            try FavoriteRecord.filter(Column("key") == favorite.key).deleteAll(db)
        }
    }

    public func observe(
        onChange: @escaping @Sendable (FavoritesSnapshot) -> Void,
        onError: @escaping @Sendable (FavoritesStoreError) -> Void
    ) -> any FavoritesObservation {
        let observation = ValueObservation.tracking(Self.fetchSnapshot)
        let path = path
        let cancellable = observation.start(
            in: database,
            scheduling: .async(onQueue: DispatchQueue(label: "dogsh.favorites.observation")),
            onError: { onError(FavoritesStoreError($0, path: path)) },
            onChange: onChange
        )
        return DatabaseObservation(cancellable: cancellable)
    }

    /// Runs a change in a transaction, bumping the revision when it changed anything.
    private func write(_ change: @escaping @Sendable (Database) throws -> Int) async throws(FavoritesStoreError) -> FavoritesWrite {
        do {
            return try await database.write { db in
                let changed = try change(db)
                let revision = changed > 0 ? try FavoritesSchema.bumpRevision(db) : try FavoritesSchema.revision(db)
                return FavoritesWrite(changed: changed, revision: revision)
            }
        } catch {
            throw FavoritesStoreError(error, path: path)
        }
    }

    private static func fetchSnapshot(_ db: Database) throws -> FavoritesSnapshot {
        let records = try FavoriteRecord.order(Column("id")).fetchAll(db)
        return FavoritesSnapshot(revision: try FavoritesSchema.revision(db), favorites: records.map(\.favorite))
    }
}

/// Keeps a GRDB observation alive until cancelled.
private struct DatabaseObservation: FavoritesObservation {
    let cancellable: AnyDatabaseCancellable

    func cancel() {
        cancellable.cancel()
    }
}
