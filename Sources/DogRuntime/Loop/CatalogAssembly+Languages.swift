import DogCore
import DogServices
import DogTerminal

extension CatalogAssembly {
    /// The breed names and temperament keywords of every language dogsh speaks, and AKC's facts:
    /// what every catalog a session loads is put together with.
    static let everyLanguage = CatalogAssembly(aliases: { translatedBreedNames }, keywords: temperamentTranslations, facts: EmbeddedFacts.shared)

    /// The breed names of every language, read on the first name looked up.
    private static let translatedBreedNames: [BreedRef: [String]] = Language.all.reduce(into: [:]) { table, language in
        table.merge(language.breedAliases) { $0 + $1 }
    }

    /// The temperament keywords of every language; each language's table is read on the first `find temperament:`.
    private static let temperamentTranslations = KeywordTranslations {
        Language.all.flatMap(\.temperamentTranslations)
    }
}
