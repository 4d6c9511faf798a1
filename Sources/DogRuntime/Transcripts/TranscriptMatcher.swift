/// Compares actual output with expected output that may hold `[..]` and `...` wildcards, and the run's `{name}` variables.
public enum TranscriptMatcher {
    /// Whether the actual lines match the expected lines.
    public static func matches(expected: [String], actual: [String], variables: TranscriptVariables = TranscriptVariables([:])) -> Bool {
        matches(expected[...], actual[...], variables)
    }

    private static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>, _ variables: TranscriptVariables) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "..." {
            let rest = expected.dropFirst()
            return actual.indices.contains { matches(rest, actual[$0...], variables) } || matches(rest, actual[actual.endIndex...], variables)
        }
        guard let line = actual.first, lineMatches(pattern: first, line, variables: variables) else { return false }
        return matches(expected.dropFirst(), actual.dropFirst(), variables)
    }

    /// Whether one line matches a pattern in which `[..]` stands for any text and `{name}` for any form of the variable's value.
    public static func lineMatches(pattern: String, _ line: String, variables: TranscriptVariables = TranscriptVariables([:])) -> Bool {
        guard pattern.contains("[..]") || pattern.contains("{") else { return pattern == line }
        return matches(tokens(of: pattern, variables)[...], line[...])
    }

    /// A piece of a line's pattern.
    private enum Token {
        case literal(Substring)
        case anyText
        case oneOf([String])
    }

    /// The pattern cut at its wildcards and at the variables the run has values for.
    private static func tokens(of pattern: String, _ variables: TranscriptVariables) -> [Token] {
        var tokens: [Token] = []
        var literalStart = pattern.startIndex
        var index = pattern.startIndex
        func closeLiteral(at end: String.Index) {
            if literalStart < end { tokens.append(.literal(pattern[literalStart..<end])) }
        }
        while index < pattern.endIndex {
            let rest = pattern[index...]
            if rest.hasPrefix("[..]") {
                closeLiteral(at: index)
                tokens.append(.anyText)
                index = pattern.index(index, offsetBy: 4)
                literalStart = index
            } else if rest.hasPrefix("{"), let close = rest.firstIndex(of: "}"),
                      let values = variables.values(of: String(rest[rest.index(after: index)..<close])) {
                closeLiteral(at: index)
                tokens.append(.oneOf(values))
                index = pattern.index(after: close)
                literalStart = index
            } else {
                index = pattern.index(after: index)
            }
        }
        closeLiteral(at: pattern.endIndex)
        return tokens
    }

    private static func matches(_ tokens: ArraySlice<Token>, _ line: Substring) -> Bool {
        guard let first = tokens.first else { return line.isEmpty }
        switch first {
        case let .literal(text):
            return line.hasPrefix(text) && matches(tokens.dropFirst(), line.dropFirst(text.count))
        case let .oneOf(values):
            return values.contains { line.hasPrefix($0) && matches(tokens.dropFirst(), line.dropFirst($0.count)) }
        case .anyText:
            var start = line.startIndex
            while true {
                if matches(tokens.dropFirst(), line[start...]) { return true }
                guard start < line.endIndex else { return false }
                start = line.index(after: start)
            }
        }
    }
}
