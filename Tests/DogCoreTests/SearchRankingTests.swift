import Testing
@testable import DogCore

@Suite struct SearchRankingTests {
    @Test(arguments: [
        ("labrador", "labrador", MatchTier.exact),
        ("Labrador", "labrador", .exact),
        ("german shepherd", "germanshepherd", .exact),
        ("st. bernard", "stbernard", .exact),
        ("frise", "frisé", .exact),
        ("lab", "labrador", .prefix),
        ("germansh", "german shepherd", .prefix),
        ("golden", "retriever golden", .wordPrefix),
        ("gold ret", "golden retriever", .wordPrefix),
        ("ret gold", "golden retriever", .wordPrefix),
        ("rtvr", "retriever golden", .subsequence),
        ("opn", "opening", .subsequence),
        ("opn", "open", .oneEdit),
        ("labardor", "labrador", .oneEdit),
        ("pugg", "pug", .oneEdit),
        ("pgu", "pug", .oneEdit),
        ("huksy", "husky", .oneEdit),
        ("golden retreiver", "golden retriever", .oneEdit),
        ("labardor", "labradoodle", .typo),
        ("retreiver", "retriever golden", .typo),
        ("pomeranean", "pomeranians", .typo),
        ("シェパード", "ジャーマン・シェパード・ドッグ", .wordPrefix),
        ("ェパ", "ジャーマン・シェパード・ドッグ", .subsequence),
        ("柴", "柴犬", .prefix),
    ])
    func tiers(query: String, candidate: String, tier: MatchTier) {
        #expect(SearchPattern(query).score(candidate)?.tier == tier)
    }

    @Test(arguments: [
        ("xyz", "labrador"),
        ("pug", "beagle"),
        ("ab", "ba"),
        ("", "labrador"),
        ("   ", "labrador"),
        ("柴", "犬"),
        ("ぁ", "ああ"),
        ("foo", "fox terrier"),
        ("dgo", "eskimo dog"),
    ])
    func misses(query: String, candidate: String) {
        #expect(SearchPattern(query).score(candidate) == nil)
    }

    @Test func betterTiersAndTighterMatchesRankFirst() {
        let pattern = SearchPattern("lab")
        let exact = SearchPattern("labrador").score("labrador")!
        let short = pattern.score("labrador")!, long = pattern.score("labradoodle")!
        #expect(exact < short)
        #expect(short < long)
        let tight = SearchPattern("rtr").score("retro")!, loose = SearchPattern("rtr").score("rabbit rover")!
        #expect(tight.tier == .subsequence && loose.tier == .subsequence)
        #expect(tight < loose)
    }

    @Test(arguments: [
        ("golden", Fixtures.golden),
        ("afghan hound", Fixtures.afghan),
        ("hound afghan", Fixtures.afghan),
        ("german shepherd", Fixtures.germanshepherd),
        ("labrador", Fixtures.labrador),
        ("basset", Fixtures.basset),
        ("pg", Fixtures.pug),
    ])
    func catalogSearchTopResult(query: String, expected: BreedRef) {
        #expect(BreedSearch.search(query, in: Fixtures.catalog).results.first?.ref == expected)
    }

    /// Pug, Puggle, Beagle and Cattledog: short names with longer names that start like them.
    static let shortNames = Catalog(
        breeds: ["pug", "puggle", "beagle", "cattledog"].map { Breed(ref: BreedRef($0), displayName: $0, imageCount: 0) },
        sourceName: "short names"
    )

    @Test(arguments: [
        ("pugg", ["pug", "puggle"] as [String], ["pug", "puggle"] as [String]),
        ("pgu", [], ["pug"]),
        ("bagle", ["beagle"], ["beagle"]),
        ("cat", ["cattledog"], []),
        ("pu", ["pug", "puggle"], []),
    ])
    func oneSlipRanksBeforeLongerNames(query: String, results: [String], offered: [String]) {
        let outcome = BreedSearch.search(query, in: Self.shortNames)
        let listed: [SearchHit] = outcome.results.isEmpty ? outcome.suggestions : outcome.results
        #expect(outcome.results.map(\.ref.phrase) == results)
        #expect(listed.map(\.ref.phrase) == (results.isEmpty ? offered : results))
        #expect(BreedSearch.suggestions(for: [query], in: Self.shortNames).map(\.ref.phrase) == offered)
    }

