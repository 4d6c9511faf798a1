import FoundationEssentials
import Glibc

/// Writing a whole buffer to a file descriptor, as files that must arrive complete need.
enum FileDescriptorWrite {
    /// Writes every byte, retrying after interrupts and short writes; the `errno` of a failure, or nil.
    static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }
}
