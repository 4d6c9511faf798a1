import Foundation

/// Writes a file that only its owner may read, from its first byte, and replaces the old one atomically.
///
/// `String.write(toFile:atomically:)` creates its temporary file with the umask's mode (often
/// 0644) and a `chmod` afterwards leaves a moment in which another user could open it; a
/// settings file may hold an API key. Here the temporary file is created 0600 with
/// `O_EXCL | O_NOFOLLOW`, written, synced and renamed over the target.
enum PrivateFile {
    /// Replaces `path` with `bytes`; throws the system's error.
    static func write(_ bytes: some Collection<UInt8>, to path: String) throws {
        let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var isOpen = true
        defer { if isOpen { close(descriptor) } }
        do {
            // The umask cannot widen 0600, but a stricter umask would narrow it: set it exactly.
            guard fchmod(descriptor, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            let data = Array(bytes)
            var offset = 0
            while offset < data.count {
                let written = data[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                offset += written
            }
            guard fsync(descriptor) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            isOpen = false
            guard close(descriptor) == 0, rename(temporary, path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}
