/// Scores raw input lines against a search pattern, the engine of `dogsh filter`.
///
/// A line is bytes, valid UTF-8 or not. ASCII lines, nearly all of a large input, are rejected
/// by a scan of their raw bytes when they lack a query word's letters in order (a line that is
/// not ASCII may fold into a match, so it is never rejected unfolded), and otherwise folded
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
        if !pattern.hasEveryWordInOrder(line, ignoringASCIICase: true), !line.contains(where: { $0 >= 0x80 }) { return nil }
        if !TextFolding.foldASCII(line, into: &folded) {
            folded = Array(TextFolding.fold(String(decoding: line, as: UTF8.self)).utf8)
        }
        return folded.withUnsafeBufferPointer { pattern.score(folded: $0, typos: .none) }
    }
}
