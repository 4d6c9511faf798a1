/// Scores raw input lines against a search pattern, the engine of `dogsh filter`.
///
/// A line is bytes, valid UTF-8 or not. ASCII lines, nearly all of a large input, are rejected
/// by one scan of their raw bytes when they lack a query word's letters, and otherwise folded
/// into a buffer the scorer reuses, so scoring allocates nothing per line. Other lines are
/// decoded (invalid bytes become U+FFFD) and folded as the shell folds breed names. Typo matches
/// are left out: across a large input they would be noise.
public struct LineScorer {
    /// The pattern lines are scored against.
    public let pattern: SearchPattern
    private var folded: [UInt8] = []

    /// Creates a scorer for a pattern.
    public init(_ pattern: SearchPattern) {
        self.pattern = pattern
        folded.reserveCapacity(512)
    }

    /// The line's score, or nil when it does not match.
    public mutating func score(_ line: UnsafeBufferPointer<UInt8>) -> MatchScore? {
        guard !pattern.isEmpty else { return nil }
        if !Self.mayMatch(line, pattern.wordLetters) { return nil }
        if !TextFolding.foldASCII(line, into: &folded) {
            folded = Array(TextFolding.fold(String(decoding: line, as: UTF8.self)).utf8)
        }
        return folded.withUnsafeBufferPointer { pattern.score(folded: $0, allowTypos: false) }
    }

    /// False only when the line is ASCII and some query word's letters are not all in it in order.
    ///
    /// Comparing `byte | 0x20` lower-cases ASCII letters; the few other bytes it changes can only
    /// let a line through, never reject one that matches.
    @inline(__always)
    static func mayMatch(_ line: UnsafeBufferPointer<UInt8>, _ words: [ArraySlice<UInt8>]) -> Bool {
        for word in words {
            var next = word.startIndex
            var seen: UInt8 = 0
            for byte in line {
                seen |= byte
                if byte | 0x20 == word[next] {
                    next += 1
                    if next == word.endIndex { break }
                }
            }
            if next != word.endIndex { return seen & 0x80 != 0 }
        }
        return true
    }
}
