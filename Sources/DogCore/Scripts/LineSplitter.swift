/// Cuts bytes into lines the way every source of lines takes them: LF, CRLF and a lone CR each
/// end a line, a UTF-8 byte-order mark before the first line is dropped, and a line longer than
/// the limit is refused instead of being kept.
///
/// Bytes arrive in chunks, as a file or a pipe is read, and each chunk's lines are handed out
/// before the next is taken: a script of any length is read in the memory of its longest line.
/// A line past the limit is not held at all: its bytes are counted and dropped until it ends,
/// and it comes out as `.tooLong`, numbered like any line.
///
/// Line ends are found by a loop over a raw pointer with byte literals and no generic helpers:
/// the test suite's debug build scans a 20 MB script for its parameters, and in a debug build
/// every generic call in such a loop (a range's `count`, `contains`) goes through witness tables
/// (the splitter's first loop took 2.9 s there).
public struct LineSplitter: Sendable {
    /// The longest line taken, in bytes (1 MiB); a longer one is refused: a script is commands, not data.
    public static let defaultLimit = 1 << 20

    /// What a line turned out to be.
    public enum Piece: Hashable, Sendable {
        /// A line, without its end.
        case line(String)
        /// A line longer than the limit, with its length in bytes; its text was never kept.
        case tooLong(bytes: Int)
    }

    /// A line as bytes, valid only while the call that hands it out runs.
    public enum Bytes {
        /// The line's bytes, without its end.
        case line(UnsafeBufferPointer<UInt8>)
        /// A line longer than the limit, with its length in bytes.
        case tooLong(bytes: Int)
    }

    /// The longest line taken, in bytes.
    public let limit: Int
    /// The 1-based number of the last line handed out; 0 before the first.
    public private(set) var lineNumber = 0
    /// The bytes of the line not yet ended, when it began in an earlier chunk.
    private var pending: [UInt8] = []
    /// The length of a line past the limit, while its bytes are dropped.
    private var overflow: Int?
    /// Whether the last byte seen was a CR, so that an LF right after it ends nothing more.
    private var afterCR = false
    /// Whether a byte-order mark could still be ahead (nothing but its bytes has come yet).
    private var atStart = true

    private static let lf: UInt8 = 0x0A, cr: UInt8 = 0x0D
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A splitter that refuses lines longer than `limit` bytes.
    public init(limit: Int = LineSplitter.defaultLimit) {
        self.limit = limit
    }

    /// Takes the next bytes, and returns the lines they end, in order.
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> [Piece] {
        var pieces: [Piece] = []
        feedBytes(bytes) { pieces.append(Self.piece($0)) }
        return pieces
    }

    /// Takes the next bytes from an array.
    public mutating func feed(_ bytes: [UInt8]) -> [Piece] {
        bytes.withUnsafeBufferPointer { feed($0) }
    }

    /// Ends the input: the last line, when it has no line end of its own.
    public mutating func finish() -> Piece? {
        var last: Piece?
        finishBytes { last = Self.piece($0) }
        return last
    }

    /// Every line of a whole text, as `-c` and transcripts take theirs.
    public static func lines(of text: String, limit: Int = LineSplitter.defaultLimit) -> [Piece] {
        var splitter = LineSplitter(limit: limit)
        var text = text
        var pieces = text.withUTF8 { splitter.feed($0) }
        if let last = splitter.finish() { pieces.append(last) }
        return pieces
    }

    /// Takes the next bytes and hands `body` each line they end, as bytes, without making a string of it.
    public mutating func feedBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Bytes) -> Void) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var index = 0
        if afterCR, count > 0 {
            afterCR = false
            if bytes[0] == Self.lf { index = 1 }
        }
        while index < count {
            let end = Self.lineEnd(base, from: index, count: count)
            guard end < count else {
                take(UnsafeBufferPointer(rebasing: bytes[index..<count]))
                return
            }
            let run = UnsafeBufferPointer(rebasing: bytes[index..<end])
            if pending.isEmpty, overflow == nil, !atStart || run.count >= Self.byteOrderMark.count {
                // The whole line is in this chunk: handed out where it lies.
                lineNumber += 1
                atStart = false
                let line = lineNumber == 1 && run.starts(with: Self.byteOrderMark) ? UnsafeBufferPointer(rebasing: run.dropFirst(3)) : run
                body(line.count > limit ? .tooLong(bytes: line.count) : .line(line))
            } else {
                take(run)
                endPending(body)
            }
            if bytes[end] == Self.cr {
                if end + 1 < count {
                    index = bytes[end + 1] == Self.lf ? end + 2 : end + 1
                } else {
                    afterCR = true
                    index = end + 1
                }
            } else {
                index = end + 1
            }
        }
    }

    /// Ends the input, handing `body` the last line as bytes when it has no line end of its own.
    public mutating func finishBytes(_ body: (Bytes) -> Void) {
        afterCR = false
        guard !pending.isEmpty || overflow != nil else { return }
        endPending(body)
    }

    /// The index of the first LF or CR from `from`, or `count` when there is none.
    private static func lineEnd(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        var index = from
        while index < count {
            let byte = base[index]
            // Both ends are below 0x0E: one comparison passes over almost every byte.
            if byte < 0x0E, byte == 0x0A || byte == 0x0D { return index }
            index += 1
        }
        return count
    }

    /// Adds bytes of the line not yet ended, or counts them when it is past the limit.
    private mutating func take(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        if let length = overflow {
            overflow = length + bytes.count
            return
        }
        pending.append(contentsOf: bytes)
        if atStart, pending.count >= Self.byteOrderMark.count {
            atStart = false
            if pending.starts(with: Self.byteOrderMark) { pending.removeFirst(Self.byteOrderMark.count) }
        }
        if pending.count > limit {
            overflow = pending.count
            pending = []
        }
    }

    /// Hands out the line gathered across chunks.
    private mutating func endPending(_ body: (Bytes) -> Void) {
        lineNumber += 1
        if atStart {
            atStart = false
            if pending == Self.byteOrderMark { pending.removeAll() }
        }
        if let length = overflow {
            overflow = nil
            body(.tooLong(bytes: length))
            return
        }
        pending.withUnsafeBufferPointer { body(.line($0)) }
        pending.removeAll(keepingCapacity: pending.count <= 4096)
    }

    /// A line's bytes as a piece, with its text.
    private static func piece(_ bytes: Bytes) -> Piece {
        switch bytes {
        case let .line(bytes): .line(String(decoding: bytes, as: UTF8.self))
        case let .tooLong(count): .tooLong(bytes: count)
        }
    }
}
