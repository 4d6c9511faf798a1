/// Parses one statement into a command, checking it against the command table.
public enum CommandParser {
    /// Parses a statement; nil when it holds no words (blank or only a comment).
    ///
    /// Given the screen it is typed on, a command that does not work there says so before
    /// anything about its arguments: `sort size` on a breed card is `sort` not working there.
    public static func parse(_ statement: String, on screen: ScreenKind? = nil) throws(CommandError) -> ParsedCommand? {
        let words = try CommandLineSyntax.words(statement)
        guard let first = words.first else { return nil }
        guard let spec = CommandTable.spec(invokedBy: first) else {
            throw .unknownCommand(first, suggestions: suggestions(for: first))
        }
        if let screen, !spec.screens.contains(screen) { throw .notOnScreen(spec.name, screen) }
        let arguments = try flaggedArguments(ArgumentCursor(spec, Array(words.dropFirst())))
        if arguments.words.count == 1, arguments.flags.isEmpty, let shorthand = spec.shorthands[arguments.words[0].lowercased()] {
            let target = CommandTable.spec(shorthand)
            return ParsedCommand(spec: target, arguments: CommandArguments([]))
        }
        try check(arguments.words, against: spec)
        return ParsedCommand(spec: spec, arguments: arguments)
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
            if index < arguments.count { try check(arguments[index], against: argument, of: spec) }
            if argument.arity == .requiredWithPrevious, arguments.count == index {
                throw .missingArgument(spec.name, argument)
            }
        }
    }

    /// Checks one word against what its argument takes: a fixed choice, a row, a page, a number of screens, a command.
    private static func check(_ word: String, against argument: ArgumentSpec, of spec: CommandSpec) throws(CommandError) {
        let isPositive = Int(word).map { $0 > 0 } ?? false
        switch argument.completion {
        // A trait may also be named in another language, which the catalog knows: `sort` checks it (`CommandArguments.order`).
        case let .keywords(words) where !words.contains(word.lowercased()) && argument.placeholder != .argumentTrait:
            throw .invalidChoice(spec.name, word, choices: words)
        case .rows where !isPositive:
            throw .invalidRow(word)
        // A number where a breed or a row is meant is a row, and rows count from 1.
        case .breeds where argument.placeholder == .argumentBreedOrRow && Int(word) != nil && !isPositive,
             .favoriteBreeds where argument.placeholder == .argumentBreedOrRow && Int(word) != nil && !isPositive:
            throw .invalidRow(word)
        case .pages where !isPositive:
            throw .invalidPage(word)
        case .crumbs where !isPositive:
            throw .invalidSteps(word)
        case .commands where CommandTable.spec(invokedBy: word) == nil && !argument.words.contains(word.lowercased()):
            throw .unknownCommand(word, suggestions: suggestions(for: word))
        default:
            return
        }
    }
}

/// A statement parsed against the table: the spec of the command it invokes, and its words and flags.
public struct ParsedCommand: Hashable, Sendable {
    /// The spec of the word that invoked it (or of the command a shorthand stands for).
    public let spec: CommandSpec
    /// The words and flags, checked against the spec's arguments.
    public let arguments: CommandArguments

    /// The flags given, by name, lowercased; the coordinator checks them against the screen.
    public var flags: Set<String> {
        arguments.flags
    }
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