    @Test(arguments: [
        (TypoMatching.none, MatchTier?.none, MatchTier?.none),
        (.oneEdit, .oneEdit, nil),
        (.whole, .oneEdit, .typo),
    ])
    func typoMatchingBoundsTheTiers(typos: TypoMatching, oneSlip: MatchTier?, prefixSlips: MatchTier?) {
        #expect(SearchPattern("pugg").score("pug", typos: typos)?.tier == oneSlip)
        #expect(SearchPattern("labardor").score("labradoodle", typos: typos)?.tier == prefixSlips)
    }

    @Test(arguments: [
        ("retreiver", "golden retriever", TypoMatching.wholeAndWords, MatchTier?.some(.typo)),
        ("retreiver", "golden retriever", .whole, nil),
    ])
    func wordsTakePartOnlyWhenAsked(query: String, candidate: String, typos: TypoMatching, tier: MatchTier?) {
        #expect(SearchPattern(query).score(candidate, typos: typos)?.tier == tier)
    }

    @Test(arguments: [(0, 0), (2, 0), (3, 1), (4, 1), (5, 2), (8, 2), (9, 3), (20, 3)])
    func typoLimitGrowsWithLength(length: Int, limit: Int) {
        #expect(SearchPattern.typoLimit(forLength: length) == limit)
    }

    @Test func retrieverQueriesFindEveryRetriever() {
        let refs = BreedSearch.search("rtvr", in: Fixtures.catalog).results.map(\.ref)
        #expect(Set(refs) == [Fixtures.retriever, Fixtures.golden, Fixtures.labrador])
    }

    @Test func typosBecomeSuggestionsOnlyWhenNothingMatches() {
        let outcome = BreedSearch.search("labardro", in: Fixtures.catalog)
        #expect(outcome.results.isEmpty)
        #expect(outcome.suggestions.map(\.ref) == [Fixtures.labrador])
        #expect(BreedSearch.search("lab", in: Fixtures.catalog).suggestions.isEmpty)
        #expect(BreedSearch.search("qqqqqq", in: Fixtures.catalog) == SearchOutcome(results: [], suggestions: []))
    }

    @Test(arguments: [
        ("kitten", "sitting", 3, 3),
        ("labardor", "labrador", 2, 1),
        ("ab", "ba", 1, 1),
        ("abc", "abc", 0, 0),
        ("", "abc", 3, 3),
    ])
    func editDistance(a: String, b: String, limit: Int, expected: Int) {
        #expect(EditDistance.distance(Array(a.utf8)[...], Array(b.utf8)[...], limit: limit) == expected)
    }

    /// The one-pass check agrees with the distance table on every pair of short strings over a small alphabet.
    @Test func oneEditCheckAgreesWithTheDistanceTable() {
        var words: [[UInt8]] = [[]]
        for _ in 0..<4 { words += words.filter { $0.count == words.last!.count }.flatMap { word in Array("abc".utf8).map { word + [$0] } } }
        for a in words {
            for b in words {
                let table = EditDistance.distance(a[...], b[...], limit: 1) == 1
                let onePass = a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { EditDistance.isOneEdit(a, $0) } }
                #expect(onePass == table, "\(String(decoding: a, as: UTF8.self)) and \(String(decoding: b, as: UTF8.self))")
            }
        }
    }

    @Test func editDistanceGivesUpBeyondTheLimit() {
        #expect(EditDistance.distance(Array("kitten".utf8)[...], Array("sitting".utf8)[...], limit: 2) == nil)
        #expect(EditDistance.distance(Array("a".utf8)[...], Array("abcdef".utf8)[...], limit: 3) == nil)
    }
}
