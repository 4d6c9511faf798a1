import DogCore

/// dogsh's translations, compiled into the binary from the `.strings` tables (scripts/generate-translations).
///
/// A table is parsed only when its language is first used; English needs none, because its
/// strings are compiled in as an exhaustive switch.
enum EmbeddedTranslations {
    /// The tables a language has: `Localizable` (messages), `Breeds` (breed names) and `Facts`
    /// (temperament keywords and coat words).
    static let tableNames = ["Localizable", "Breeds", "Facts"]

    /// Parses one of a language's tables; nil when the language has no such table or it does not parse.
    static func table(_ name: String, for choice: LanguageChoice) -> [String: String]? {
        guard let text = tables[choice.rawValue + "/" + name] else { return nil }
        return try? StringsFile.parse(text)
    }
}
