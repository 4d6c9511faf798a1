import Testing
@testable import DogCore

/// A word a command does not take: a slip of a choice is answered with that choice, anything else with every choice.
@Suite struct InvalidChoiceTests {
    static let traits = BreedTrait.allCases.filter(\.isOrdered).map(\.rawValue)

    /// The word, the choices, and the slips suggested, nearest first.
    @Test(arguments: [
        ("wieght", traits, ["weight", "height"]),
        ("energi", traits, ["energy"]),
        ("ENERGI", traits, ["energy"]),
        ("group", traits, []),
        ("drak", ["dark", "light", "auto"], ["dark"]),
        ("imperal", ["metric", "imperial", "auto"], ["imperial"]),
        ("jp", ["en", "de", "es", "ja", "auto"], ["ja"]),
        ("fr", ["en", "de", "es", "ja", "auto"], []),
        ("purge", ["export", "import"], []),
        ("", ["asc", "desc"], []),
    ])
    func slips(_ word: String, _ choices: [String], _ expected: [String]) {
        #expect(CommandError.slips(of: word, among: choices) == expected)
    }

    @Test func aSlipNamesTheChoiceAndAnythingElseListsThemAll() {
        let slip = CommandError.invalidChoice(.theme, "drak", choices: ["dark", "light", "auto"]).message
        #expect(slip.key == .errorCommandInvalidChoiceDidYouMean)
        #expect(slip.arguments["suggestions"] == .alternatives(["dark"]))
        let other = CommandError.invalidChoice(.theme, "purple", choices: ["dark", "light", "auto"]).message
        #expect(other.key == .errorCommandInvalidChoice)
        #expect(other.arguments["choices"] == .alternatives(["dark", "light", "auto"]))
    }
}
