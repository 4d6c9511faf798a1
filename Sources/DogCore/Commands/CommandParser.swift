/// Parses one statement into a command, checking it against the command table.
public enum CommandParser {
    /// Parses a statement; nil when it holds no words (blank or only a comment).
    public static func parse(_ statement: String) throws(CommandError) -> ParsedCommand? {
        let words = try CommandLineSyntax.words(statement)
        guard let first = words.first else { return nil }
        guard let spec = CommandTable.spec(invokedBy: first) else {
            throw .unknownCommand(first, suggestions: suggestions(for: first))
        }
        let arguments = try flaggedArguments(ArgumentCursor(spec, Array(words.dropFirst())))
        if arguments.words.count == 1, arguments.flags.isEmpty, let shorthand = spec.shorthands[arguments.words[0].lowercased()] {
            let target = CommandTable.spec(shorthand)
            return ParsedCommand(spec: target, command: try target.build(CommandArguments([])), flags: [])
        }
        try check(arguments.words, against: spec)
        return ParsedCommand(spec: spec, command: try spec.build(arguments), flags: arguments.flags)
    }

    /// The arguments and flags the cursor found; an unknown flag is an error naming the known ones.
    private static func flaggedArguments(_ cursor: ArgumentCursor) throws(CommandError) -> CommandArguments {
        var flags: Set<String> = []
        for word in cursor.flags {
            let name = ArgumentCursor.flagName(word)
            guard cursor.spec.flags.contains(where: { $0.name == name }) else {
                throw .unknownFlag(cursor.spec.name, word, known: cursor.spec.flags.map { "--" + $0.name })
            }
            flags.insert(name)
        }
        return CommandArguments(cursor.words, flags: flags)
    }

    /// The command names and aliases nearest to a mistyped word, best first.
    public static func suggestions(for word: String, limit: Int = 3) -> [String] {
        let invocations = CommandTable.specs.flatMap { spec in spec.invocations.map { ($0, spec.name.rawValue) } }
        return SearchPattern.nearest(to: word, among: invocations, limit: limit)
    }

    /// Checks the number of words and the fixed choices against the spec's arguments.
    private static func check(_ arguments: [String], against spec: CommandSpec) throws(CommandError) {
        if arguments.count < spec.minimumArguments {
            let missing = spec.arguments.filter { $0.arity == .required || $0.arity == .requiredRest }[arguments.count]
            throw .missingArgument(spec.name, missing)
        }
        if let maximum = spec.maximumArguments, arguments.count > maximum {
            throw .tooManyArguments(spec.name)
        }
        for (index, argument) in spec.arguments.enumerated() {
            if case let .keywords(words) = argument.completion, index < arguments.count,
               !words.contains(arguments[index].lowercased()) {
                throw .invalidChoice(spec.name, arguments[index], choices: words)
            }
            if argument.arity == .requiredWithPrevious, arguments.count == index {
                throw .missingArgument(spec.name, argument)
            }
        }
    }
}

/// A statement parsed against the table: the command, the spec that built it, and the flags it was given.
public struct ParsedCommand: Hashable, Sendable {
    /// The spec of the word that invoked it.
    public let spec: CommandSpec
    /// The command to run.
    public let command: Command
    /// The flags given, by name, lowercased; the navigator checks them against the screen.
    public let flags: Set<String>
}

extension CommandSpec: Hashable {
    /// Specs are equal when they declare the same command: the table holds one per name.
    public static func == (lhs: CommandSpec, rhs: CommandSpec) -> Bool {
        lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
