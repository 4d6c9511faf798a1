/// Where the lines of a session come from: a person at a terminal, a pipe, a script or a transcript.
///
/// Every source feeds the same path: each line is split into statements, parsed and handled
/// by the coordinator. `LineEditor` reads a terminal with libedit, `StandardInputLineSource` a
/// pipe, and `ScriptLineSource` lines held in memory (`-c`, `--script`, transcripts).
public protocol LineSource: AnyObject {
    /// True when a person types the lines: prompts are shown and errors never end the session.
    var isInteractive: Bool { get }
    /// Waits for the next line, showing the prompt where the source has one.
    ///
    /// The prompt is worked out only by sources that show it: a script or a pipe never does.
    func readLine(prompt: @autoclosure () -> String) async -> LineInput
    /// The lines typed before, oldest first; nil for sources that keep no history.
    var history: [String]? { get }
    /// The next line, when the source holds it already, without taking it; nil otherwise.
    var nextLine: String? { get }
}

extension LineSource {
    /// Sources keep no history unless they say otherwise.
    public var history: [String]? { nil }

    /// Sources read their lines as they come unless they say otherwise.
    public var nextLine: String? { nil }
}

/// What a line source gives back when asked for a line.
public enum LineInput: Hashable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// News from the background woke the waiting prompt: show it, then ask again. A line editor
    /// keeps what was typed and puts it back with the next prompt.
    case woken
    /// The input ended.
    case end
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

    public var nextLine: String? { lines.first }

    public func readLine(prompt: @autoclosure () -> String) async -> LineInput {
        lines.popFirst().map(LineInput.line) ?? .end
    }
}
