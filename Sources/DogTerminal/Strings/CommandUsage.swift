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
        return parts.joined(separator: " ")
    }

    /// The placeholder text: the keywords themselves for a keyword argument.
    static func placeholder(_ argument: ArgumentSpec, strings: Strings) -> String {
        if case let .keywords(words) = argument.completion { return words.joined(separator: "|") }
        return strings.text(argument.placeholder)
    }
}
