/// Finds the lines of some bytes that hold one byte, without looking at the others.
///
/// Each loop is over a raw pointer with byte literals and no generic helpers: the test suite's
/// debug build scans 20 MB this way, and in a debug build each generic call in a loop goes
/// through witness tables.
enum LinesHolding {
    /// Calls `body` with the bytes of each line of `bytes` (ended by LF, CR or the end) that holds `byte`, once.
    static func each(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var index = 0
        while index < count {
            guard base[index] == byte else {
                index += 1
                continue
            }
            var start = index
            while start > 0, base[start - 1] != 0x0A, base[start - 1] != 0x0D { start -= 1 }
            var end = index
            while end < count, base[end] != 0x0A, base[end] != 0x0D { end += 1 }
            body(UnsafeBufferPointer(start: base + start, count: end - start))
            index = end
        }
    }

    /// The index of the last LF or CR; nil when there is none.
    static func lastLineEnd(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = bytes.count
        while index > 0 {
            index -= 1
            if base[index] == 0x0A || base[index] == 0x0D { return index }
        }
        return nil
    }
}
