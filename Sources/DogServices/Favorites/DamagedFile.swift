import FoundationEssentials
import Glibc

/// Moves a damaged database out of the way, with its WAL and shared-memory files, without losing a byte.
enum DamagedFile {
    /// Renames `path` to `path.damaged-YYYYMMDD-HHMMSS` (UTC) and its `-wal` and `-shm` files alongside; nil when it cannot.
    ///
    /// A rename within one folder is atomic and copies nothing. When a backup of that name
    /// exists already, a counter is added. The WAL may hold the newest pages, so it moves with
    /// the file under the name SQLite would look for (`backup-wal`).
    static func setAside(_ path: String, at date: Date) -> String? {
        let stamp = UTCTime(date).fileNameStamp
        var backup = "\(path).damaged-\(stamp)"
        var counter = 1
        while FileManager.default.fileExists(atPath: backup) {
            counter += 1
            backup = "\(path).damaged-\(stamp)-\(counter)"
        }
        guard rename(path, backup) == 0 else { return nil }
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            _ = rename(path + suffix, backup + suffix)
        }
        return backup
    }
}
