import FoundationEssentials
import Glibc

/// A file's size and modification time from one `stat` call.
///
/// `FileManager.attributesOfItem` also looks up the owner's name, which reads
/// `/etc/passwd` and `/etc/group` through nsswitch on every call; dogsh needs neither.
public struct FileStatus: Hashable, Sendable {
    /// The size in bytes.
    public let size: Int
    /// When the file was last modified.
    public let modified: Date
    /// Whether it is a folder.
    public let isFolder: Bool

    /// The status of a path; nil when it cannot be read.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int(info.st_size)
        modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        isFolder = (info.st_mode & S_IFMT) == S_IFDIR
    }
}
