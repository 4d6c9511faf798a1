import DogCore
import Glibc

/// Lines read from a file descriptor as they are asked for: a `--script` file, `-` (standard
/// input) for `--script` and `-c`, and piped standard input.
///
/// The bytes go through `LineSplitter`, so LF, CRLF and a lone CR end lines, a byte-order mark
/// is dropped, and a line past the limit is refused with its place, never held: a script of any
/// length is read in the memory of one chunk and its longest line. A regular file is read where
/// the caller is (a read of a file never waits long); a pipe or a terminal is read on the reading
/// thread, so the session's actor is free while it is quiet, and only once no whole line is held:
/// a program that writes its next line after reading the answer to the last is never kept waiting.
///
/// `fill` turns each line into the one that runs (a script's parameters filled); a line it
/// cannot fill is refused, naming the parameters it lacked.
public final class DescriptorLineSource: LineSource {
    public let isInteractive: Bool
    /// How errors name this input: the script's path, or `<stdin>`.
    public let name: String
    public private(set) var place: LinePlace?
    private let descriptor: Int32
    private let closesDescriptor: Bool
    private let output: OutputSink?
    private let fill: (@Sendable (String) throws(ScriptParameterError) -> String)?
    private let readsOnThread: Bool
    private var splitter: LineSplitter
    /// Lines split and not yet handed out, each with its number.
    private var held: [(number: Int, piece: LineSplitter.Piece)] = []
    private var heldStart = 0
    private var ended = false
    /// Why reading stopped early, when it did: the error's text.
    private var readFailure: String?
    /// Ctrl-C came while a read waited: the next line asked for is refused as interrupted.
    private var interruptedRead = false

    /// The size of one read; a chunk's lines are handed out before the next is read.
    static let chunkSize = 64 * 1024

    /// A source over an open descriptor, which it closes when `closesDescriptor`.
    ///
    /// An interactive source (a terminal without libedit) writes the prompt to `output` before each line.
    public init(
        descriptor: Int32, name: String, closesDescriptor: Bool = false, isInteractive: Bool = false, output: OutputSink? = nil,
        limit: Int = LineSplitter.defaultLimit, fill: (@Sendable (String) throws(ScriptParameterError) -> String)? = nil
    ) {
        self.descriptor = descriptor
        self.name = name
        self.closesDescriptor = closesDescriptor
        self.isInteractive = isInteractive
        self.output = output
        self.fill = fill
        splitter = LineSplitter(limit: limit)
        var status = stat()
        readsOnThread = !(fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG)
    }

    deinit {
        if closesDescriptor { close(descriptor) }
    }

    public var nextLine: String? {
        guard heldStart < held.count, case let .line(text) = held[heldStart].piece else { return nil }
        return try? fill?(text) ?? text
    }

    public func readLine(prompt: @autoclosure () -> String) async -> LineInput {
        if isInteractive { output?.writePrompt(prompt()) }
        guard let (number, piece) = await next() else {
            if isInteractive { output?.writePrompt("\n") }
            place = nil
            if interruptedRead {
                interruptedRead = false
                // At a prompt Ctrl-C drops what was typed and asks again; elsewhere it ends the run.
                guard isInteractive else { return .refused(.interrupted) }
                _ = Interrupts.take()
                return .woken
            }
            return readFailure.map { .refused(.unreadable(reason: $0)) } ?? .end
        }
        place = isInteractive ? nil : .line(number, of: name)
        switch piece {
        case let .tooLong(bytes):
            return .refused(.tooLong(bytes: bytes, limit: splitter.limit))
        case let .line(text):
            guard let fill else { return .line(text) }
            do {
                return .line(try fill(text))
            } catch {
                switch error {
                case let .missing(names): return .refused(.parametersMissing(names))
                }
            }
        }
    }

