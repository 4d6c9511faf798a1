import Testing
@testable import DogCore

/// The filter's line scorer: the ASCII fast path folds and rejects exactly as the full scorer would.
@Suite struct LineScorerTests {
    /// Generated lines from a seeded generator, so failures repeat.
    struct Lines {
        var generator: SeededGenerator

        init(seed: UInt64) {
            generator = SeededGenerator(seed: seed)
        }

        mutating func line(alphabet: [UInt8], maximumLength: Int) -> [UInt8] {
            (0..<Int.random(in: 0..<maximumLength, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        }

        /// A line of words, fragments and noise, joined by spaces and path punctuation.
        mutating func wordy(_ tokens: [[UInt8]], noise: [UInt8]) -> [UInt8] {
            let separators: [UInt8] = Array(" -_/.".utf8) + [0x09]
            var line: [UInt8] = []
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                if !line.isEmpty { line.append(separators.randomElement(using: &generator)!) }
                line += Bool.random(using: &generator) && Bool.random(using: &generator)
                    ? self.line(alphabet: noise, maximumLength: 7) : tokens.randomElement(using: &generator)!
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
        var generator = Lines(seed: 7)
        var buffer: [UInt8] = []
        for _ in 0..<2_000 {
            let line = generator.line(alphabet: Self.asciiAlphabet, maximumLength: 40)
            _ = line.withUnsafeBufferPointer { TextFolding.foldASCII($0, into: &buffer) }
            #expect(buffer == Array(TextFolding.foldScalars(String(decoding: line, as: UTF8.self)).utf8), "\(line)")
        }
    }

    @Test func stringFoldingTakesTheASCIIPathWithTheSameResult() {
        var generator = Lines(seed: 3)
        for _ in 0..<2_000 {
            let text = String(decoding: generator.line(alphabet: Self.asciiAlphabet, maximumLength: 30), as: UTF8.self)
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
        var generator = Lines(seed: UInt64(query.utf8.count) &* 31)
        let noise = Self.asciiAlphabet + Array("éÉß".utf8) + [0xFF, 0xC3]
        let tokens = ["golden", "GOLDEN", "Retriever", "gold", "hound", "Afghan", "Frisé", "FRISE", "n02", "St.", "Bernard", "x9", "é", "e"]
            .map { Array($0.utf8) }
        var matched = 0
        for _ in 0..<3_000 {
            let line = generator.wordy(tokens, noise: noise)
            let fast = line.withUnsafeBufferPointer { scorer.score($0) }
            let folded = Array(TextFolding.fold(String(decoding: line, as: UTF8.self)).utf8)
            let full = folded.withUnsafeBufferPointer { pattern.score(folded: $0, typos: .none) }
            #expect(fast == full, "\(line)")
            if fast != nil { matched += 1 }
        }
        #expect(matched > 30, "the generated lines include matches for \(query)")
    }

    @Test func typosAreLeftToTheShell() {
        var scorer = LineScorer(SearchPattern("labardor"))
        let line = Array("labrador".utf8)
        #expect(line.withUnsafeBufferPointer { scorer.score($0) } == nil)
        #expect(SearchPattern("labardor").score("labrador")?.tier == .oneEdit)
    }

    @Test func wordsBreakAtPathPunctuation() {
        var scorer = LineScorer(SearchPattern("golden"))
        let path = Array("breeds/retriever-golden/n02099601_100.jpg".utf8)
        #expect(path.withUnsafeBufferPointer { scorer.score($0) }?.tier == .wordPrefix)
        var numbers = LineScorer(SearchPattern("100"))
        #expect(path.withUnsafeBufferPointer { numbers.score($0) }?.tier == .wordPrefix)
    }
}

