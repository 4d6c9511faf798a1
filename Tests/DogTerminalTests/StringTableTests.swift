import DogCore
import Testing
@testable import DogTerminal

@Suite struct StringTableTests {
    static func placeholders(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    @Test func everyKeyHasTextInEveryLanguage() {
        for language in Language.all {
            for key in LocalizationKey.allCases {
                #expect(language.hasOwnText(key), "\(language.code) lacks \(key.rawValue)")
                #expect(language.text(key).forms.allSatisfy { !$0.isEmpty })
            }
        }
    }

    @Test func placeholdersAgreeAcrossPluralFormsAndLanguages() {
        for key in LocalizationKey.allCases {
            let english = key.english.forms.map(Self.placeholders)
            #expect(Set(english).count == 1, "\(key.rawValue): plural forms use different placeholders")
            for language in Language.all {
                for form in language.text(key).forms {
                    #expect(Self.placeholders(form) == english[0], "\(language.code) \(key.rawValue)")
                }
            }
        }
    }

    @Test func keysAreDottedAndLowercase() {
        for key in LocalizationKey.allCases {
            #expect(key.rawValue == key.rawValue.lowercased())
            #expect(key.rawValue.split(separator: ".").count >= 2)
            #expect(key.rawValue.allSatisfy { $0.isLetter || $0 == "." || $0 == "-" })
        }
        #expect(Set(LocalizationKey.allCases.map(\.rawValue)).count == LocalizationKey.allCases.count)
    }
}
