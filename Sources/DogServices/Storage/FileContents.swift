import Glibc

/// Reads a whole file with the C library's `open` and `read`, without Foundation's file machinery.
public enum FileContents {
    /// Why a file could not be read, in `strerror`'s words.
    public struct ReadError: Error, Equatable {
        /// The error number.
        public let code: Int32

        /// `strerror`'s text for the error number, for example `No such file or directory`.
        public var reason: String {
            SystemErrorText.text(code)
        }
    }

    /// The bytes of the file at a path.
    public static func bytes(atPath path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(code: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadError(code: errno) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw ReadError(code: EISDIR) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(Int(status.st_size), 0) + 1)
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(code: errno)
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// The file's text; bytes that are not UTF-8 become U+FFFD.
    public static func text(atPath path: String) throws(ReadError) -> String {
        String(decoding: try bytes(atPath: path), as: UTF8.self)
    }
}