    /// Takes the lines before the first one `isHeader` refuses (a script's option lines, comments
    /// and blank lines, which do nothing when run) and returns those `keeping` keeps.
    ///
    /// They are taken, not held: a script that is all comments is read in constant memory.
    public func header(_ isHeader: (String) -> Bool, keeping: (String) -> Bool) async -> [(number: Int, text: String)] {
        var lines: [(Int, String)] = []
        while let (number, piece) = await peek(0), case let .line(text) = piece, isHeader(text) {
            if keeping(text) { lines.append((number, text)) }
            _ = await next()
        }
        return lines
    }

    /// Takes the next line, reading more when none is held.
    private func next() async -> (Int, LineSplitter.Piece)? {
        guard let line = await peek(0) else { return nil }
        heldStart += 1
        if heldStart == held.count {
            held.removeAll(keepingCapacity: true)
            heldStart = 0
        }
        return line
    }

    /// The line `offset` places after the next, read when not held yet; nil past the end.
    private func peek(_ offset: Int) async -> (number: Int, piece: LineSplitter.Piece)? {
        while heldStart + offset >= held.count {
            guard !ended, !interruptedRead else { return nil }
            await readChunk()
        }
        return held[heldStart + offset]
    }

    /// Reads one chunk and splits it; at the end of the input, the last line without its end.
    private func readChunk() async {
        let descriptor = self.descriptor
        let chunk = readsOnThread ? await ReadingThread.run { Self.read(descriptor) } : Self.read(descriptor)
        let before = splitter.lineNumber
        var pieces: [LineSplitter.Piece]
        switch chunk {
        case let .bytes(bytes):
            pieces = splitter.feed(bytes)
        case .end:
            pieces = splitter.finish().map { [$0] } ?? []
            ended = true
        case let .failed(reason):
            pieces = []
            readFailure = reason
            ended = true
        case .interrupted:
            pieces = []
            interruptedRead = true
        }
        for (index, piece) in pieces.enumerated() { held.append((before + index + 1, piece)) }
    }

    /// Calls `body` with the bytes of every line of a regular file that holds `byte`, from its start, in
    /// constant memory and without moving the descriptor's offset; lines past the limit are passed over.
    ///
    /// The bytes are searched for `byte` alone, and only a line that holds it is handed out (its
    /// bytes, valid during the call): a script is scanned for its `{name}`s at the speed of its bytes (a 20 MB
    /// script is refused for a missing parameter within a second, even by a debug build, which
    /// took 3 s when every line was cut out first).
    public static func eachLine(
        ofFile descriptor: Int32, holding byte: UInt8, limit: Int = LineSplitter.defaultLimit, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        // The bytes of the line not yet ended at the end of the last chunk read.
        var carry: [UInt8] = []
        var offset: off_t = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let first = offset == 0
            offset += off_t(count)
            var data = carry
            data.append(contentsOf: chunk[..<count])
            // A byte-order mark is no part of the first line.
            let start = first && data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let lastEnd = data.withUnsafeBufferPointer { LinesHolding.lastLineEnd(in: $0) }
            guard let lastEnd else {
                carry = data.count > limit ? [] : Array(data[start...])
                continue
            }
            data.withUnsafeBufferPointer { LinesHolding.each(byte, in: UnsafeBufferPointer(rebasing: $0[start...lastEnd]), body) }
            carry = data.count - lastEnd - 1 > limit ? [] : Array(data[(lastEnd + 1)...])
        }
        carry.withUnsafeBufferPointer { LinesHolding.each(byte, in: $0, body) }
    }

    /// What one read gave.
    private enum Chunk: Sendable {
        case bytes([UInt8])
        case end
        case failed(String)
        /// Ctrl-C came while the read waited.
        case interrupted
    }

    /// One read of up to a chunk, retried after a signal other than Ctrl-C.
    private static func read(_ descriptor: Int32) -> Chunk {
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            guard Interrupts.waitReadable(descriptor) else { return .interrupted }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { return .bytes(Array(buffer.prefix(count))) }
            if count == 0 { return .end }
            if errno == EINTR { if Interrupts.isPending { return .interrupted } else { continue } }
            return .failed(String(cString: strerror(errno)))
        }
    }
}
