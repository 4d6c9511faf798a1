import FoundationEssentials
import Glibc

/// Creates folders that only their owner can enter, with `mkdir`, as `mkdir -p -m 700` would.
///
/// FileManager's `createDirectory(attributes:)` looks up the owner's name to apply them,
/// which reads `/etc/passwd` and `/etc/group` at every call (BENCHMARKS.md, issue 7).
public enum PrivateFolder {
    /// Creates `path` and any missing parents with mode 0700; nil on success or when it exists, else `strerror`'s words.
    @discardableResult
    public static func create(_ path: String) -> String? {
        guard !path.isEmpty else { return SystemErrorText.text(ENOENT) }
        if mkdir(path, 0o700) == 0 { return nil }
        switch errno {
        case EEXIST:
            return FileStatus(path: path)?.isFolder == true ? nil : SystemErrorText.text(ENOTDIR)
        case ENOENT:
            let parent = parentFolder(of: path)
            guard parent != path, !parent.isEmpty else { return SystemErrorText.text(ENOENT) }
            if let failure = create(parent) { return failure }
            if mkdir(path, 0o700) == 0 || (errno == EEXIST && FileStatus(path: path)?.isFolder == true) { return nil }
            return SystemErrorText.text(errno)
        case let code:
            return SystemErrorText.text(code)
        }
    }

    /// The folder holding `path`: `/a/b` for `/a/b/c` and `/a/b/c/`, `/` for `/a`.
    static func parentFolder(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
    }
}
