import FoundationEssentials
import Glibc

/// Writes a file that only its owner may read, from its first byte, and replaces the old one atomically.
///
/// `String.write(toFile:atomically:)` creates its temporary file with the umask's mode (often
/// 0644) and a `chmod` afterwards leaves a moment in which another user could open it; a
/// settings file may hold an API key. Here the temporary file is created 0600 with
/// `O_EXCL | O_NOFOLLOW`, written, synced and renamed over the target.
enum PrivateFile {
    /// Replaces `path` with `bytes`; throws the system's error.
    static func write(_ bytes: [UInt8], to path: String) throws {
        func failure(_ code: Int32 = errno) -> POSIXError { POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure() }
        var isOpen = true
        defer { if isOpen { close(descriptor) } }
        do {
            // The umask cannot widen 0600, but a stricter umask would narrow it: set it exactly.
            guard fchmod(descriptor, 0o600) == 0 else { throw failure() }
            if let code = bytes.withUnsafeBytes({ FileDescriptorWrite.all($0, to: descriptor) }) { throw failure(code) }
            guard fsync(descriptor) == 0 else { throw failure() }
            isOpen = false
            guard close(descriptor) == 0, rename(temporary, path) == 0 else { throw failure() }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}
