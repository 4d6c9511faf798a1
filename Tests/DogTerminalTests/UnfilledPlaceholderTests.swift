import DogCore
import Testing
@testable import DogTerminal

/// A text's placeholders that no argument fills: what a debug build's assertion in `Strings.text` catches.
@Suite struct UnfilledPlaceholderTests {
    @Test(arguments: [
        ("search “{query}”", ["query"], []),
        ("search “{query}”", [], ["query"]),
        ("{count} breeds of {total}", ["count"], ["total"]),
        ("{a} and {b} and {a}", [], ["a", "b", "a"]),
        ("{name} ({code})", ["name", "code", "unused"], []),
        ("No placeholder at all", [], []),
        ("({{ writes a literal brace)", [], []),
        ("a { spaced } brace and an empty {}", [], []),
        ("a {sub-breed} and {snake_case2}", [], ["sub-breed", "snake_case2"]),
        ("unclosed {name", [], []),
    ] as [(String, [String], [String])])
    func theNamesNoArgumentFillsAreFound(template: String, names: [String], unfilled: [String]) {
        #expect(Strings.unfilledPlaceholders(in: template, filledBy: names) == unfilled)
    }

    @Test func aKeysPlaceholdersShownAsWrittenNeedNoArgumentAndTheOthersDo() {
        #expect(Strings.unfilledPlaceholders(of: .cliTestVariable, in: LocalizationKey.cliTestVariable.english.forms[0], [:]).isEmpty)
        let template = LocalizationKey.errorScriptParametersWithoutScript.english.forms[0]
        #expect(Strings.unfilledPlaceholders(of: .errorScriptParametersWithoutScript, in: template, [:]) == ["text"])
        #expect(Strings.unfilledPlaceholders(of: .errorScriptParametersWithoutScript, in: template, ["text": "x=1"]).isEmpty)
    }

    /// A placeholder shown as written is in the key's text in every language, so the list cannot outlive the text.
    @Test func everyPlaceholderShownAsWrittenIsInItsTextInEveryLanguage() {
        for (key, names) in Strings.literalPlaceholders {
            for language in Language.all {
                for form in language.text(key).forms {
                    let placeholders = Strings.unfilledPlaceholders(in: form, filledBy: [])
                    #expect(names.isSubset(of: placeholders), "\(language.code) \(key.rawValue)")
                }
            }
        }
    }
}
