import DogCore
import DogServices
import DogTerminal

extension CatalogAssembly {
    /// The breed names, temperament keywords and trait names of every language dogsh speaks, and
    /// AKC's facts: what every catalog a session loads is put together with.
    static let everyLanguage = CatalogAssembly(
        aliases: { translatedBreedNames }, keywords: temperamentTranslations, traitNames: translatedTraitNames, facts: EmbeddedFacts.shared
    )

    /// The breed names of every language, read on the first name looked up.
    private static let translatedBreedNames: [BreedRef: [String]] = Language.all.reduce(into: [:]) { table, language in
        table.merge(language.breedAliases) { $0 + $1 }
    }

    /// The temperament keywords of every language; each language's table is read on the first `find temperament:`.
    private static let temperamentTranslations = KeywordTranslations {
        Language.all.flatMap(\.temperamentTranslations)
    }

    /// The traits' labels and value words in every language; read on the first name or word that is not English.
    private static let translatedTraitNames = TraitNames(
        { Language.all.flatMap { language in BreedTrait.allCases.flatMap { trait in language.text(trait.labelKey).forms.map { ($0, trait) } } } },
        values: {
            Language.all.flatMap { language in
                let strings = Strings(language: language)
                return BreedTrait.allCases.flatMap { trait in trait.valueWords.map { (trait, TraitText.meaning(of: $0, trait, strings), $0) } }
            }
        }
    )
}
