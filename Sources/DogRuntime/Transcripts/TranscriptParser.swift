import DogCore
import DogTerminal

/// Reads the transcript file format described on `Transcript`.
public enum TranscriptParser {
    /// Parses a transcript's text; its lines end as a script's do (LF, CRLF or a lone CR; a byte-order mark dropped).
    public static func parse(_ text: String, path: String) throws(TranscriptError) -> Transcript {
        var lines: [String] = []
        for (index, piece) in LineSplitter.lines(of: text).enumerated() {
            guard case let .line(line) = piece else {
                throw .syntax(path: path, line: index + 1, Message(.transcriptErrorLineTooLong, ["limit": .number(LineSplitter.defaultLimit)]))
            }
            lines.append(line)
        }
        var options = Transcript.Options()
        var preamble: [String] = []
        var steps: [Transcript.Step] = []
        var command: (text: String, line: Int)?
        var expected: [String] = []

        func closeStep() {
            guard let command else { return }
            let kept = trimmed(expected)
            steps.append(Transcript.Step(command: command.text, expected: kept, line: command.line, trailingBlankLines: expected.count - kept.count))
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

    /// One `#| name = value` option: what its value may be, and how it sets the options.
    private struct OptionSpec: Sendable {
        let name: String
        /// What the value may be, as an error says it: a list of values, or a message.
        let accepted: MessageArgument
        /// Sets the options from a value; false when the value is not accepted.
        let set: @Sendable (String, inout Transcript.Options) -> Bool
    }

    /// Every option, in the order the known list names them; the one table the parser, its errors and the format's doc follow.
    private static let optionSpecs: [OptionSpec] = {
        let number = MessageArgument.message(Message(.transcriptAcceptedNumber))
        @Sendable func positive(_ text: String) -> Int? { Int(text).flatMap { $0 > 0 ? $0 : nil } }
        func choices(_ values: [String]) -> MessageArgument { .text(values.joined(separator: ", ")) }
        return [
            OptionSpec(name: "seed", accepted: .message(Message(.transcriptAcceptedSeed))) { value, options in
                guard let seed = UInt64(value) else { return false }
                options.seed = seed
                return true
            },
            OptionSpec(name: "width", accepted: number) { value, options in
                guard let width = positive(value) else { return false }
                options.width = width
                return true
            },
            OptionSpec(name: "page-size", accepted: number) { value, options in
                guard let size = positive(value) else { return false }
                options.pageSize = size
                return true
            },
            OptionSpec(name: "rows", accepted: number) { value, options in
                guard let rows = positive(value) else { return false }
                options.rows = rows
                return true
            },
            OptionSpec(name: "lang", accepted: choices(LanguageChoice.allCases.map(\.rawValue))) { value, options in
                guard let language = LanguageChoice(rawValue: value) else { return false }
                options.language = language
                return true
            },
            OptionSpec(name: "units", accepted: choices(UnitSystem.allCases.map(\.rawValue))) { value, options in
                guard let units = UnitSystem(rawValue: value) else { return false }
                options.units = units
                return true
            },
            OptionSpec(name: "images", accepted: choices(ImageMode.allCases.map(\.rawValue))) { value, options in
                guard let mode = ImageMode(rawValue: value) else { return false }
                options.images = mode
                return true
            },
            OptionSpec(name: "json", accepted: choices(["true", "false"])) { value, options in
                guard ["true", "false"].contains(value) else { return false }
                options.json = value == "true"
                return true
            },
            OptionSpec(name: "favorites", accepted: .message(Message(.transcriptAcceptedFavorites))) { value, options in
                guard let favorites = Transcript.Options.favorites(parsing: value) else { return false }
                options.favorites = favorites
                return true
            },
            OptionSpec(name: "source", accepted: .text("")) { value, options in
                options.source = value
                return true
            },
            OptionSpec(name: "thedogapi-url", accepted: .text("")) { value, options in
                options.theDogAPIURL = value
                return true
            },
            OptionSpec(name: "thedogapi-key", accepted: .text("")) { value, options in
                options.theDogAPIKey = value
                return true
            },
            OptionSpec(name: "server", accepted: .text("")) { value, options in
                options.server = value
                return true
            },
        ]
    }()

    /// The options a transcript may set, as the format's documentation and the errors list them.
    public static var optionNames: [String] {
        optionSpecs.map(\.name)
    }

    private static func apply(option text: Substring, to options: inout Transcript.Options, path: String, line: Int) throws(TranscriptError) {
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
        let name = parts.first ?? ""
        let value = parts.count == 2 ? parts[1] : ""
        guard let spec = optionSpecs.first(where: { $0.name == name }) else {
            throw .syntax(path: path, line: line, Message(.transcriptErrorUnknownOption, ["name": .text(name), "known": .text(optionNames.joined(separator: ", "))]))
        }
        guard spec.set(value, &options) else {
            throw .syntax(path: path, line: line, Message(.transcriptErrorBadValue, ["name": .text(name), "value": .typed(value), "accepted": spec.accepted]))
        }
    }
}

/// Why a transcript could not be read or parsed.
public enum TranscriptError: Error, Hashable, Sendable {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// A line breaks the format.
    case syntax(path: String, line: Int, Message)
    /// A command or option names variables that have no value (neither `{tmp}` nor given with `--var`).
    case unfilledVariables(path: String, line: Int, names: [String])

    /// Whether the error is in how the transcript was run (a variable not given): `dogsh test` exits 64 for it.
    public var isUsageError: Bool {
        if case .unfilledVariables = self { true } else { false }
    }

    /// The localized message that explains the error.
    public var message: Message {
        switch self {
        case let .unfilledVariables(path, line, names):
            let reason = Message(.transcriptErrorUnfilled, [
                "names": .list(names.map { "{" + $0 + "}" }), "example": .text(names.map { "--var \($0)=…" }.joined(separator: " ")),
            ])
            return Message(.transcriptErrorSyntax, ["path": .text(path), "line": .number(line), "reason": .message(reason)])
        case let .unreadable(path, reason):
            return Message(.transcriptErrorRead, ["path": .text(path), "reason": .text(reason)])
        case let .syntax(path, line, reason):
            return Message(.transcriptErrorSyntax, ["path": .text(path), "line": .number(line), "reason": .message(reason)])
        }
    }
}

private extension Substring {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
