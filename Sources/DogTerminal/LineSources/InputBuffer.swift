import Glibc

/// All the bytes of an input, read once: a regular file is mapped into memory, anything else read to its end.
public final class InputBuffer {
    private let base: UnsafeMutableRawPointer?
    /// The number of bytes.
    public let count: Int
    private let mapped: Bool
    /// Why reading stopped before the end, as `errno` said (a folder, an I/O error); nil when all was read.
    public private(set) var readError: Int32?

    /// Reads a descriptor to its end; a read error ends the input where it happened, and is kept in `readError`.
    public init(descriptor: Int32) {
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0,
           let map = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), map != MAP_FAILED {
            madvise(map, Int(status.st_size), MADV_SEQUENTIAL)
            base = map
            count = Int(status.st_size)
            mapped = true
            return
        }
        var capacity = 1 << 20
        var storage = malloc(capacity)
        var length = 0
        while let current = storage {
            if length == capacity {
                capacity *= 2
                guard let grown = realloc(current, capacity) else { break }
                storage = grown
                continue
            }
            let got = read(descriptor, current + length, capacity - length)
            if got > 0 {
                length += got
            } else if got < 0, errno == EINTR {
                continue
            } else {
                if got < 0 { readError = errno }
                break
            }
        }
        base = storage
        count = length
        mapped = false
    }

    deinit {
        if mapped { munmap(base, count) } else { free(base) }
    }

    /// Calls `body` with the bytes, valid only during the call.
    public func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        guard let base, count > 0 else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count))
    }
}
