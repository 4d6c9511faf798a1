import DogCore

/// Where the lines of a session come from: a person at a terminal, a pipe, a script or a transcript.
///
/// Every source feeds the same path: each line is split into statements, parsed and handled
/// by the coordinator. `LineEditor` reads a terminal with libedit, `DescriptorLineSource` a
/// script file or standard input, and `ScriptLineSource` lines held in memory (`-c`, tests).
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
    /// Where the line last read came from, as errors about it name it; nil at a prompt.
    var place: LinePlace? { get }
}

extension LineSource {
    /// Sources keep no history unless they say otherwise.
    public var history: [String]? { nil }

    /// Sources read their lines as they come unless they say otherwise.
    public var nextLine: String? { nil }

    /// Sources are a prompt's unless they say otherwise.
    public var place: LinePlace? { nil }
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
    /// A line that cannot be run: too long, lacking a parameter, or cut short by a read error.
    case refused(LineRefusal)
}

/// Why a line source could not give a line to run.
public enum LineRefusal: Hashable, Sendable {
    /// The line is longer than the limit (`LineSplitter.defaultLimit`); its text was never kept.
    case tooLong(bytes: Int, limit: Int)
    /// The script's line uses parameters that were not given.
    case parametersMissing([String])
    /// Reading the input failed part way; the reason is the system's.
    case unreadable(reason: String)
    /// Ctrl-C (SIGINT) came while the next line was awaited.
    case interrupted

    /// What the error says.
    public var message: Message {
        switch self {
        case let .tooLong(bytes, limit): Message(.errorLineTooLong, ["bytes": .number(bytes), "limit": .number(limit)])
        case let .parametersMissing(names):
            Message(.errorLineParameterMissing, ["names": .list(names), "example": .text(names.map { $0 + "=…" }.joined(separator: " "))])
        case let .unreadable(reason): Message(.errorInputUnreadable, ["reason": .text(reason)])
        case .interrupted: Message(.messageInterrupted)
        }
    }
}

/// Where a line came from, as errors about it name it: `tour.dogsh:7:` or `dogsh:`.
public enum LinePlace: Hashable, Sendable {
    /// A line of a file, or of standard input (`<stdin>`), numbered from 1.
    case line(Int, of: String)
    /// The command line itself (`-c`).
    case commandLine

    /// The words before an error, as sh, awk and jq write them: `tour.dogsh:7: `, `dogsh: `.
    public var prefix: String {
        switch self {
        case let .line(number, name): "\(name):\(number): "
        case .commandLine: "dogsh: "
        }
    }
}

/// Lines held in memory: `-c`, and sessions that tests drive.
public final class ScriptLineSource: LineSource {
    private var lines: ArraySlice<LineSplitter.Piece>
    /// What errors about its lines name: `dogsh:` for `-c`.
    private let origin: LinePlace?
    public private(set) var place: LinePlace?

    /// Creates a source over lines.
    public init(lines: [String]) {
        self.lines = lines.map(LineSplitter.Piece.line)[...]
        origin = nil
    }

    /// Creates a source over a text, split as a script is (LF, CRLF, a lone CR; a byte-order mark dropped).
    public init(text: String, place: LinePlace? = .commandLine) {
        lines = LineSplitter.lines(of: text)[...]
        origin = place
    }

    public var isInteractive: Bool { false }

    public var nextLine: String? {
        guard case let .line(text)? = lines.first else { return nil }
        return text
    }

    public func readLine(prompt: @autoclosure () -> String) async -> LineInput {
        guard let piece = lines.popFirst() else { return .end }
        place = origin
        switch piece {
        case let .line(text): return .line(text)
        case let .tooLong(bytes): return .refused(.tooLong(bytes: bytes, limit: LineSplitter.defaultLimit))
        }
    }
}
