import DogCore

/// Builds usage lines from the command table.
public enum CommandUsage {
    /// The usage of a command: `<x>` required, `[x]` optional, keywords as `a|b`.
    ///
    /// An argument required only with the previous one nests inside it: `favorites [export|import <file>]`.
    public static func line(_ spec: CommandSpec, strings: Strings) -> String {
        var parts: [String] = [spec.name.rawValue]
        for argument in spec.arguments {
            let name = placeholder(argument, strings: strings)
            switch argument.arity {
            case .required, .requiredRest:
                parts.append("<\(name)>")
            case .optional, .optionalRest:
                parts.append("[\(name)]")
            case .requiredWithPrevious:
                if let previous = parts.popLast(), previous.hasPrefix("["), previous.hasSuffix("]") {
                    parts.append(String(previous.dropLast()) + " <\(name)>]")
                } else {
                    parts.append("<\(name)>")
                }
            }
        }
        parts += spec.flags.filter(\.inUsage).map { "[--\($0.name)]" }
        return parts.joined(separator: " ")
    }

    /// The placeholder text: the keywords themselves for a short keyword list, else the argument's name.
    static func placeholder(_ argument: ArgumentSpec, strings: Strings) -> String {
        if let words = spelledOutKeywords(argument) { return words.joined(separator: "|") }
        return strings.text(argument.placeholder)
    }

    /// Keyword lists short enough to stand in the usage line (`dark|light|auto`); nil for longer ones.
    static func spelledOutKeywords(_ argument: ArgumentSpec) -> [String]? {
        guard case let .keywords(words) = argument.completion, words.joined(separator: "|").count <= maximumSpelledOut else { return nil }
        return words
    }

    /// Keyword arguments too long for the usage line, with their choices, for `help <command>`.
    public static func choices(_ spec: CommandSpec) -> [(argument: LocalizationKey, words: [String])] {
        spec.arguments.compactMap { argument in
            guard case let .keywords(words) = argument.completion, spelledOutKeywords(argument) == nil else { return nil }
            return (argument.placeholder, words)
        }
    }

    private static let maximumSpelledOut = 20
}
