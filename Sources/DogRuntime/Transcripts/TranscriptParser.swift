import DogCore
import DogTerminal

/// Reads the transcript file format described on `Transcript`.
public enum TranscriptParser {
    /// Parses a transcript's text.
    public static func parse(_ text: String, path: String) throws(TranscriptError) -> Transcript {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var options = Transcript.Options()
        var preamble: [String] = []
        var steps: [Transcript.Step] = []
        var command: (text: String, line: Int)?
        var expected: [String] = []

        func closeStep() {
            guard let command else { return }
            steps.append(Transcript.Step(command: command.text, expected: trimmed(expected), line: command.line))
            expected = []
        }

        for (index, line) in lines.enumerated() {
            let number = index + 1
            if line.hasPrefix("$ ") || line == "$" {
                closeStep()
                command = (String(line.dropFirst(2)), number)
            } else if command != nil {
                expected.append(line)
            } else if line.hasPrefix("#|") {
                try apply(option: line.dropFirst(2), to: &options, path: path, line: number)
                preamble.append(line)
            } else if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) {
                preamble.append(line)
            } else {
                throw .syntax(path: path, line: number, Message(.transcriptErrorOutputBeforeCommand))
            }
        }
        closeStep()
        guard !steps.isEmpty else { throw .syntax(path: path, line: 1, Message(.transcriptErrorNoCommands)) }
        return Transcript(path: path, options: options, steps: steps, preamble: preamble)
    }

    /// Drops trailing blank lines.
    public static func trimmed(_ lines: [String]) -> [String] {
        var lines = lines
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines
    }

    private static func apply(option text: Substring, to options: inout Transcript.Options, path: String, line: Int) throws(TranscriptError) {
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
        let name = parts.first ?? ""
        let value = parts.count == 2 ? parts[1] : ""
        switch name {
        case "seed":
            guard let seed = UInt64(value) else { throw .syntax(path: path, line: line, Message(.transcriptErrorUnknownOption, ["name": .text(String(text))])) }
            options.seed = seed
        case "width":
            guard let width = Int(value), width > 0 else { throw .syntax(path: path, line: line, Message(.transcriptErrorUnknownOption, ["name": .text(String(text))])) }
            options.width = width
        case "lang":
            guard let language = LanguageChoice(rawValue: value) else { throw .syntax(path: path, line: line, Message(.transcriptErrorUnknownOption, ["name": .text(String(text))])) }
            options.language = language
        case "page-size":
            guard let size = Int(value), size > 0 else { throw .syntax(path: path, line: line, Message(.transcriptErrorUnknownOption, ["name": .text(String(text))])) }
            options.pageSize = size
        case "rows":
            guard let rows = Int(value), rows > 0 else { throw .syntax(path: path, line: line, Message(.transcriptErrorUnknownOption, ["name": .text(String(text))])) }
            options.rows = rows
        case "source": options.source = value
        case "thedogapi-url": options.theDogAPIURL = value
        case "thedogapi-key": options.theDogAPIKey = value
        case "server": options.server = value
        case "json":
            guard ["true", "false"].contains(value) else { throw .syntax(path: path, line: line, Message(.transcriptErrorUnknownOption, ["name": .text(String(text))])) }
            options.json = value == "true"
        case "images":
            guard let mode = ImageMode(rawValue: value) else { throw .syntax(path: path, line: line, Message(.transcriptErrorUnknownOption, ["name": .text(String(text))])) }
            options.images = mode
        default:
            throw .syntax(path: path, line: line, Message(.transcriptErrorUnknownOption, ["name": .text(name)]))
        }
    }
}

/// Why a transcript could not be read or parsed.
public enum TranscriptError: Error, Hashable, Sendable {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// A line breaks the format.
    case syntax(path: String, line: Int, Message)

    /// The localized message that explains the error.
    public var message: Message {
        switch self {
        case let .unreadable(path, reason):
            Message(.transcriptErrorRead, ["path": .text(path), "reason": .text(reason)])
        case let .syntax(path, line, reason):
            Message(.transcriptErrorSyntax, ["path": .text(path), "line": .number(line), "reason": .message(reason)])
        }
    }
}

private extension Substring {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
