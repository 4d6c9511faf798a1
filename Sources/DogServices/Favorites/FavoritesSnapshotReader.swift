import CSQLite
import DogCore
import FoundationEssentials
import Glibc

/// Reads the favorites through one read-only SQLite connection, as a shell starts.
///
/// Opening the store for writing (WAL set-up, the migration check) costs more at every start,
/// and closing that connection checkpoints the WAL with two fsyncs; a shell that only reads
/// its favorites needs neither (BENCHMARKS.md, issue 7). Anything unexpected, from a file that
/// is not a database to a schema that still needs a migration, answers `.needsFullOpen`:
/// opening the store properly then reports it.
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

    /// Reads the file at `path` in one read transaction, if it has every migration of `migrator`.
    ///
    /// In a folder this user cannot write, or on a full disk, SQLite cannot create the
    /// shared-memory file a WAL database needs even for reading; then the file is read as
    /// immutable, which is exact as long as no WAL with unmerged pages lies beside it.
    static func read(path: String, migrator: SQLiteMigrator = FavoritesSchema.migrator) -> Outcome {
        guard FileStatus(path: path) != nil else { return .missing }
        let outcome = read(opening: path, flags: SQLITE_OPEN_READONLY, migrator: migrator)
        let folder = PrivateFolder.parentFolder(of: path)
        guard outcome == .needsFullOpen, access(folder, W_OK) != 0 || DiskSpace.isFull(holding: path),
              (FileStatus(path: path + "-wal")?.size ?? 0) == 0 else { return outcome }
        return read(opening: "file:" + percentEncoded(path) + "?immutable=1", flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, migrator: migrator)
    }

    /// Opens a connection by path or URI and reads the snapshot in one transaction.
    private static func read(opening name: String, flags: Int32, migrator: SQLiteMigrator) -> Outcome {
        do {
            let connection = try SQLiteConnection(path: name, flags: flags)
            return try connection.transaction(immediate: false) { () throws(SQLiteError) in
                guard try migrator.isComplete(connection) else { return .needsFullOpen }
                return .read(try FavoritesSchema.snapshot(connection))
            }
        } catch {
            return .needsFullOpen
        }
    }

    /// A path fit for a `file:` URI: `%`, `?` and `#` escaped.
    static func percentEncoded(_ path: String) -> String {
        var encoded = ""
        for character in path.unicodeScalars {
            switch character {
            case "%": encoded += "%25"
            case "?": encoded += "%3F"
            case "#": encoded += "%23"
            default: encoded.unicodeScalars.append(character)
            }
        }
        return encoded
    }
}
