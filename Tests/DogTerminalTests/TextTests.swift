import DogCore
import Testing
@testable import DogTerminal

@Suite struct TextTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("red \u{1B}[31mdog\u{1B}[0m", "red dog"),
        ("title \u{1B}]0;owned\u{07}done", "title done"),
        ("title \u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "title link"),
        ("c1 \u{9B}31mcsi", "c1 csi"),
        ("osc c1 \u{9D}0;x\u{9C}ok", "osc c1 ok"),
        ("nul\u{0}bell\u{7}del\u{7F}", "nulbelldel"),
        ("tab\there", "tab here"),
        ("new\nline\rreturn", "newlinereturn"),
        ("bidi \u{202E}txt.exe\u{202C} \u{2066}x\u{2069}", "bidi txt.exe x"),
        ("charset \u{1B}(0q", "charset q"),
        ("dangling \u{1B}", "dangling "),
        ("日本語 ok", "日本語 ok"),
    ])
    func sanitiserRemovesEverythingATerminalInterprets(input: String, expected: String) {
        let clean = TerminalSanitizer.clean(input)
        #expect(clean == expected)
        #expect(!clean.unicodeScalars.contains(where: TerminalSanitizer.isSuspicious))
    }

    @Test(arguments: [
        ("pug", "pug"),
        ("\u{1B}[2Jprev", "^[[2Jprev"),
        ("nul\u{0}bell\u{7}del\u{7F}tab\t", "nul^@bell^Gdel^?tab^I"),
        ("c1 \u{9B}2J", "c1 <U+009B>2J"),
        ("bidi \u{202E}gpj.exe", "bidi <U+202E>gpj.exe"),
        ("柴犬 \u{FFFD}", "柴犬 \u{FFFD}"),
        (String(repeating: "a", count: 61), String(repeating: "a", count: 60) + "…"),
        (String(repeating: "a", count: 60), String(repeating: "a", count: 60)),
    ])
    func typedTextIsQuotedBackVisiblyAndShort(input: String, expected: String) {
        let visible = TerminalSanitizer.visible(input, limit: 60)
        #expect(visible == expected)
        #expect(!visible.unicodeScalars.contains(where: TerminalSanitizer.isSuspicious))
    }

    @Test func aMegabyteOfTypedTextIsQuotedInOneShortLine() {
        let strings = Strings(language: .english)
        let text = strings.format(CommandError.unknownCommand("\u{1B}]0;x\u{07}" + String(repeating: "x", count: 1 << 20), suggestions: []).message)
        #expect(text.utf8.count < 200)
        #expect(text.hasPrefix("Unknown command “^[]0;x^G"))
    }

    @Test(arguments: [
        ("dog", 3), ("柴犬", 4), ("ｱ", 1), ("🐕", 2), ("🐕‍🦺", 2), ("é", 1), ("e\u{301}", 1), ("한국", 4), ("", 0), ("a\u{200B}b", 2),
    ])
    func displayWidth(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func truncationAndPaddingCountColumns() {
        #expect(DisplayWidth.truncate("labrador", to: 5) == "labr…")
        #expect(DisplayWidth.truncate("柴犬柴犬", to: 5) == "柴犬…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("柴犬柴犬", to: 5)) <= 5)
        #expect(DisplayWidth.truncate("pug", to: 5) == "pug")
        #expect(DisplayWidth.pad("柴犬", to: 6) == "柴犬  ")
        #expect(DisplayWidth.padLeft("7", to: 3) == "  7")
    }

    @Test func wrappingKeepsWordsAndWidths() {
        let lines = TextWrapping.wrap("Kind, Outgoing, Agile, Gentle, Intelligent, Trusting, Even Tempered", width: 20)
        #expect(lines == ["Kind, Outgoing,", "Agile, Gentle,", "Intelligent,", "Trusting, Even", "Tempered"])
        #expect(TextWrapping.wrap("supercalifragilistic word", width: 5) == ["supercalifragilistic", "word"])
        #expect(TextWrapping.wrap("柴犬 柴犬 柴犬", width: 9) == ["柴犬 柴犬", "柴犬"])
    }

    @Test func japaneseBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
        let lines = TextWrapping.wrap("現在地を表示します：犬種一覧からここまでの画面です。", width: 20)
        #expect(lines == ["現在地を表示します：", "犬種一覧からここまで", "の画面です。"])
        for line in lines { #expect(DisplayWidth.of(line) <= 20) }
        let mixed = TextWrapping.wrap("fav でこの犬種を、fav <n> で n 行目の画像を追加します。", width: 16)
        #expect(mixed.allSatisfy { DisplayWidth.of($0) <= 16 })
        #expect(!mixed.contains { $0.hasPrefix("、") || $0.hasPrefix("。") })
        #expect(TextWrapping.wrap("「柴犬」を開く", width: 8) == ["「柴犬」", "を開く"])
        #expect(TextWrapping.wrap("「柴犬」を開く", width: 6) == ["「柴", "犬」を", "開く"])
    }
}
