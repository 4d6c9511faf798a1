import DogCore
import DogServices
import Testing
@testable import DogTerminal

/// Every temperament keyword and coat word of the embedded data reads in every language, and `find` takes the translations.
@Suite struct FactWordsTests {
    static let catalog = try! EmbeddedCatalog.load().catalog.addingFacts(EmbeddedFacts.shared)

    /// The keywords of both sources for every breed and sub-breed.
    static var keywords: Set<String> {
        var words = Set<String>()
        for breed in catalog.allBreeds {
            let traits = catalog.traits(of: breed)
            words.formUnion(traits.temperament.map(TextFolding.fold))
        }
        return words
    }

    @Test(arguments: [LanguageChoice.de, .es, .ja])
    func everyKeywordAndCoatWordHasATranslation(_ choice: LanguageChoice) {
        let language = Language.named(choice)
        #expect(Self.keywords.count == 167)
        for word in Self.keywords {
            #expect(language.temperamentWord(word) != word, "\(choice): no translation of \(word)")
        }
        for word in BreedTrait.coat.valueWords + BreedTrait.coatlength.valueWords {
            #expect(language.coatWord(word) != word, "\(choice): no translation of the coat word \(word)")
        }
    }

    @Test(arguments: [("freundlich", "friendly"), ("amistoso", "friendly"), ("友好", "friendly"), ("verspielt", "playful"), ("ruhig", "calm")])
    func translatedWordsStandForTheirKeywords(_ word: String, _ english: String) {
        let translations = KeywordTranslations { Language.all.flatMap(\.temperamentTranslations) }
        #expect(translations.englishKeywords(matching: SearchPattern(word)).contains(english))
    }
}
