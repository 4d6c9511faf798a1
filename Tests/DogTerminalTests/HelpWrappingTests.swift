import DogCore
import Testing
@testable import DogTerminal

/// Every help text, in every language, at 60, 80 and 100 columns: each line fits, and no word is split across lines.
@Suite struct HelpWrappingTests {
    /// The words of some lines: runs of letters, digits and hyphens of scripts that put spaces
    /// between words. Japanese may break between any two characters, so its runs are not words.
    static func words(_ lines: [String]) -> Set<Substring> {
        Set(lines.flatMap { line in
            line.split { character in
                !(character.isLetter || character.isNumber || character == "-") || character.unicodeScalars.contains { $0.value >= 0x3000 }
            }
        })
    }

    @Test(arguments: LanguageChoice.allCases)
    func everyHelpTextWrapsAtWordsAndFits(language: LanguageChoice) {
        let strings = Strings(language: Language.named(language))
        let topics: [CommandName?] = [nil] + CommandName.allCases
        for topic in topics {
            for screen in ScreenKind.allCases {
                let presentation = Presentation.help(topic, screen: screen)
                // Laid out without any limit, every word stands whole: the words a narrower layout may use.
                let whole = Self.words(PresentationRenderer(strings: strings, width: 100_000).render(presentation))
                for width in [60, 80, 100] {
                    let lines = PresentationRenderer(strings: strings, width: width).render(presentation)
                    let wide = lines.filter { DisplayWidth.of($0) > width }
                    #expect(wide.isEmpty, "\(language) help \(topic?.rawValue ?? "") at \(width): \(wide)")
                    let split = Self.words(lines).subtracting(whole)
                    #expect(split.isEmpty, "\(language) help \(topic?.rawValue ?? "") at \(width) splits words: \(split)")
                }
            }
        }
    }

    @Test func theWelcomeNamesTheEmbeddedCatalogInEachLanguagesOwnWords() {
        let welcome = Message.welcome(breeds: 107, subBreeds: 94, source: Catalog.embeddedSourceName)
        #expect(Strings(language: Language.named(.de)).format(welcome).contains("aus dem eingebauten Katalog"))
        for language in LanguageChoice.allCases where language != .en {
            #expect(!Strings(language: Language.named(language)).format(welcome).contains("embedded"), "\(language)")
        }
        #expect(Strings().format(welcome).contains("from the embedded catalog"))
    }
}
