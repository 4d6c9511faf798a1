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
        for topic in topics.map(Optional.some) + [nil] {
            for screen in ScreenKind.allCases {
                // `help`, `help <command>`, and (the last topic) `help all`.
                let presentation = topic.map { Presentation.help($0, screen: screen) } ?? .helpAll(screen: screen)
                // Laid out without any limit, every word stands whole: the words a narrower layout may use.
                let whole = Self.words(PresentationRenderer(strings: strings, width: 100_000).render(presentation))
                for width in [60, 80, 100] {
                    let lines = PresentationRenderer(strings: strings, width: width).render(presentation)
                    let wide = lines.filter { DisplayWidth.of($0) > width }
                    #expect(wide.isEmpty, "\(language) \(presentation) at \(width): \(wide)")
                    let split = Self.words(lines).subtracting(whole)
                    #expect(split.isEmpty, "\(language) \(presentation) at \(width) splits words: \(split)")
                }
            }
        }
    }

    /// `help` fits one screen: at most 40 lines at 100 columns, in every language, a line per command under its purpose.
    @Test(arguments: LanguageChoice.allCases)
    func theOverviewFitsOneScreen(language: LanguageChoice) {
        let strings = Strings(language: Language.named(language))
        let lines = PresentationRenderer(strings: strings, width: 100).render(.help(nil, screen: .breeds))
        #expect(lines.count <= 40, "\(language): \(lines.count) lines")
        for group in CommandTable.groups {
            #expect(lines.contains(strings.text(group.title)), "\(language): \(group.title)")
        }
        for spec in CommandTable.specs {
            #expect(lines.count { $0.hasPrefix("  " + CommandUsage.line(spec, strings: strings)) } == 1, "\(language): \(spec.name) on one line")
        }
    }

    @Test(arguments: [
        ("Show the next page", 40, "Show the next page"),
        ("Show the next page", 12, "Show the…"),
        ("Show the next page", 9, "Show the…"),
        ("Show the next page", 8, "Show…"),
        ("Order the list, by a trait", 16, "Order the list…"),
        ("LC_ALL、LC_MESSAGES と LANG", 16, "LC_ALL…"),
        ("犬種一覧に戻ります", 9, "犬種一覧…"),
    ])
    func truncationKeepsWordsWhole(text: String, width: Int, expected: String) {
        #expect(DisplayWidth.truncateAtWord(text, to: width) == expected)
        #expect(DisplayWidth.of(expected) <= width)
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
