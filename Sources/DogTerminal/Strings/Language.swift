import DogCore
import FoundationEssentials
import Glibc

/// A language dogsh speaks: its string table, breed names, and number and plural rules.
///
/// English is compiled in as Swift and covers every key. German, Spanish and Japanese are the
/// `.strings` files in `Localizations/<code>.lproj`, embedded in the binary by
/// `scripts/generate-translations` (`EmbeddedTranslations+Tables.swift`) and parsed when the
/// language is first used. A key a language lacks falls back to English, never to the raw key.
public struct Language: Sendable {
    /// Which language this is.
    public let choice: LanguageChoice
    /// The language's own name, for example `Deutsch`.
    public let nativeName: String
    /// The separator of thousands: `12,213` or `12.213`.
    let groupingSeparator: String
    /// The decimal separator: `11.5` or `11,5`.
    let decimalSeparator: String
    /// Whether the language has one/other plural forms (Japanese has a single form).
    let hasOneForm: Bool
    let table: [String: String]
    let breedNames: [String: String]
    /// Words of breed facts by `temperament.<folded English word>` and `coat.<word>`.
    let factWords: [String: String]

    /// The language code, for example `de`.
    public var code: String { choice.rawValue }

    /// English, the base language.
    public static let english = Language(
        choice: .en, nativeName: LanguageChoice.en.nativeName, groupingSeparator: ",", decimalSeparator: ".", hasOneForm: true,
        table: [:], breedNames: [:], factWords: [:]
    )

    /// A language with its tables parsed from the embedded text (kept after the first use).
    ///
    /// English is compiled in and needs no cache, so the first prompt in English touches none.
    public static func named(_ choice: LanguageChoice) -> Language {
        if choice == .en { return .english }
        return cache.withLock { cache in
            if let language = cache[choice] { return language }
            let language = load(choice)
            cache[choice] = language
            return language
        }
    }

    /// Every language dogsh ships, English first.
    public static var all: [Language] {
        LanguageChoice.allCases.map(named)
    }

    /// The text for a key in this language; English where the table lacks it.
    public func text(_ key: LocalizationKey) -> LocalizedText {
        ownText(key) ?? key.english
    }

    /// Whether this language's table holds every form the key needs.
    public func hasOwnText(_ key: LocalizationKey) -> Bool {
        choice == .en || ownText(key) != nil
    }

    /// The breed's name in this language, where it has one of its own.
    public func breedName(_ ref: BreedRef) -> String? {
        breedNames[ref.folder]
    }

    /// Every breed name this language knows, by ref, for search and `open`.
    public var breedAliases: [BreedRef: [String]] {
        var aliases: [BreedRef: [String]] = [:]
        for (folder, name) in breedNames {
            if let ref = BreedRef(folder: folder) { aliases[ref, default: []].append(name) }
        }
        return aliases
    }

    /// A temperament keyword in this language; the source's own word where the table has none.
    public func temperamentWord(_ word: String) -> String {
        factWords["temperament." + TextFolding.fold(word)] ?? word
    }

    /// Where a breed comes from, in this language; the source's text where the table has none.
    public func originText(_ text: String) -> String {
        factWords["origin." + text] ?? text
    }

    /// What a breed was bred for, in this language; the source's text where the table has none.
    public func bredForText(_ text: String) -> String {
        factWords["bredfor." + text] ?? text
    }

    /// A coat type or length (`double`, `short`) in this language.
    public func coatWord(_ word: String) -> String {
        factWords["coat." + TextFolding.fold(word)] ?? word.lowercased()
    }

    /// Every translated temperament keyword with the English keyword it stands for, both folded.
    public var temperamentTranslations: [(translated: String, english: String)] {
        factWords.compactMap { key, value in
            guard key.hasPrefix("temperament.") else { return nil }
            return (TextFolding.fold(value), String(key.dropFirst("temperament.".count)))
        }
    }

    /// Whether a count takes the `one` form.
    func takesOneForm(_ count: Int) -> Bool {
        hasOneForm && count == 1
    }

    private func ownText(_ key: LocalizationKey) -> LocalizedText? {
        guard choice != .en else { return key.english }
        switch key.english {
        case .plain:
            return table[key.rawValue].map(LocalizedText.plain)
        case .plural:
            guard let other = table[key.rawValue + "#other"] else { return nil }
            guard hasOneForm else { return .plain(other) }
            return table[key.rawValue + "#one"].map { .plural(one: $0, other: other) }
        }
    }

    private static let cache = Locked<[LanguageChoice: Language]>([:])

    private static func load(_ choice: LanguageChoice) -> Language {
        /// A language whose strings and breed names come from its embedded tables.
        func translated(grouping: String, decimal: String, hasOneForm: Bool) -> Language {
            Language(
                choice: choice, nativeName: choice.nativeName, groupingSeparator: grouping, decimalSeparator: decimal, hasOneForm: hasOneForm,
                table: EmbeddedTranslations.table("Localizable", for: choice) ?? [:],
                breedNames: EmbeddedTranslations.table("Breeds", for: choice) ?? [:],
                factWords: EmbeddedTranslations.table("Facts", for: choice) ?? [:]
            )
        }
        switch choice {
        case .en: return .english
        case .de: return translated(grouping: ".", decimal: ",", hasOneForm: true)
        case .es: return translated(grouping: ".", decimal: ",", hasOneForm: true)
        case .ja: return translated(grouping: ",", decimal: ".", hasOneForm: false)
        }
    }
}

