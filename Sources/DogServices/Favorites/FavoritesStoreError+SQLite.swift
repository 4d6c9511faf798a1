import CSQLite
import DogCore

extension FavoritesStoreError {
    /// Classifies a failure: read-only, corrupt, busy, disk full, or another failure.
    init(_ error: any Error, path: String) {
        guard let error = error as? SQLiteError else {
            self = (error as? FavoritesStoreError) ?? .failed(reason: String(describing: error))
            return
        }
        switch error.primaryCode {
        case SQLITE_READONLY, SQLITE_PERM:
            self = .readOnly(path: path)
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            self = .corrupt(path: path)
        case SQLITE_BUSY, SQLITE_LOCKED:
            self = .busy(path: path)
        case SQLITE_FULL:
            self = .diskFull(path: path)
        case SQLITE_IOERR where DiskSpace.isFull(holding: path):
            self = .diskFull(path: path)
        case SQLITE_CANTOPEN:
            self = .cannotOpen(path: path, reason: error.message)
        default:
            self = .failed(reason: error.message)
        }
    }
}
