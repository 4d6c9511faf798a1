import Glibc

/// A file a recording appends to, a line at a time, so that what was written survives a crash of dogsh.
///
/// It is created new (`O_EXCL`), or truncated when replacing is allowed; a symbolic link at the
/// path is never followed. Each append is one `write` call straight to the file, with no buffer
/// in dogsh to lose; `close` syncs it to the disk.
public final class RecordingFile {
    /// Why the file could not be opened or written, in `strerror`'s words.
    public struct Failure: Error, Equatable {
        /// The error number.
        public let code: Int32
        /// `File exists` or `Permission denied`, for example.
        public var reason: String { SystemErrorText.text(code) }
        /// Whether the file was there and replacing it was not allowed.
        public var fileExists: Bool { code == EEXIST }
    }

    private var descriptor: Int32

    /// Creates the file at `path` (with `~/` for the home folder); throws when it exists and `overwrite` is false, or cannot be made.
    public init(path: String, overwrite: Bool) throws(Failure) {
        let flags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | (overwrite ? O_TRUNC : O_EXCL)
        descriptor = open(HomeFolder.expanding(path), flags, 0o644)
        guard descriptor >= 0 else { throw Failure(code: errno) }
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// Appends lines, each ending in a newline.
    public func append(_ lines: [String]) throws(Failure) {
        guard !lines.isEmpty else { return }
        let text = lines.joined(separator: "\n") + "\n"
        if let code = Array(text.utf8).withUnsafeBytes({ FileDescriptorWrite.all($0, to: descriptor) }) { throw Failure(code: code) }
    }

    /// Syncs the file to the disk and closes it; later appends fail.
    public func close() throws(Failure) {
        guard descriptor >= 0 else { return }
        defer { descriptor = -1 }
        let synced = fsync(descriptor) == 0 ? nil : errno
        let closed = Glibc.close(descriptor) == 0 ? nil : errno
        if let code = synced ?? closed { throw Failure(code: code) }
    }
}
