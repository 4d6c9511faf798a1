import FoundationEssentials
import Glibc

/// Free space on the file system that holds a path, from one `statvfs` call.
enum DiskSpace {
    /// Whether the file system holding `path` has no block left for this user; false when it cannot be asked.
    ///
    /// SQLite reports some writes on a full disk as a plain I/O error (growing the WAL's
    /// shared-memory file, for one); this tells the two apart.
    static func isFull(holding path: String) -> Bool {
        var info = statvfs()
        var folder = path
        while statvfs(folder, &info) != 0 {
            let parent = PrivateFolder.parentFolder(of: folder)
            guard parent != folder, !parent.isEmpty else { return false }
            folder = parent
        }
        return info.f_bavail == 0
    }
}
