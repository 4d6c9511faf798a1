/// A user-visible text named by a localization key, with its arguments kept apart.
///
/// The core only names messages; the terminal layer looks the key up in the chosen
/// language and fills the `{name}` placeholders with the formatted arguments.
public struct Message: Hashable, Sendable {
    /// The stable key of the text, for example `error.command.unknown`.
    public let key: LocalizationKey
    /// The values for the text's placeholders, by placeholder name.
    public let arguments: [String: MessageArgument]

    /// Creates a message.
    public init(_ key: LocalizationKey, _ arguments: [String: MessageArgument] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}

/// A value that fills a placeholder of a message.
public indirect enum MessageArgument: Hashable, Sendable {
    /// Text shown as is (after the terminal strips control characters).
    case text(String)
    /// Text the user typed, quoted back: control characters made visible (`^[`) and long text cut short.
    case typed(String)
    /// Text a server sent: stripped like `text`, and a localized "(nothing readable)" when nothing is left.
    case remote(String)
    /// A whole number, formatted the language's way; it also selects plural forms.
    case number(Int)
    /// Alternatives joined the language's way: `a, b or c`.
    case alternatives([String])
    /// A list joined the language's way: `a, b and c`.
    case list([String])
    /// Another message, formatted in place.
    case message(Message)
    /// A command's usage line, rendered from the command table: `open <breed|n> [sub-breed]`.
    case usage(CommandName)
    /// A breed's name in the reader's language, or `fallback` where the language has none.
    case breed(BreedRef, fallback: String)
    /// Breeds' names in the reader's language, joined as alternatives: `a, b or c`.
    case breedAlternatives([NamedBreed])
    /// Breeds' names in the reader's language, joined as a list: `a, b and c`.
    case breedList([NamedBreed])
    /// The language the reader sees, by its own name and code: `Deutsch (de)`.
    case activeLanguage
}

extension MessageArgument: ExpressibleByStringLiteral {
    /// Makes a text argument from a string literal.
    public init(stringLiteral value: String) {
        self = .text(value)
    }
}

extension MessageArgument: ExpressibleByIntegerLiteral {
    /// Makes a number argument from an integer literal.
    public init(integerLiteral value: Int) {
        self = .number(value)
    }
}

/// A breed to name in a message, with the name to use where the reader's language has none of its own.
public struct NamedBreed: Hashable, Sendable {
    /// The breed.
    public let ref: BreedRef
    /// Its name where the language has none: the catalog's display name.
    public let fallback: String

    /// A breed and its fallback name.
    public init(_ ref: BreedRef, fallback: String) {
        self.ref = ref
        self.fallback = fallback
    }
}
