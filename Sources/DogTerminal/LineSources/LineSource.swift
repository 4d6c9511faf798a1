/// Where the lines of a session come from: a person at a terminal, a pipe, a script or a transcript.
///
/// Every source feeds the same path: each line is split into statements, parsed and
/// handled by the navigator. libedit will be one more conforming type.
public protocol LineSource: AnyObject {
    /// True when a person types the lines: prompts are shown and errors never end the session.
    var isInteractive: Bool { get }
    /// Returns the next line without its newline, or nil at the end of input.
    func readLine(prompt: String) async -> String?
    /// The lines typed before, oldest first; nil for sources that keep no history.
    var history: [String]? { get }
}

extension LineSource {
    /// Sources keep no history unless they say otherwise.
    public var history: [String]? { nil }
}

/// Lines held in memory: `-c`, `--script` and transcripts.
public final class ScriptLineSource: LineSource {
    private var lines: ArraySlice<String>

    /// Creates a source over lines.
    public init(lines: [String]) {
        self.lines = lines[...]
    }

    /// Creates a source over a text, split at newlines.
    public convenience init(text: String) {
        self.init(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    public var isInteractive: Bool { false }

    public func readLine(prompt: String) async -> String? {
        lines.popFirst()
    }
}
