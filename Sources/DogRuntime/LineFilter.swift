import DogCore
import Dispatch
import FoundationEssentials
import Glibc

/// Filters lines with the shell's search ranking, as `fzf --filter` does: the work of `dogsh filter`.
///
/// The whole input is read into one buffer and split at newlines without copying. Large inputs
/// are scored in chunks on every core, each with its own `LineScorer`. A match is kept as one
/// 64-bit key (tier, penalty, line number), so ranking is one sort of integers, stable by input
/// order. Lines are written back byte for byte, invalid UTF-8 included.
public struct LineFilter: Sendable {
    /// The query, as typed.
    public let query: String
    /// The most lines written; nil for all.
    public let limit: Int?
    /// Whether each line is preceded by its score and a tab.
    public let printScore: Bool

    /// Inputs with fewer lines than this are scored on one thread.
    static let parallelThreshold = 20_000

    /// Creates a filter.
    public init(query: String, limit: Int? = nil, printScore: Bool = false) {
        self.query = query
        self.limit = limit
        self.printScore = printScore
    }

    /// Filters the lines of `buffer` and returns the output bytes and the number of matching lines.
    public func run(_ buffer: UnsafeBufferPointer<UInt8>) -> (output: [UInt8], matches: Int) {
        let lines = Self.lineStarts(buffer)
        let keys = rankedKeys(buffer, lines: lines)
        let shown = keys.prefix(limit ?? keys.count)
        var output: [UInt8] = []
        output.reserveCapacity(shown.reduce(0) { total, key in
            let range = Self.range(of: Int(key & 0xFFFF_FFFF), lines)
            return total + range.count + 1
        } + (printScore ? shown.count * 24 : 0))
        for key in shown {
            if printScore { output.append(contentsOf: Self.scoreLabel(key).utf8) }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[Self.range(of: Int(key & 0xFFFF_FFFF), lines)]))
            output.append(UInt8(ascii: "\n"))
        }
        return (output, keys.count)
    }

    /// Filters bytes held in an array.
    public func run(_ input: [UInt8]) -> (output: [UInt8], matches: Int) {
        input.withUnsafeBufferPointer { run($0) }
    }

    /// The sort keys of every matching line, best first.
    func rankedKeys(_ buffer: UnsafeBufferPointer<UInt8>, lines: [Int]) -> [UInt64] {
        let pattern = SearchPattern(query)
        if pattern.isEmpty {
            return (0..<(lines.count - 1)).map { UInt64($0) }
        }
        let lineCount = lines.count - 1
        let chunks = lineCount < Self.parallelThreshold ? 1 : ProcessInfo.processInfo.activeProcessorCount * 4
        let results = ChunkResults(count: chunks)
        // Read-only for the duration of concurrentPerform, which returns only when every chunk is done.
        nonisolated(unsafe) let buffer = buffer
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var scorer = LineScorer(pattern)
            var keys: [UInt64] = []
            let lower = lineCount * chunk / chunks
            let upper = lineCount * (chunk + 1) / chunks
            for index in lower..<upper {
                let line = UnsafeBufferPointer(rebasing: buffer[Self.range(of: index, lines)])
                if let score = scorer.score(line) { keys.append(Self.key(score, index: index)) }
            }
            results.store(keys, at: chunk)
        }
        var keys = results.joined()
        keys.sort()
        return keys
    }

    /// The offset where each line starts, then one past the end of the last line plus one.
    ///
    /// Line `i` is `starts[i] ..< starts[i + 1] - 1`, its newline left out; a last line without a
    /// newline counts, and an empty input has no lines.
    static func lineStarts(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return [0] }
        var starts: [Int] = [0]
        starts.reserveCapacity(buffer.count / 24 + 2)
        var offset = 0
        while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
            offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            starts.append(offset)
        }
        if offset < buffer.count { starts.append(buffer.count + 1) }
        return starts
    }

    /// The bytes of line `index`, without its newline.
    @inline(__always)
    static func range(of index: Int, _ starts: [Int]) -> Range<Int> {
        starts[index]..<(starts[index + 1] - 1)
    }

    /// Packs a score and a line number so that integer order is rank order: tier, penalty, input order.
    static func key(_ score: MatchScore, index: Int) -> UInt64 {
        let penalty = UInt64(min(max(score.penalty, 0), (1 << 29) - 1))
        return UInt64(score.tier.rawValue) << 61 | penalty << 32 | UInt64(index)
    }

    /// `tier penalty` and a tab, for `--print-score`.
    static func scoreLabel(_ key: UInt64) -> String {
        let tier = MatchTier(rawValue: Int(key >> 61)).map { "\($0)" } ?? "all"
        return "\(tier) \((key >> 32) & 0x1FFF_FFFF)\t"
    }
}

/// Per-chunk results written from concurrent workers, each to its own slot.
private final class ChunkResults: Sendable {
    private let slots: Locked<[[UInt64]]>

    init(count: Int) {
        slots = Locked(Array(repeating: [], count: count))
    }

    func store(_ keys: [UInt64], at index: Int) {
        slots.withLock { $0[index] = keys }
    }

    func joined() -> [UInt64] {
        slots.withLock { Array($0.joined()) }
    }
}
