import DogCore
import Testing
@testable import DogServices

/// Held-out typos of real breed names against the full embedded catalog: where the intended breed
/// ranks in `search` and in `open`'s "did you mean". They set `SearchPattern.typoLimit`; none of
/// them is tuned into the scorer.
@Suite struct TypoRankingTests {
    static let catalog = try! EmbeddedCatalog.load().catalog

    /// A typo, the breed meant (its phrase), and the rank it must reach in `search`'s list (results,
    /// or suggestions when nothing matched) and in `open`'s suggestions; nil when it is not offered.
    struct Typo: CustomTestStringConvertible, Sendable {
        let typed: String
        let meant: String
        let searchRank: Int?
        let openRank: Int?
        var testDescription: String { "\(typed) → \(meant)" }
        init(_ typed: String, _ meant: String, search searchRank: Int?, open openRank: Int?) {
            (self.typed, self.meant, self.searchRank, self.openRank) = (typed, meant, searchRank, openRank)
        }
    }

    static let typos: [Typo] = [
        // Transpositions.
        Typo("pgu", "pug", search: 1, open: 1),
        Typo("huksy", "husky", search: 1, open: 1),
        Typo("labardor", "labrador", search: 1, open: 1),
        Typo("bulldgo", "bulldog", search: 1, open: 1),
        Typo("boxre", "boxer", search: 1, open: 1),
        Typo("akiat", "akita", search: 1, open: 1),
        Typo("dlamatian", "dalmatian", search: 1, open: 1),
        Typo("samyoed", "samoyed", search: 1, open: 1),
        // Dropped letters.
        Typo("bagle", "beagle", search: 1, open: 1),
        Typo("dalmatin", "dalmatian", search: 1, open: 1),
        Typo("chihuhua", "chihuahua", search: 1, open: 1),
        Typo("schnauzr", "schnauzer", search: 1, open: 1),
        Typo("whipet", "whippet", search: 1, open: 1),
        Typo("malamte", "malamute", search: 1, open: 1),
        Typo("rotweiler", "rottweiler", search: 1, open: 1),
        // Doubled letters.
        Typo("pugg", "pug", search: 1, open: 1),
        Typo("beaggle", "beagle", search: 1, open: 1),
        Typo("boxxer", "boxer", search: 1, open: 1),
        Typo("maltesse", "maltese", search: 1, open: 1),
        Typo("dingoo", "dingo", search: 1, open: 1),
        // Neighbouring keys.
        Typo("poofle", "poodle", search: 1, open: 1),
        Typo("vizsls", "vizsla", search: 1, open: 1),
        Typo("hisky", "husky", search: 1, open: 1),
        Typo("collue", "collie", search: 1, open: 1),
        Typo("saluli", "saluki", search: 1, open: 1),
        Typo("borzoo", "borzoi", search: 1, open: 1),
        Typo("greyhoumd", "greyhound", search: 1, open: 1),
        // Two or three slips in a longer name.
        Typo("dashund", "dachshund", search: 1, open: 1),
        Typo("rotwiler", "rottweiler", search: 1, open: 1),
        Typo("chiuaua", "chihuahua", search: 1, open: 1),
        Typo("pommeranean", "pomeranian", search: 1, open: 1),
        Typo("pembrook welsh corgy", "pembroke", search: 1, open: 1),
        // Spelt as heard.
        Typo("daschund", "dachshund", search: nil, open: nil),
        Typo("chiwawa", "chihuahua", search: nil, open: nil),
        Typo("pomeranean", "pomeranian", search: 1, open: 1),
        Typo("grayhound", "greyhound", search: 1, open: 1),
        Typo("shitzu", "shihtzu", search: 1, open: 1),
        Typo("dalmation", "dalmatian", search: 1, open: 1),
        Typo("weimeraner", "weimaraner", search: 1, open: 1),
        Typo("pekingese", "pekinese", search: 1, open: 1),
        Typo("shnauzer", "schnauzer", search: 1, open: 1),
        Typo("keeshound", "keeshond", search: 1, open: 1),
        Typo("golden retreiver", "golden retriever", search: 1, open: 1),
        Typo("german shepard", "germanshepherd", search: 1, open: 1),
        // One word alone, two slips from a word of a display name (found by a new user's trial).
        Typo("shepard", "germanshepherd", search: 1, open: 1),
        Typo("terriar", "terrier", search: 1, open: 1),
        Typo("yorkshire terier", "yorkshire terrier", search: 1, open: 1),
    ]

    /// Words near no breed: nothing is suggested for them, by `open` or by `search`.
    static let nonsense = ["foo", "dog", "xyzzy", "cat", "qwerty", "hello", "zzz", "banana", "bananas", "keyboard", "elephant"]

    @Test(arguments: typos)
    func intendedBreedRanks(typo: Typo) {
        let outcome = BreedSearch.search(typo.typed, in: Self.catalog)
        let listed = (outcome.results.isEmpty ? outcome.suggestions : outcome.results).map(\.ref.phrase)
        let offered = BreedSearch.suggestions(for: typo.typed.split(separator: " ").map(String.init), in: Self.catalog).map(\.ref.phrase)
        #expect(listed.firstIndex(of: typo.meant).map { $0 + 1 } == typo.searchRank, "search lists \(listed.prefix(5))")
        #expect(offered.firstIndex(of: typo.meant).map { $0 + 1 } == typo.openRank, "open offers \(offered)")
    }

    /// A slip of a word many breeds share offers every one of them on the search screen, as the word itself finds them.
    @Test func aSearchScreenOffersEveryBreedAWordSlipWasMeantFor() {
        let screen = SearchScreen(query: "retreiver", catalog: Self.catalog, pageSize: 20)
        let found = SearchScreen(query: "retriever", catalog: Self.catalog, pageSize: 20)
        #expect(screen.results.isEmpty)
        #expect(Set(screen.suggestions.map(\.ref)) == Set(found.results.map(\.ref)), "\(screen.suggestions.map(\.displayName))")
        #expect(found.results.count == 6)
    }

    @Test(arguments: nonsense)
    func nonsenseSuggestsNothing(word: String) {
        #expect(BreedSearch.suggestions(for: [word], in: Self.catalog).isEmpty)
        #expect(BreedSearch.search(word, in: Self.catalog).suggestions.isEmpty)
    }
}
