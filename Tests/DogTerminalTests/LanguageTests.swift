import Foundation
import DogCore
import Testing
@testable import DogTerminal

@Suite struct LanguageTests {
    @Test(arguments: [
        ([String: String](), LanguageChoice.en),
        (["LANG": "de_DE.UTF-8"], .de),
        (["LANG": "es_ES.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"], .ja),
        (["LANG": "es_ES.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LC_ALL": "de_AT"], .de),
        (["LC_ALL": "", "LANG": "es"], .es),
        (["LANG": "C.UTF-8"], .en),
        (["LANG": "POSIX"], .en),
        (["LANG": "fr_FR.UTF-8"], .en),
        (["LANG": "DE_de"], .de),
        (["LANG": "Ja"], .ja),
        (["LANG": "ja_JP.eucJP@calendar"], .ja),
        (["LANG": "deu"], .en),
        (["LANG": "e"], .en),
        (["LANG": "_es"], .en),
        (["LANG": "日本語"], .en),
    ])
    func environmentPicksTheLanguage(environment: [String: String], expected: LanguageChoice) {
        #expect(LanguageChoice.fromEnvironment(environment) == expected)
    }

    @Test(arguments: [
        (LanguageChoice.en, 1, "1 breed", 12_213, "12,213 breeds"),
        (.de, 1, "1 Rasse", 12_213, "12.213 Rassen"),
        (.es, 1, "1 raza", 12_213, "12.213 razas"),
        (.ja, 1, "1 犬種", 12_213, "12,213 犬種"),
    ])
    func pluralsAndNumbersFollowTheLanguage(language: LanguageChoice, one: Int, oneText: String, many: Int, manyText: String) {
        let strings = Strings(language: .named(language))
        #expect(strings.text(.countBreeds, ["count": .number(one)]) == oneText)
        #expect(strings.text(.countBreeds, ["count": .number(many)]) == manyText)
    }

    @Test(arguments: [
        (LanguageChoice.en, "a, b or c", "a, b and c", "11.5"),
        (.de, "a, b oder c", "a, b und c", "11,5"),
        (.es, "a, b o c", "a, b y c", "11,5"),
        (.ja, "a、b、または c", "a、b、c", "11.5"),
    ])
    func listsAndDecimalsFollowTheLanguage(language: LanguageChoice, alternatives: String, list: String, decimal: String) {
        let strings = Strings(language: .named(language))
        #expect(strings.alternatives(["a", "b", "c"]) == alternatives)
        #expect(strings.list(["a", "b", "c"]) == list)
        #expect(strings.decimal(11.5) == decimal)
    }

    @Test func aMissingKeyFallsBackToEnglishNeverToTheKey() {
        let partial = Language(
            choice: .de, nativeName: "Deutsch", groupingSeparator: ".", decimalSeparator: ",", hasOneForm: true,
            table: ["help.title": "Befehle", "count.breeds#other": "{count} Rassen"], breedNames: [:], factWords: [:]
        )
        let strings = Strings(language: partial)
        #expect(strings.text(.helpTitle) == "Befehle")
        #expect(strings.text(.screenBreedsEmpty) == "No breeds are loaded.")
        #expect(strings.text(.countBreeds, ["count": 1]) == "1 breed", "a plural missing a form falls back whole")
        #expect(!partial.hasOwnText(.countBreeds) && partial.hasOwnText(.helpTitle))
    }

    @Test func breedNamesAreTranslatedByFolderAndEveryFolderExists() {
        #expect(Language.named(.de).breedName(BreedRef("germanshepherd")) == "Deutscher Schäferhund")
        #expect(Language.named(.es).breedName(BreedRef("hound", "afghan")) == "Galgo afgano")
        #expect(Language.named(.ja).breedName(BreedRef("shiba")) == "柴犬")
        #expect(Language.english.breedName(BreedRef("shiba")) == nil)
        for language in Language.all.dropFirst() {
            #expect(language.breedAliases.count > 80, "\(language.code)")
            for ref in language.breedAliases.keys {
                #expect(ref.breed.allSatisfy { $0.isLowercase && $0.isASCII }, "\(language.code): \(ref.folder)")
            }
        }
        let strings = Strings(language: .named(.ja))
        #expect(strings.breedName(BreedRef("pug"), fallback: "Pug") == "パグ")
        #expect(strings.breedName(BreedRef("mix", "unknown"), fallback: "Unknown Mix") == "Unknown Mix")
    }

    @Test func everyTranslationFileParses() throws {
        for choice in LanguageChoice.allCases where choice != .en {
            for name in EmbeddedTranslations.tableNames {
                #expect(EmbeddedTranslations.table(name, for: choice) != nil, "\(choice.rawValue)/\(name).strings")
            }
        }
    }

    @Test func theEmbeddedTablesAreTheTranslationFiles() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/DogTerminal/Localizations")
        var seen = 0
        for choice in LanguageChoice.allCases where choice != .en {
            for name in EmbeddedTranslations.tableNames {
                let file = folder.appendingPathComponent("\(choice.rawValue).lproj/\(name).strings").path
                let text = try #require(FileManager.default.contents(atPath: file))
                #expect(EmbeddedTranslations.tables["\(choice.rawValue)/\(name)"] == String(decoding: text, as: UTF8.self),
                        "\(choice.rawValue)/\(name).strings changed: run scripts/generate-translations")
                seen += 1
            }
        }
        #expect(EmbeddedTranslations.tables.count == seen, "no table without its file")
    }

    @Test func japaneseColumnsStayAligned() {
        let renderer = PresentationRenderer(strings: Strings(language: .named(.ja)), width: 80)
        let rows = ["akita", "pug", "shiba"].map { BreedRow(ref: BreedRef($0), displayName: $0.capitalized) }
        let lines = renderer.render(.breeds(BreedsScreen(breeds: rows, pageSize: 10)))
        let names = lines.dropFirst().prefix(3)
        #expect(Array(names) == ["  1   akita  秋田犬", "  2   pug    パグ", "  3   shiba  柴犬"])
        let details = BreedDetails(group: "Toy", temperament: ["Loving"], weight: MeasuredRange(lower: 6, upper: 8))
        let detailsRenderer = renderer.render(.details(Breed(ref: BreedRef("pug"), displayName: "Pug", details: details), facts: nil))
        #expect(detailsRenderer == ["パグ · pug", "  愛玩犬 · 小型", "  体重  6〜8 kg", "  気質  愛情にあふれる", "  出典  TheDogAPI"])
    }
}
