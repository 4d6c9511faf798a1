/// Cuts a script's UTF-8 bytes into literal runs, `{{` and `{name}` parameters, leaving whole-line comments as text.
///
/// It works on bytes and looks at a line only where a `{` is: a 20 MB script was refused for a
/// missing parameter after 3.0 s when the lines were split and searched as Characters
/// (7 MB/s); BENCHMARKS.md ("Scanning a script for parameters") has the bytes' figure.
/// A name may hold letters that are not ASCII: a `{` followed by such a byte is read as the
/// Character-wise reading did (the slow path, rare).
struct ScriptScanner {
    /// A part of the text, by byte offsets.
    enum Piece {
        /// Bytes written as they are.
        case text(Range<Int>)
        /// `{{`, which stands for one `{`.
        case brace
        /// The name between `{` and `}`.
        case parameter(Range<Int>)
    }

    // Bytes as literals, and no generic helpers (Range.count, ClosedRange.contains) in the loops:
    // a debug build calls each of those through witness tables, and every call zeroes the callee's
    // locals; this made the debug build's scan 2.5x slower (1.26 s for 20 MB against 0.50 s).
    private static let newline: UInt8 = 0x0A, open: UInt8 = 0x7B, close: UInt8 = 0x7D

    let bytes: UnsafeBufferPointer<UInt8>

    /// Calls `body` with each piece in order; the pieces cover every byte.
    func forEachPiece(_ body: (Piece) -> Void) {
        let count = bytes.count
        var emitted = 0, cursor = 0
        // The newline ending the last line looked at (or `count`); braces before it are in a command line.
        var lineEnd = -1
        while let brace = index(of: Self.open, from: cursor, to: count) {
            if brace > lineEnd {
                let start = (lastIndex(of: Self.newline, from: lineEnd + 1, to: brace) ?? lineEnd) + 1
                lineEnd = index(of: Self.newline, from: brace, to: count) ?? count
                if isComment(from: start) {
                    cursor = lineEnd
                    continue
                }
            }
            if brace + 1 < lineEnd, bytes[brace + 1] == Self.open {
                if emitted < brace { body(.text(emitted..<brace)) }
                body(.brace)
                emitted = brace + 2
                cursor = emitted
            } else if let name = name(after: brace, lineEnd: lineEnd) {
                if emitted < brace { body(.text(emitted..<brace)) }
                body(.parameter(name))
                emitted = name.upperBound + 1
                cursor = emitted
            } else {
                cursor = brace + 1
            }
        }
        if emitted < count { body(.text(emitted..<count)) }
    }

    /// The name's bytes when the `{` at `brace` opens a parameter: name bytes, then `}`, in the line.
    private func name(after brace: Int, lineEnd: Int) -> Range<Int>? {
        var index = brace + 1
        while index < lineEnd {
            // ASCII letters (either case), digits, `-` and `_`, tested inline.
            let byte = bytes[index], lowered = byte | 0x20
            guard (lowered >= 0x61 && lowered <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x5F else { break }
            index += 1
        }
        guard index < lineEnd else { return nil }
        if bytes[index] == Self.close { return index > brace + 1 ? brace + 1..<index : nil }
        guard bytes[index] >= 0x80, let end = self.index(of: Self.close, from: index, to: lineEnd) else { return nil }
        return ScriptTemplate.isName(text(brace + 1..<end)) ? brace + 1..<end : nil
    }

    /// Whether the line starting at `start` is a whole-line comment (or option line): `#` after spaces and tabs.
    private func isComment(from start: Int) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }  // space, tab
        return index < bytes.count && bytes[index] == 0x23  // #
    }

    /// The text of some bytes.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether two ranges hold the same bytes.
    func same(_ one: Range<Int>, _ other: Range<Int>) -> Bool {
        guard one.upperBound - one.lowerBound == other.upperBound - other.lowerBound else { return false }
        var index = one.lowerBound, otherIndex = other.lowerBound
        while index < one.upperBound {
            if bytes[index] != bytes[otherIndex] { return false }
            index += 1
            otherIndex += 1
        }
        return true
    }

    /// The first index of a byte in `from..<to`.
    func index(of byte: UInt8, from: Int, to end: Int) -> Int? {
        var index = from
        while index < end {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The last index of a byte in `from..<to`.
    private func lastIndex(of byte: UInt8, from: Int, to end: Int) -> Int? {
        var index = end
        while index > from {
            index -= 1
            if bytes[index] == byte { return index }
        }
        return nil
    }
}
