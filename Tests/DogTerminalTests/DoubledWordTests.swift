import DogCore
import Foundation
import Testing
@testable import DogTerminal

/// No string says a word twice in a row (`the the breeds found`): not in any table, and not
/// where a screen's name or a units name is put into a sentence that already has its article.
@Suite struct DoubledWordTests {
    /// The first word said twice in a row (only spaces between), ignoring case; nil when none is.
    ///
    /// A placeholder is not a word (`status {status}`), and a German relative pronoun before its
    /// article is grammar, not a slip (`die Form, die die API beschreibt`), and so is a name
    /// that doubles itself (`Chow Chow`).
    static func doubledWord(_ text: String) -> String? {
        var words: [Substring] = []
        var previousEndsClause = false
        for token in text.split(whereSeparator: \.isWhitespace) {
            defer { previousEndsClause = token.last.map { ",;:.!?()“”„\"".contains($0) } ?? false }
            let word = token.trimmingCharacters(in: .punctuationCharacters)
            guard !token.contains("{") else { words.append(""); continue }
            let last = words.last?.trimmingCharacters(in: .punctuationCharacters) ?? ""
            let isName = last == word && word.first?.isUppercase == true
            if !previousEndsClause, !isName, last.lowercased() == word.lowercased(), word.contains(where: \.isLetter) {
                let relative = ["die", "der", "das", "dem", "den"].contains(word.lowercased()) && words.count >= 2 && words[words.count - 2].hasSuffix(",")
                if !relative { return word.lowercased() }
            }
            words.append(Substring(token))
        }
        return nil
    }

    @Test(arguments: [
        ("the the breeds found", "the"), ("grid does not work on the find results.", nil), ("Das das", "das"),
        ("{name} {name}", nil), ("status {status}", nil), ("weight 3–3 kg", nil), ("bye-bye", nil), ("blocks), blocks", nil),
        ("die Form, die die API beschreibt", nil), ("die die Form", "die"), ("in in", "in"), ("Chow Chow", nil), ("Chow chow", "chow"), ("“{breed}”.", nil),
    ] as [(String, String?)])
    func findsADoubledWord(text: String, doubled: String?) {
        #expect(Self.doubledWord(text) == doubled)
    }

    @Test func noTableSaysAWordTwice() {
        for key in LocalizationKey.allCases {
            for form in key.english.forms {
                #expect(Self.doubledWord(form) == nil, "en \(key.rawValue): \(form)")
            }
        }
        for choice in LanguageChoice.allCases where choice != .en {
            for name in EmbeddedTranslations.tableNames {
                let table = EmbeddedTranslations.table(name, for: choice) ?? [:]
                #expect(!table.isEmpty, "\(choice.rawValue) has its \(name) table")
                for (key, text) in table {
                    #expect(Self.doubledWord(text) == nil, "\(choice.rawValue) \(key): \(text)")
                }
            }
        }
    }

    /// The sentences that name a screen or the units read without a doubled word with every name they take.
    @Test func sentencesWithANameInThemSayNoWordTwice() {
        for language in Language.all {
            let strings = Strings(language: language)
            for kind in ScreenKind.allCases {
                for key in [LocalizationKey.errorCommandNotOnScreen, .errorCommandFlagNotOnScreen] {
                    let text = strings.text(key, ["command": .text("grid"), "flag": .text("--images"), "screen": .message(Message(kind.titleKey))])
                    #expect(Self.doubledWord(text) == nil, "\(language.code): \(text)")
                }
            }
            for units in UnitsSetting.allCases {
                for key in [LocalizationKey.messageUnitsSet, .messageUnitsFromFlag, .messageUnitsFromSetting, .messageUnitsFromLocale, .messageUnitsNoLocale, .messageUnitsFixedByJSON] {
                    let text = strings.text(key, ["units": .message(Message(units.nameKey)), "locale": .text("LANG=de_DE.UTF-8")])
                    #expect(Self.doubledWord(text) == nil, "\(language.code): \(text)")
                }
            }
        }
    }
}
