import Testing
@testable import DogCore

/// The filter's line scorer: the ASCII fast path folds and rejects exactly as the full scorer would.
@Suite struct LineScorerTests {
    /// A small deterministic generator, so failures repeat.
    struct Lines {
        var state: UInt64

        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }

        mutating func line(alphabet: [UInt8], length: Int) -> [UInt8] {
            (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
        }

        /// A line of words, fragments and noise, joined by spaces and path punctuation.
        mutating func wordy(_ tokens: [[UInt8]], noise: [UInt8]) -> [UInt8] {
            let separators: [UInt8] = Array(" -_/.".utf8) + [0x09]
            var line: [UInt8] = []
            for _ in 0..<(1 + next() % 5) {
                if !line.isEmpty { line.append(separators[Int(next() % UInt64(separators.count))]) }
                line += next() % 4 == 0 ? self.line(alphabet: noise, length: Int(1 + next() % 6)) : tokens[Int(next() % UInt64(tokens.count))]
            }
            return line
        }
    }

    static let asciiAlphabet: [UInt8] = Array("abcdefghijklmnoprstuvwy GOLDENRTV-_/.\t\r0123456789".utf8) + [0x01, 0x1B, 0x7F]

    @Test(arguments: ["  Golden\tRetriever  ", "HOUND-afghan", "a\r\nb", "", "   ", "x\u{0B}\u{0C}y", "St. Bernard"])
    func asciiFoldingIsTextFolding(line: String) {
        var buffer: [UInt8] = []
        let folded = Array(line.utf8).withUnsafeBufferPointer { TextFolding.foldASCII($0, into: &buffer) }
        #expect(folded)
        #expect(buffer == Array(TextFolding.foldScalars(line).utf8))
    }

    @Test func asciiFoldingMatchesTextFoldingOnGeneratedLines() {
        var generator = Lines(state: 7)
        var buffer: [UInt8] = []
        for _ in 0..<2_000 {
            let line = generator.line(alphabet: Self.asciiAlphabet, length: Int(generator.next() % 40))
            _ = line.withUnsafeBufferPointer { TextFolding.foldASCII($0, into: &buffer) }
            #expect(buffer == Array(TextFolding.foldScalars(String(decoding: line, as: UTF8.self)).utf8), "\(line)")
        }
    }

    @Test func stringFoldingTakesTheASCIIPathWithTheSameResult() {
        var generator = Lines(state: 3)
        for _ in 0..<2_000 {
            let text = String(decoding: generator.line(alphabet: Self.asciiAlphabet, length: Int(generator.next() % 30)), as: UTF8.self)
            #expect(TextFolding.foldASCII(text) == TextFolding.foldScalars(text), "\(text)")
            #expect(TextFolding.squash(text) == TextFolding.squashScalars(text), "\(text)")
        }
        #expect(TextFolding.foldASCII("Frisé") == nil)
        #expect(TextFolding.fold("  Bichon  Frisé ") == "bichon frise")
    }

    @Test func nonASCIILinesTakeTheSlowPath() {
        var buffer: [UInt8] = []
        #expect(!Array("Frisé".utf8).withUnsafeBufferPointer { TextFolding.foldASCII($0, into: &buffer) })
    }

    /// The quick rejection must never drop a line the full scorer matches, on any input.
    @Test(arguments: ["golden", "rtvr", "gold ret", "e", "n0 2", "st.b", "hound-afghan", "frise", "x9", "é"])
    func theScorerAgreesWithTheFullScoreOnEveryLine(query: String) {
        let pattern = SearchPattern(query)
        var scorer = LineScorer(pattern)
        var generator = Lines(state: UInt64(query.utf8.count) &* 31)
        let noise = Self.asciiAlphabet + Array("éÉß".utf8) + [0xFF, 0xC3]
        let tokens = ["golden", "GOLDEN", "Retriever", "gold", "hound", "Afghan", "Frisé", "FRISE", "n02", "St.", "Bernard", "x9", "é", "e"]
            .map { Array($0.utf8) }
        var matched = 0
        for _ in 0..<3_000 {
            let line = generator.wordy(tokens, noise: noise)
            let fast = line.withUnsafeBufferPointer { scorer.score($0) }
            let folded = Array(TextFolding.fold(String(decoding: line, as: UTF8.self)).utf8)
            let full = folded.withUnsafeBufferPointer { pattern.score(folded: $0, allowTypos: false) }
            #expect(fast == full, "\(line)")
            if fast != nil { matched += 1 }
        }
        #expect(matched > 30, "the generated lines include matches for \(query)")
    }

    @Test func typosAreLeftToTheShell() {
        var scorer = LineScorer(SearchPattern("labardor"))
        let line = Array("labrador".utf8)
        #expect(line.withUnsafeBufferPointer { scorer.score($0) } == nil)
        #expect(SearchPattern("labardor").score("labrador")?.tier == .typo)
    }

    @Test func wordsBreakAtPathPunctuation() {
        var scorer = LineScorer(SearchPattern("golden"))
        let path = Array("breeds/retriever-golden/n02099601_100.jpg".utf8)
        #expect(path.withUnsafeBufferPointer { scorer.score($0) }?.tier == .wordPrefix)
        var numbers = LineScorer(SearchPattern("100"))
        #expect(path.withUnsafeBufferPointer { numbers.score($0) }?.tier == .wordPrefix)
    }
}

