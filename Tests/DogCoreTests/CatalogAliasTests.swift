import Testing
@testable import DogCore

/// Names in other languages are loaded only when a name is not an identifier, phrase or display name.
@Suite struct LazyAliasTests {
    /// Counts how often the alias table is asked for.
    final class Calls: Sendable {
        let count = Locked(0)
    }

    static func catalog(counting calls: Calls) -> Catalog {
        Fixtures.catalog.addingAliases {
            calls.count.withLock { $0 += 1 }
            return [BreedRef("hound", "afghan"): ["Afghanischer Windhund"], BreedRef("labrador"): ["Labrador Retriever", "ラブラドール"]]
        }
    }

    @Test func openingByIdentifierOrDisplayNameNeverLoadsTheTable() {
        let calls = Calls()
        let catalog = Self.catalog(counting: calls)
        #expect(catalog.resolve(["labrador"]) == BreedRef("labrador"))
        #expect(catalog.resolve(["afghan", "hound"]) == BreedRef("hound", "afghan"))
        #expect(calls.count.withLock { $0 } == 0)
    }

    @Test func anAliasLoadsTheTableOnceAndResolves() throws {
        let calls = Calls()
        let catalog = Self.catalog(counting: calls)
        #expect(catalog.resolve(["afghanischer", "windhund"]) == BreedRef("hound", "afghan"))
        #expect(catalog.resolve(["ラブラドール"]) == BreedRef("labrador"))
        #expect(catalog.resolve(["nothing"]) == nil)
        #expect(calls.count.withLock { $0 } == 1)
        let labrador = try #require(catalog.breed(BreedRef("labrador")))
        #expect(catalog.aliases(of: labrador) == ["ラブラドール"], "the display name is not repeated as an alias")
    }

    @Test func searchFindsBreedsByTheirAliases() {
        let calls = Calls()
        let outcome = BreedSearch.search("afghanischer", in: Self.catalog(counting: calls))
        #expect(outcome.results.first?.ref == BreedRef("hound", "afghan"))
        #expect(calls.count.withLock { $0 } == 1)
    }

    /// A word that starts only a name in another language suggests that breed, as search finds it:
    /// `open schäf` suggested schnauzer, two slips away, while `search schäf` found the German Shepherd.
    @Test func aWordOfANameInAnotherLanguageIsSuggested() {
        let catalog = Fixtures.catalog.addingAliases { [Fixtures.germanshepherd: ["Deutscher Schäferhund"]] }
        #expect(BreedSearch.suggestions(for: ["schäf"], in: catalog).map(\.ref) == [Fixtures.germanshepherd])
        #expect(BreedSearch.suggestions(for: ["deutscher", "sch"], in: catalog).map(\.ref) == [Fixtures.germanshepherd])
        #expect(BreedSearch.suggestions(for: ["labrdor"], in: catalog).map(\.ref) == [Fixtures.labrador], "a slip is still a slip")
        #expect(BreedSearch.suggestions(for: ["häf"], in: catalog).isEmpty, "the middle of a word suggests nothing")
    }
}
