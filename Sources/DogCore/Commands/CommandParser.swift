/// Parses one statement into a command, checking it against the command table.
public enum CommandParser {
    /// Parses a statement; nil when it holds no words (blank or only a comment).
    public static func parse(_ statement: String) throws(CommandError) -> Command? {
        let words = try CommandLineSyntax.words(statement)
        guard let first = words.first else { return nil }
        guard let spec = CommandTable.spec(invokedBy: first) else {
            throw .unknownCommand(first, suggestions: suggestions(for: first))
        }
        let (arguments, flags) = try separateFlags(Array(words.dropFirst()), of: spec)
        try checkCount(arguments, against: spec)
        return try build(spec.name, arguments, flags: flags)
    }

    /// Splits `--flag` words from the arguments; an unknown flag is an error naming the known ones.
    private static func separateFlags(_ words: [String], of spec: CommandSpec) throws(CommandError) -> ([String], Set<String>) {
        var arguments: [String] = []
        var flags: Set<String> = []
        for word in words {
            guard word.hasPrefix("--"), word.count > 2 else {
                arguments.append(word)
                continue
            }
            let name = String(word.dropFirst(2)).lowercased()
            guard spec.flags.contains(where: { $0.name == name }) else {
                throw .unknownFlag(spec.name, word, known: spec.flags.map { "--" + $0.name })
            }
            flags.insert(name)
        }
        return (arguments, flags)
    }

    /// The command names and aliases nearest to a mistyped word, best first.
    public static func suggestions(for word: String, limit: Int = 3) -> [String] {
        let pattern = SearchPattern(word)
        var best: [String: MatchScore] = [:]
        for spec in CommandTable.specs {
            for invocation in spec.invocations {
                guard let score = pattern.score(invocation) else { continue }
                let name = spec.name.rawValue
                if best[name].map({ score < $0 }) ?? true { best[name] = score }
            }
        }
        return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(limit).map(\.key)
    }

    private static func checkCount(_ arguments: [String], against spec: CommandSpec) throws(CommandError) {
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

    private static func build(_ name: CommandName, _ arguments: [String], flags: Set<String>) throws(CommandError) -> Command {
        switch name {
        case .open:
            switch arguments.first {
            case "..": return arguments.count == 1 ? .back : .open(try target(arguments))
            case "~", "/": return arguments.count == 1 ? .home : .open(try target(arguments))
            default: return .open(try target(arguments))
            }
        case .back: return .back
        case .home: return .home
        case .where: return .where
        case .ls: return .list(page: try arguments.first.map(page), images: flags.contains("images"))
        case .more: return .more
        case .prev: return .prev
        case .search: return .search(arguments.joined(separator: " "))
        case .random: return .random(arguments.isEmpty ? nil : .name(arguments))
        case .info: return .info(arguments.isEmpty ? nil : try target(arguments))
        case .show: return .show(row: try row(arguments[0]))
        case .grid: return .grid
        case .save: return .save(row: try row(arguments[0]), path: arguments.count > 1 ? arguments[1] : nil)
        case .fav: return .favorite(row: try arguments.first.map(row))
        case .unfav: return .unfavorite(row: try arguments.first.map(row))
        case .favorites:
            guard let action = arguments.first?.lowercased() else { return .favorites }
            return action == "export" ? .exportFavorites(path: arguments[1]) : .importFavorites(path: arguments[1])
        case .history: return .history
        case .log: return .log(category: arguments.first?.lowercased(), level: arguments.dropFirst().first.flatMap { LogSeverity(rawValue: $0.lowercased()) })
        case .lang:
            guard let word = arguments.first?.lowercased() else { return .lang(nil) }
            return .lang(LanguageChoice(rawValue: word).map(LanguageSetting.fixed) ?? .environment)
        case .theme: return .theme(arguments.first.flatMap { ThemeChoice(rawValue: $0.lowercased()) })
        case .help:
            guard let topic = arguments.first else { return .help(nil) }
            guard let spec = CommandTable.spec(invokedBy: topic) else {
                throw .unknownCommand(topic, suggestions: suggestions(for: topic))
            }
            return .help(spec.name)
        case .quit: return .quit
        }
    }

    /// A lone number is a row; anything else names a breed.
    private static func target(_ arguments: [String]) throws(CommandError) -> BreedTarget {
        if arguments.count == 1, Int(arguments[0]) != nil { return .row(try row(arguments[0])) }
        return .name(arguments)
    }

    private static func row(_ word: String) throws(CommandError) -> Int {
        guard let number = Int(word), number > 0 else { throw .invalidRow(word) }
        return number
    }

    private static func page(_ word: String) throws(CommandError) -> Int {
        guard let number = Int(word), number > 0 else { throw .invalidPage(word) }
        return number
    }
}
