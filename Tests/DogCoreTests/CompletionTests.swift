import Testing
@testable import DogCore

@Suite struct CompletionTests {
    static func texts(_ line: String, on navigator: Navigator = Fixtures.atRoot()) -> [String] {
        Completer.complete(line, context: CompletionContext(navigator)).candidates.map(\.text)
    }

    @Test(arguments: [
        ("ope", ["open"]),
        ("hel", ["help"]),
        ("fa", ["fav", "favs", "favorite", "favorites"]),
        ("rtvr", []),
        ("fwd", ["forward"]),
        ("q", ["q", "quit"]),
        ("zzz", []),
    ])
    func firstWordCompletesCommands(line: String, expected: [String]) {
        #expect(Self.texts(line) == expected)
    }

    @Test func emptyLineOffersEveryCommandThatApplies() {
        let onFavorites = Self.texts("", on: Fixtures.onFavorites(Fixtures.someFavorites))
        #expect(onFavorites.contains("unfav"))
        #expect(!onFavorites.contains("fav"), "fav does not apply on the favorites screen")
        #expect(Self.texts("").contains("fav"))
    }

    @Test(arguments: [
        ("open lab", ["labrador"]),
        ("open afg", ["afghan hound"]),
        ("open gold", ["golden retriever"]),
        ("cd pu", ["pug"]),
        ("open hound ", ["afghan", "basset"]),
        ("open hound b", ["basset"]),
        ("help fa", ["fav", "favorites"]),
        ("favorites ex", ["export"]),
        ("ls ", ["1", "2", "3"]),
        ("back ", []),
        ("nosuch x", []),
        ("open labrador; open pu", ["pug"]),
        ("open afghan h", ["afghan hound"]),
        ("open golden  re", ["golden retriever"]),
        ("info german sh", ["germanshepherd"]),
    ])
    func argumentsCompleteFromTheirSource(line: String, expected: [String]) {
        #expect(Self.texts(line) == expected)
    }

    @Test func rowsCompleteWithWhatTheyShow() {
        let completion = Completer.complete("unfav ", context: CompletionContext(Fixtures.onFavorites(Fixtures.someFavorites)))
        #expect(completion.source == .rows)
        #expect(completion.candidates == [CompletionCandidate("1", detail: "1.jpg"), CompletionCandidate("2", detail: "Pug", ref: Fixtures.pug)])
    }

    @Test func favoritesComeFirstOnTheFavoritesScreen() {
        let texts = Self.texts("open ", on: Fixtures.onFavorites(Fixtures.someFavorites))
        #expect(Array(texts.prefix(2)) == ["pug", "afghan hound"])
        #expect(Set(texts).count == texts.count)
    }

    @Test func pathsAreLeftToTheTerminal() {
        let completion = Completer.complete("favorites export ~/do", context: CompletionContext(Fixtures.atRoot()))
        #expect(completion.source == .paths)
        #expect(completion.partial == "~/do")
        #expect(completion.candidates.isEmpty)
    }

    @Test func backCompletesHowManyScreensWithTheBreedEachReaches() {
        var navigator = Fixtures.atRoot()
        _ = navigator.handle(.commandEntered("open hound; open afghan; favorites"))
        for statement in ["open hound", "open afghan", "favorites"] { _ = navigator.handle(.commandEntered(statement)) }
        let completion = Completer.complete("back ", context: CompletionContext(navigator))
        #expect(completion.source == .crumbs)
        #expect(completion.candidates == [
            CompletionCandidate("1", detail: "Afghan Hound", ref: Fixtures.afghan), CompletionCandidate("2", detail: "Hound", ref: Fixtures.hound),
            CompletionCandidate("3"),
        ])
    }

    @Test func quotedWordsCompleteAsTheParserReadsThem() {
        let quoted = Completer.complete("open \"afg", context: CompletionContext(Fixtures.atRoot()))
        #expect(quoted.partial == "\"afg", "the typed text, quote and all, is what a candidate replaces")
        #expect(quoted.candidates.map(\.text) == ["afghan hound"])
        #expect(Self.texts("open 'golden' re") == ["golden retriever"])
        #expect(Self.texts("open pug # lab").isEmpty, "nothing completes in a comment")
        #expect(Self.texts("search 'a;b'; open pu") == ["pug"], "a quoted ; does not end the statement")
    }

    @Test func multiWordPhrasesReplaceEveryWordTyped() {
        let completion = Completer.complete("open golden  re", context: CompletionContext(Fixtures.atRoot()))
        #expect(completion.partial == "golden  re")
        #expect(completion.source == .breeds)
    }
}
