import DogCore
import Testing
@testable import DogTerminal

/// The ASCII and scalar fast paths of display width and wrapping agree with the grapheme paths.
@Suite struct TextFastPathTests {
    /// 3,000 texts of up to `maximumLength` scalars drawn from an alphabet, the same on every run.
    static func generatedTexts(_ alphabet: String, maximumLength: Int, seed: UInt64) -> [String] {
        let scalars = Array(alphabet.unicodeScalars)
        var generator = SeededGenerator(seed: seed)
        return (0..<3_000).map { _ in
            var text = ""
            for _ in 0..<Int.random(in: 0..<maximumLength, using: &generator) {
                text.unicodeScalars.append(scalars.randomElement(using: &generator)!)
            }
            return text
        }
    }

    @Test func asciiWidthMatchesTheGraphemeWidthOnGeneratedText() {
        for text in Self.generatedTexts("ab Z9[m;~\u{1B}\u{1B}\t\r\n\u{7F}\u{01}", maximumLength: 24, seed: 5) {
            #expect(DisplayWidth.ofASCII(text) == DisplayWidth.ofCharacters(text), "\(Array(text.utf8))")
        }
    }

    /// Painted text as the renderer makes it: runs of letters, punctuation and marks between colour escapes.
    ///
    /// A run after an escape starts with a letter: a mark right after `m` would, as a grapheme,
    /// hide the escape's end, a case the renderer never produces.
    @Test func scalarWidthMatchesTheGraphemeWidthOnGeneratedText() {
        let alphabet = Array("aé·–›…×\u{301}\u{200B}\u{AD}1 ü\u{2014}".unicodeScalars)
        var generator = SeededGenerator(seed: 9)
        func next() -> Int {
            Int(generator.next() >> 33)
        }
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<(next() % 4) {
                if next() % 3 == 0 { text += "\u{1B}[1m" }
                text += "a"
                for _ in 0..<(next() % 8) { text.unicodeScalars.append(alphabet[next() % alphabet.count]) }
            }
            #expect(DisplayWidth.ofScalars(text) == DisplayWidth.ofCharacters(text), "\(text.unicodeScalars.map(\.value))")
        }
        #expect(DisplayWidth.ofScalars("柴犬") == nil)
        #expect(DisplayWidth.ofScalars("❤\u{FE0F}") == nil)
    }

    @Test(arguments: [("dogsh", 5), ("\u{1B}[1mdogsh\u{1B}[0m> ", 7), ("柴犬", 4), ("Frisé", 5), ("", 0)])
    func widths(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }
}
