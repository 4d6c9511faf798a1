import Glibc

/// Whole writes on file descriptors, for output that must arrive complete.
public enum StandardStreams {
    /// Writes every byte, retrying after interrupts; gives up quietly on a closed pipe.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, base + offset, raw.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
