import DogCore
import DogServices
import Foundation
import Testing
@testable import DogRuntime

/// `dogsh filter`'s engine: breed queries ranked sensibly, lines passed through byte for byte.
@Suite struct LineFilterTests {
    /// Every breed and sub-breed of the embedded catalog in dog.ceo's breed-first form, one per line.
    static let identifiers: [UInt8] = {
        let catalog = (try? EmbeddedCatalog.load().catalog)?.allBreeds ?? []
        return Array(catalog.map(\.ref.identifier).joined(separator: "\n").utf8) + [0x0A]
    }()

    static func lines(_ output: [UInt8]) -> [String] {
        String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(arguments: [
        ("golden", "retriever golden"), ("rtvr", "retriever"), ("lab", "labrador"), ("labrador", "labrador"),
        ("afghan", "hound afghan"), ("afghan hound", "hound afghan"), ("hound afghan", "hound afghan"),
        ("shiba", "shiba"), ("pug", "pug"), ("husky", "husky"), ("german shep", "germanshepherd"),
        ("toy poodle", "poodle toy"), ("min poodle", "poodle miniature"), ("french bull", "bulldog french"),
        ("bull french", "bulldog french"), ("yorkshire", "terrier yorkshire"), ("yorkie", "terrier yorkshire"),
        ("west highland", "terrier westhighland"), ("giant schn", "schnauzer giant"), ("great dane", "dane great"),
        ("tibetan mastiff", "mastiff tibetan"), ("cocker", "spaniel cocker"), ("cocker spaniel", "spaniel cocker"),
        ("border collie", "collie border"), ("st bernard", "stbernard"), ("St. Bernard", "stbernard"),
        ("irish setter", "setter irish"), ("curly", "retriever curly"), ("shepherd australian", "australian shepherd"),
        ("RIDGEBACK", "ridgeback"), ("chesa", "retriever chesapeake"), ("flat coated", "retriever flatcoated"),
        ("boston", "bulldog boston"), ("italian grey", "greyhound italian"), ("wolfhound irish", "wolfhound irish"),
    ])
    func breedQueriesPutTheExpectedBreedFirst(query: String, top: String) {
        let (output, matches) = LineFilter(query: query, limit: 1).run(Self.identifiers)
        #expect(matches >= 1)
        #expect(Self.lines(output) == [top])
    }

    @Test func rtvrFindsTheRetrieversAndNothingElse() {
        let (output, _) = LineFilter(query: "rtvr").run(Self.identifiers)
        let lines = Self.lines(output)
        #expect(lines.count >= 5)
        #expect(lines.allSatisfy { $0.hasPrefix("retriever") })
    }

    @Test func resultsAreBestFirstThenInInputOrder() {
        let input = Array("zebra golden\ngolden\nthe golden one\ngoldens\ngolden\n".utf8)
        let (output, matches) = LineFilter(query: "golden", printScore: true).run(input)
        #expect(matches == 5)
        #expect(Self.lines(output) == [
            "exact 0\tgolden", "exact 0\tgolden", "prefix 1\tgoldens", "wordPrefix 14\tzebra golden", "wordPrefix 16\tthe golden one",
        ])
        let limited = LineFilter(query: "golden", limit: 2).run(input)
        #expect(Self.lines(limited.output) == ["golden", "golden"])
        #expect(limited.matches == 5, "the count is of all matches, the output is capped")
    }

    @Test func linesComeBackByteForByte() {
        let invalid: [UInt8] = [0xFF, 0xFE] + Array(" golden \u{1B}[31m".utf8) + [0xC3]
        let input = invalid + [0x0A] + Array("no match\r\ngolden\r\nlast golden".utf8)
        let (output, matches) = LineFilter(query: "golden").run(input)
        #expect(matches == 3)
        #expect(output == Array("golden\r\n".utf8) + Array("last golden\n".utf8) + invalid + [0x0A],
                "invalid UTF-8, escapes and carriage returns are passed through untouched; a last line without a newline gets one")
    }

    @Test(arguments: ["", "   "])
    func anEmptyQueryPassesEveryLineInOrder(query: String) {
        let (output, matches) = LineFilter(query: query).run(Array("b\na\n\nc".utf8))
        #expect(matches == 4)
        #expect(output == Array("b\na\n\nc\n".utf8))
    }

    @Test func nothingMatchingIsZeroMatchesAndNoOutput() {
        #expect(LineFilter(query: "zzzz").run(Self.identifiers) == ([], 0))
        #expect(LineFilter(query: "golden").run([]) == ([], 0))
    }

    @Test func aLargeInputScoredOnEveryCoreRanksAsOneThreadWould() {
        var lines: [String] = []
        var generator = SeededGenerator(seed: 11)
        let words = ["retriever", "golden", "hound", "afghan", "terrier", "gold", "n02099601", "jpg"]
        for _ in 0..<(LineFilter.parallelThreshold * 2 + 17) {
            lines.append((0..<3).map { _ in words.randomElement(using: &generator)! }.joined(separator: "/"))
        }
        let input = Array(lines.joined(separator: "\n").utf8)
        let (output, matches) = LineFilter(query: "gold ret").run(input)
        let pattern = SearchPattern("gold ret")
        let expected = lines.enumerated()
            .compactMap { index, line in pattern.score(folded: Array(TextFolding.fold(line).utf8)).map { ($0, index, line) } }
            .filter { $0.0.tier != .typo }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            .map(\.2)
        #expect(matches == expected.count)
        #expect(Self.lines(output) == expected)
    }
}
