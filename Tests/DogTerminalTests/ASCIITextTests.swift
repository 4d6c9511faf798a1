import DogCore
import Testing
@testable import DogTerminal

/// Output for a terminal whose encoding is not UTF-8: every byte ASCII, every character spelt as near as ASCII can.
@Suite struct ASCIITextTests {
    @Test(arguments: [
        ("plain ASCII stays", "plain ASCII stays"),
        ("56–66 cm", "56-66 cm"),
        ("German Shepherd Dog · germanshepherd", "German Shepherd Dog | germanshepherd"),
        ("Keine Rasse heißt „schäf“.", "Keine Rasse heisst \"schaf\"."),
        ("«Bichon Frisé»", "\"Bichon Frise\""),
        ("¿Quieres ver más?", "Quieres ver mas?"),
        ("ÖSTERREICH Ærø", "OSTERREICH AEro"),
        ("dogsh hound › afghan> ", "dogsh hound > afghan> "),
        ("Loading…", "Loading..."),
        ("≠ Größe ★", "!= Grosse *"),
        ("640 × 480", "640 x 480"),
        ("── rule ──", "-- rule --"),
        ("Cafe\u{301}", "Cafe"),
        ("15\u{202F}kg\u{A0}net", "15 kg net"),
        ("（注）：ラブラドール", "(?):??????"),
        ("\u{1B}[1mBold é\u{1B}[0m", "\u{1B}[1mBold e\u{1B}[0m"),
    ])
    func spellsEachCharacterInASCII(text: String, ascii: String) {
        #expect(ASCIIText.line(text) == ascii)
    }

    /// A character that grows takes its columns from the padding after it, so the next column stays where it was.
    @Test func growthComesOutOfTheFollowingPadding() {
        let row = DisplayWidth.pad("Zeigt die Rasse, zu…", to: 24) + "next"
        let ascii = ASCIIText.line(row)
        #expect(ascii == "Zeigt die Rasse, zu...  next")
        #expect(DisplayWidth.of(ascii) == DisplayWidth.of(row))
        // A single space between words is kept: the columns come from the next run of two or more.
        #expect(ASCIIText.line("a… b  c") == "a... b c")
    }

    /// A line laid out to fill the width still fits it: a `…` at its end is not allowed to push it over.
    @Test func aLineThatFittedStillFits() {
        let line = DisplayWidth.truncate("Shows the details of this breed and its pictures", to: 30)
        #expect(DisplayWidth.of(line) == 30)
        let ascii = ASCIIText.line(line, width: 30)
        #expect(ascii == "Shows the details of this b...")
        #expect(DisplayWidth.of(ascii) == 30)
    }

    /// Every text of the three Latin-script languages has an ASCII spelling: nothing but Japanese
    /// becomes `?`; Japanese comes out ASCII too, if as question marks.
    @Test func everyStringOfEveryLanguageComesOutASCII() {
        for language in Language.all {
            for key in LocalizationKey.allCases {
                for form in language.text(key).forms {
                    let ascii = ASCIIText.line(form)
                    #expect(ASCIIText.isASCII(ascii), "\(language.code) \(key.rawValue): \(ascii)")
                    if language.code != "ja" {
                        // Japanese words in the other languages' texts (`体重<3`, an example) have no spelling.
                        let japanese = form.unicodeScalars.count { (0x3040...0x9FFF).contains($0.value) }
                        #expect(ascii.count { $0 == "?" } == form.count { $0 == "?" } + japanese, "\(language.code) \(key.rawValue): \(ascii)")
                    }
                }
            }
        }
    }

    @Test(arguments: [
        ([String: String](), false),
        (["LANG": "C"], false),
        (["LANG": "POSIX"], false),
        (["LANG": "C.UTF-8"], true),
        (["LANG": "de_DE.UTF-8"], true),
        (["LANG": "ja_JP.utf8"], true),
        (["LANG": "de_DE.UTF-8@euro"], true),
        (["LANG": "ja_JP.eucJP"], false),
        (["LANG": "de_DE"], false),
        (["LANG": "de_DE.UTF-8", "LC_ALL": "C"], false),
        (["LANG": "C", "LC_CTYPE": "fr_FR.UTF-8"], true),
        (["LANG": "de_DE.UTF-8", "LC_ALL": ""], true),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "C"], true),
    ])
    func theTerminalsEncodingIsTheCharacterLocales(environment: [String: String], utf8: Bool) {
        #expect(TerminalCharacters.encodingIsUTF8(environment: environment) == utf8)
        #expect(TerminalCharacters.drawsUnicode(environment: environment) == utf8)
        #expect(!TerminalCharacters.drawsUnicode(environment: environment.merging(["TERM": "dumb"]) { $1 }))
    }
}
