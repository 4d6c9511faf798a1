import Foundation
import Testing
@testable import DogTerminal

/// Line breaking follows Unicode's rules (UAX #14), checked against Unicode's own test cases, and
/// keeps Japanese words and Latin words whole.
@Suite struct LineBreakTests {
    /// One of Unicode's cases: the code points, and whether a break may come before each (after the first).
    struct UnicodeCase {
        let values: [UInt32]
        let breaks: [Bool]

        /// Reads `× 0023 × 0308 ÷ 2014 ÷`: the marks before the code points, the first and last at the ends.
        init?(_ line: Substring) {
            let parts = line.split(separator: " ")
            var values: [UInt32] = []
            var breaks: [Bool] = []
            for (index, part) in parts.enumerated() {
                if index % 2 == 1 {
                    guard let value = UInt32(part, radix: 16) else { return nil }
                    values.append(value)
                } else if index > 0, index < parts.count - 1 {
                    breaks.append(part == "÷")
                }
            }
            guard !values.isEmpty else { return nil }
            self.values = values
            self.breaks = breaks
        }
    }

    /// The cases whose code points dogsh tailors (two katakana, a hyphen, a range's dash) are not Unicode's to decide.
    static func isTailored(_ values: [UInt32]) -> Bool {
        zip(values, values.dropFirst()).contains { LineBreaks.isKatakana($0) && LineBreaks.isKatakana($1) }
            || values.contains { LineBreaks.rangeDashes.contains($0) || $0 == 0x2D || $0 == 0x2F }
    }

    @Test func unicodesCasesBreakAsUnicodeSays() {
        let cases = Self.unicodeCases.split(separator: "\n").compactMap(UnicodeCase.init)
        #expect(cases.count > 4_000, "the generated cases are there")
        var failures: [String] = []
        let untailored = cases.filter { !Self.isTailored($0.values) }
        #expect(untailored.count > 3_500, "the tailorings leave out 520 of 4,066 cases (the hyphen and the slash are the samples of HY and SY)")
        for testCase in untailored {
            let found = LineBreaks.opportunities(testCase.values).dropFirst().map { $0 != .none }
            if found != testCase.breaks {
                failures.append(testCase.values.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ") + " wants \(testCase.breaks), found \(found)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) cases: \(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func theClassesAreOfTheSameUnicodeAsTheWidths() {
        #expect(LineBreaks.classesUnicodeVersion == DisplayWidth.wideRangesUnicodeVersion)
        #expect(LineBreaks.classStarts.count == LineBreaks.classOfRun.count)
        #expect(LineBreaks.classStarts == LineBreaks.classStarts.sorted())
        #expect(LineBreaks.lineBreakClass(of: 0x30FC) == .ns, "the prolonged sound mark is CJ, resolved as NS")
        #expect(LineBreaks.lineBreakClass(of: 0x30C3) == .ns, "a small tsu")
        #expect(LineBreaks.lineBreakClass(of: 0x3002) == .cl, "the ideographic full stop")
        #expect(LineBreaks.lineBreakClass(of: 0x300C) == .op)
        #expect(LineBreaks.lineBreakClass(of: 0x30D3) == .id)
        #expect(LineBreaks.lineBreakClass(of: 0x41) == .al)
        #expect(LineBreaks.lineBreakClass(of: 0xE01EF) == .cm)
        #expect(LineBreaks.lineBreakClass(of: 0x10FFFF) == .al)
    }

    /// The words the issue found broken stay whole at every width, and nothing breaks before a
    /// prolonged sound mark, a small kana or closing punctuation, or after opening punctuation.
    @Test(arguments: Array(4...30))
    func japaneseWordsStayWhole(width: Int) {
        let texts = [
            "ビション・フリーゼは陽気で、ノンスポーティング・グループの犬種です。",
            "「ヨークシャー・テリア」（トイ）は、小さなチョコレート色の犬。",
            "グループ ノンスポーティング · 体重 5.5〜8 kg",
        ]
        for text in texts {
            let lines = TextWrapping.wrap(text, width: width)
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "nothing lost at \(width): \(lines)")
            for (line, next) in zip(lines, lines.dropFirst()) {
                let last = line.last!
                let first = next.first!
                // A break at a space is a break between words.
                guard text.contains(line.suffix(1) + next.prefix(1)) else { continue }
                #expect(!(LineBreaks.isKatakana(last.unicodeScalars.first!.value) && LineBreaks.isKatakana(first.unicodeScalars.first!.value)), "a katakana word split at \(width): \(line) / \(next)")
                #expect(!"ーッャュョァィゥェォ、。）」・".contains(first), "\(first) starts a line at \(width): \(lines)")
                #expect(!"（「".contains(last), "\(last) ends a line at \(width): \(lines)")
            }
        }
    }

    @Test(arguments: Array(3...40))
    func latinWordsStayWhole(width: Int) {
        let text = "Deutscher Schäferhund, Bichon Frisé (Gesellschaftshunde): 5,5–8 kg, AKC-Beliebtheit Nr. 46."
        let lines = TextWrapping.wrap(text, width: width)
        let words = Set(text.split(separator: " ").map(String.init))
        for line in lines {
            for word in line.split(separator: " ") {
                #expect(words.contains(String(word)), "\(word) is a piece of a word at \(width): \(lines)")
            }
            #expect(DisplayWidth.of(line) <= width || !line.contains(" "), "a line wider than \(width) is one word: \(line)")
        }
    }

    @Test(arguments: [
        ("ビション・フリーゼ", 10, ["ビション・", "フリーゼ"]),
        ("ノンスポーティング", 10, ["ノンスポーティング"]),
        ("Toy Poodle (Toy)", 10, ["Toy Poodle", "(Toy)"]),
        ("weight 2–2,5 kg", 8, ["weight", "2–2,5 kg"]),
        ("AKC und TheDogAPI Nr. 197", 14, ["AKC und", "TheDogAPI Nr.", "197"]),
        ("a\nb c", 10, ["a", "b c"]),
        ("\u{1B}[1mbold\u{1B}[0m words here", 10, ["\u{1B}[1mbold\u{1B}[0m words", "here"]),
        ("犬です。猫です。", 6, ["犬で", "す。猫", "です。"]),
        ("Gewicht 5,5–8 kg", 12, ["Gewicht", "5,5–8 kg"]),
        ("see http://127.0.0.1:80/api/breed/beagle/images", 20, ["see", "http://127.0.0.1:80/api/breed/beagle/images"]),
        ("Exported 2 favorites to /tmp/a-long-folder/exported.json.", 30, ["Exported 2 favorites to", "/tmp/a-long-folder/exported.json."]),
        ("体重 5.5〜8 kg", 8, ["体重", "5.5〜8", "kg"]),
    ] as [(String, Int, [String])])
    func wraps(text: String, width: Int, lines: [String]) {
        #expect(TextWrapping.wrap(text, width: width) == lines)
    }

    @Test(arguments: [
        ("ノンスポーティング・グループ", 22, "ノンスポーティング…"),
        ("ノンスポーティング・グループ", 12, "ノンスポー…"),
        ("Good with young children", 12, "Good with…"),
        ("Supercalifragilistic", 8, "Superca…"),
    ] as [(String, Int, String)])
    func truncatesAtABreak(text: String, width: Int, truncated: String) {
        #expect(DisplayWidth.truncateAtWord(text, to: width) == truncated)
    }
}
