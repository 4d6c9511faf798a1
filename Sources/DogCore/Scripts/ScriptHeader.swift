/// A script's option lines, as `--script` reads them before anything runs: `#| seed = N`.
///
/// Option lines stand before the first command, among comments and blank lines, as in a
/// transcript; a recording writes the seed there, so a replay repeats its random picks (`--seed`
/// still wins).
public struct ScriptHeader: Sendable {
    /// The seed its `#| seed` line sets, if any.
    public private(set) var seed: UInt64?
    /// The option lines it does not understand, with their 1-based line numbers.
    public private(set) var unknownOptions: [(line: Int, text: String)] = []
    /// Whether a command line has come, which ends the header.
    public private(set) var isComplete = false

    /// An empty header, before the script's first line.
    public init() {}

    /// Reads the next line of the script; lines after the first command are not the header's.
    public mutating func read(_ line: String, number: Int) {
        guard !isComplete else { return }
        guard line.hasPrefix("#|") else {
            if !Self.isCommentOrBlank(line) { isComplete = true }
            return
        }
        let parts = line.dropFirst(2).split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
        if parts.count == 2, parts[0] == "seed", let value = UInt64(parts[1]) {
            seed = value
        } else {
            unknownOptions.append((number, line))
        }
    }

    /// The header of a whole text.
    public init(text: String) {
        for (index, piece) in LineSplitter.lines(of: text).enumerated() where !isComplete {
            if case let .line(line) = piece { read(line, number: index + 1) }
        }
    }

    /// Whether a line can stand in the header: an option line, a comment or a blank line.
    public static func belongs(_ line: String) -> Bool {
        line.hasPrefix("#|") || isCommentOrBlank(line)
    }

    /// Whether a line is a whole-line comment (or option line) or blank.
    private static func isCommentOrBlank(_ line: String) -> Bool {
        let rest = line.drop { $0 == " " || $0 == "\t" }
        return rest.isEmpty || rest.hasPrefix("#") || rest.allSatisfy(\.isWhitespace)
    }
}
