/// Compares actual output with expected output that may hold `[..]` and `...` wildcards.
public enum TranscriptMatcher {
    /// Whether the actual lines match the expected lines.
    public static func matches(expected: [String], actual: [String]) -> Bool {
        matches(expected[...], actual[...])
    }

    private static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "..." {
            let rest = expected.dropFirst()
            return actual.indices.contains { matches(rest, actual[$0...]) } || matches(rest, actual[actual.endIndex...])
        }
        guard let line = actual.first, lineMatches(pattern: first, line) else { return false }
        return matches(expected.dropFirst(), actual.dropFirst())
    }

    /// Whether one line matches a pattern in which `[..]` stands for any text.
    public static func lineMatches(pattern: String, _ line: String) -> Bool {
        let pieces = pattern.split(separator: "[..]", omittingEmptySubsequences: false)
        guard pieces.count > 1 else { return pattern == line }
        var rest = line[...]
        guard rest.hasPrefix(pieces[0]) else { return false }
        rest = rest.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() {
            guard let range = rest.firstRange(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(pieces[pieces.count - 1])
    }
}
