import DogCore
import Testing
@testable import DogTerminal

@Suite struct StringsTests {
    let strings = Strings()

    @Test(arguments: [(1, "1 breed"), (0, "0 breeds"), (2, "2 breeds"), (12_213, "12,213 breeds")])
    func pluralsAndNumbers(count: Int, expected: String) {
        #expect(strings.text(.countBreeds, ["count": .number(count)]) == expected)
    }

    @Test(arguments: [
        (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (-1234567, "-1,234,567"),
    ])
    func numbersAreGrouped(value: Int, expected: String) {
        #expect(strings.number(value) == expected)
    }

    @Test(arguments: [([String](), ""), (["a"], "a"), (["a", "b"], "a or b"), (["a", "b", "c"], "a, b or c")])
    func alternatives(items: [String], expected: String) {
        #expect(strings.alternatives(items) == expected)
    }

    @Test func messagesNestAndFillEveryPlaceholder() {
        let error = CommandError.unknownBreed("labardor", suggestions: ["labrador", "labradoodle"])
        #expect(strings.format(error.message) == "No breed is called “labardor”. Did you mean labrador or labradoodle?")
        let missing = CommandError.missingArgument(.open, CommandTable.spec(.open).arguments[0])
        #expect(strings.format(missing.message) == "open needs <breed|n>. Usage: open\u{A0}<breed|n>\u{A0}[sub-breed]", "a usage wraps as one piece")
        #expect(TextWrapping.wrap(strings.format(missing.message), width: 40).last == "open\u{A0}<breed|n>\u{A0}[sub-breed]")
        #expect(strings.text(.unitYears, ["range": "10–12", "count": 12]) == "10–12 years")
        #expect(strings.text(.unitYears, ["range": "1", "count": 1]) == "1 year")
        #expect(strings.fill("search “{query}”", [:]) == "search “{query}”", "a missing argument leaves its placeholder")
    }

    @Test(arguments: [(LanguageChoice.en, "Images cannot be decoded: libjpeg.so.8 could not be loaded. Install it with your system's package manager (it is part of libjpeg-turbo or libpng)."),
                      (.de, "Bilder können nicht dekodiert werden: libjpeg.so.8 ließ sich nicht laden. Installieren Sie die Bibliothek mit der Paketverwaltung Ihres Systems (sie gehört zu libjpeg-turbo oder libpng).")])
    func aMissingImageLibraryIsNamedByItsSonameInTheReadersLanguage(language: LanguageChoice, expected: String) {
        let strings = Strings(language: .named(language))
        #expect(strings.format(ImageError.decoderMissing(library: "libjpeg.so.8").message) == expected)
    }

    /// An ambiguity names its breeds in the reader's language, the catalog's name where the language has none.
    @Test func anAmbiguityNamesItsBreedsInTheReadersLanguage() {
        let candidates = [
            NamedBreed(BreedRef("germanshepherd"), fallback: "German Shepherd Dog"), NamedBreed(BreedRef("nosuch"), fallback: "Made-up Shepherd"),
        ]
        let german = Strings(language: .named(.de)).format(CommandError.ambiguousBreed("pastor", candidates: candidates).message)
        #expect(german.contains("Deutscher Schäferhund") && german.contains("Made-up Shepherd") && !german.contains("German Shepherd Dog"), "\(german)")
        #expect(strings.format(CommandError.ambiguousBreed("pastor", candidates: candidates).message).contains("German Shepherd Dog or Made-up Shepherd"))
    }

    @Test func textArgumentsAreSanitisedAndTypedTextIsShownVisibly() {
        let hostile = "lab\u{1B}]0;pwned\u{07}rador\u{1B}[2J\u{202E}"
        #expect(strings.format(FavoritesStoreError.corrupt(path: hostile).message).hasPrefix("Favorites are unavailable: labrador is not"))
        #expect(strings.format(CommandError.unknownBreed(hostile, suggestions: []).message)
            == "No breed is called “lab^[]0;pwned^Grador^[[2J<U+202E>”. Try search 'lab^[]0;pwned^Grador^[[2J<U+202E>'.")
    }

    @Test(arguments: [
        (CommandName.open, "open <breed|n> [sub-breed]"),
        (.back, "back [n]"),
        (.ls, "ls [page] [--images]"),
        (.search, "search <text>"),
        (.random, "random [breed] [sub-breed]"),
        (.fav, "fav [breed|n] [sub-breed]"),
        (.show, "show <breed|n> [sub-breed]"),
        (.favorites, "favorites [export|import <file>]"),
        (.help, "help [command]"),
    ])
    func usageLinesComeFromTheTable(name: CommandName, expected: String) {
        #expect(strings.usage(name) == expected)
    }

    @Test func decimalsDropTrailingZeroes() {
        #expect(strings.decimal(12) == "12")
        #expect(strings.decimal(23.5) == "23.5")
    }
}
