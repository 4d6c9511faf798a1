import DogCore

/// A language dogsh speaks, with its string table and its number and plural rules.
public struct Language: Hashable, Sendable {
    /// The language code, for example `en`.
    public let code: String
    private let lookup: @Sendable (LocalizationKey) -> LocalizedText?
    /// The separator of thousands in numbers.
    let groupingSeparator: String
    /// Whether a count takes the `one` form of a plural text.
    let takesOneForm: @Sendable (Int) -> Bool

    /// Creates a language from its table; keys the table lacks fall back to English.
    init(
        code: String, groupingSeparator: String, takesOneForm: @escaping @Sendable (Int) -> Bool,
        lookup: @escaping @Sendable (LocalizationKey) -> LocalizedText?
    ) {
        self.code = code
        self.groupingSeparator = groupingSeparator
        self.takesOneForm = takesOneForm
        self.lookup = lookup
    }

    /// The text for a key, falling back to English, never to the raw key.
    public func text(_ key: LocalizationKey) -> LocalizedText {
        lookup(key) ?? key.english
    }

    /// Whether this language's table holds the key itself.
    public func hasOwnText(_ key: LocalizationKey) -> Bool {
        lookup(key) != nil
    }

    /// English, the base language; its table covers every key by construction.
    public static let english = Language(code: "en", groupingSeparator: ",", takesOneForm: { $0 == 1 }) { $0.english }

    /// Every language dogsh ships.
    public static let all: [Language] = [.english]

    /// Compares languages by code.
    public static func == (lhs: Language, rhs: Language) -> Bool { lhs.code == rhs.code }

    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}
