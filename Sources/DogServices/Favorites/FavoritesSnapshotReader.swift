import DogCore
import Foundation
import GRDBSQLite

/// Reads the favorites through one read-only SQLite connection, without GRDB.
///
/// Opening the store through GRDB (configuration, migration check, WAL set-up) costs
/// milliseconds at every start, and closing that connection checkpoints the WAL with two
/// fsyncs; a shell that only reads its favorites needs neither (BENCHMARKS.md, issue 7).
/// Anything unexpected, from a file that is not a database to a schema that still needs a
/// migration, answers `.needsFullOpen`: opening the store properly then reports it.
enum FavoritesSnapshotReader {
    /// What the reader found.
    enum Outcome: Equatable {
        /// There is no database file yet.
        case missing
        /// The favorites at the file's current revision.
        case read(FavoritesSnapshot)
        /// The file needs the full store to open (or to explain why it cannot).
        case needsFullOpen
    }

    /// Reads the file at `path` in one read transaction.
    ///
    /// In a folder this user cannot write, or on a full disk, SQLite cannot create the
    /// shared-memory file a WAL database needs even for reading; then the file is read as
    /// immutable, which is exact as long as no WAL with unmerged pages lies beside it.
    static func read(path: String, migrations: [String]) -> Outcome {
        guard FileStatus(path: path) != nil else { return .missing }
        let outcome = read(opening: path, flags: SQLITE_OPEN_READONLY, migrations: migrations)
        let folder = (path as NSString).deletingLastPathComponent
        guard outcome == .needsFullOpen, access(folder, W_OK) != 0 || DiskSpace.isFull(holding: path),
              (FileStatus(path: path + "-wal")?.size ?? 0) == 0 else { return outcome }
        return read(opening: "file:" + percentEncoded(path) + "?immutable=1", flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, migrations: migrations)
    }

    /// Opens a connection by path or URI and reads the snapshot in one transaction.
    private static func read(opening name: String, flags: Int32, migrations: [String]) -> Outcome {
        var connection: OpaquePointer?
        defer { sqlite3_close_v2(connection) }
        guard sqlite3_open_v2(name, &connection, flags, nil) == SQLITE_OK, let connection else {
            return .needsFullOpen
        }
        sqlite3_busy_timeout(connection, 5_000)
        guard sqlite3_exec(connection, "BEGIN", nil, nil, nil) == SQLITE_OK else { return .needsFullOpen }
        defer { sqlite3_exec(connection, "COMMIT", nil, nil, nil) }
        guard
            let applied = rows("SELECT identifier FROM grdb_migrations", in: connection, { text($0, 0) ?? "" }),
            Set(applied).isSuperset(of: migrations),
            let revision = rows("SELECT value FROM storeRevision WHERE id = 1", in: connection, { Int(sqlite3_column_int64($0, 0)) })?.first,
            let favorites = rows("SELECT breed, subBreed, imageURL FROM favorite ORDER BY id", in: connection, favorite)
        else { return .needsFullOpen }
        return .read(FavoritesSnapshot(revision: revision, favorites: favorites))
    }

    /// A path fit for a `file:` URI: `%`, `?` and `#` escaped.
    private static func percentEncoded(_ path: String) -> String {
        path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "?", with: "%3F").replacingOccurrences(of: "#", with: "%23")
    }

    /// The favorite a row of `favorite` holds (the same mapping as `FavoriteRecord.favorite`).
    private static func favorite(_ statement: OpaquePointer) -> Favorite {
        let ref = BreedRef(text(statement, 0) ?? "", text(statement, 1))
        return text(statement, 2).map { Favorite(image: BreedImage(ref: ref, url: $0)) } ?? Favorite(breed: ref)
    }

    /// Every row of a query, mapped; nil when the query fails.
    private static func rows<Row>(_ sql: String, in connection: OpaquePointer, _ map: (OpaquePointer) -> Row) -> [Row]? {
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK, let statement else { return nil }
        var result: [Row] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: result.append(map(statement))
            case SQLITE_DONE: return result
            default: return nil
            }
        }
    }

    /// A text column, or nil when it is NULL.
    private static func text(_ statement: OpaquePointer, _ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(statement, column) else { return nil }
        return String(cString: bytes)
    }
}
