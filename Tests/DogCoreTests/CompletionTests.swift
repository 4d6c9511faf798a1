import Testing
@testable import DogCore

@Suite struct CompletionTests {
    static func texts(_ line: String, on coordinator: Coordinator = Fixtures.atRoot()) -> [String] {
        Completer.complete(line, context: CompletionContext(coordinator)).candidates.map(\.text)
    }

    @Test(arguments: [
        ("ope", ["open"]),
        ("hel", ["help"]),
        ("fa", ["fav", "favs", "favorite", "favorites"]),
        ("rtvr", []),
        ("fwd", []),
        ("q", ["q", "quit"]),
        ("zzz", []),
    ])
    func firstWordCompletesCommands(line: String, expected: [String]) {
        #expect(Self.texts(line) == expected)
    }

    @Test func emptyLineOffersEveryCommandThatApplies() {
        let onFavorites = Self.texts("", on: Fixtures.onFavorites(Fixtures.someFavorites))
        #expect(onFavorites.contains("unfav") && onFavorites.contains("fav"), "fav takes a name on the favorites screen too")
        #expect(Self.texts("").contains("fav"))
        #expect(!Self.texts("").contains("grid"), "grid does not apply on the breeds list")
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
        ("ls ", ["1", "2", "3", "--images"]),
        ("back ", []),
        ("nosuch x", []),
        ("open labrador; open pu", ["pug"]),
        ("open afghan h", ["afghan hound"]),
        ("open golden  re", ["golden retriever"]),
        ("info german sh", ["germanshepherd"]),
        ("fav gold", ["golden retriever"]),
        ("unfav afghan h", []),
    ])
    func argumentsCompleteFromTheirSource(line: String, expected: [String]) {
        #expect(Self.texts(line) == expected)
    }

    @Test func rowsCompleteWithWhatTheyShow() {
        let completion = Completer.complete("copy ", context: CompletionContext(Fixtures.onFavorites(Fixtures.someFavorites)))
        #expect(completion.source == .rows)
        #expect(completion.candidates == [
            CompletionCandidate("1", .completionRowBreedImage, ["breed": .breed(Fixtures.afghan, fallback: "Afghan Hound"), "file": "1.jpg"]),
            CompletionCandidate("2", detail: "Pug", ref: Fixtures.pug),
        ])
        let onPug = Completer.complete("copy ", context: CompletionContext(Fixtures.onBreed(Fixtures.pug)))
        #expect(onPug.candidates.first == CompletionCandidate("1", .completionRowImage, ["file": "1.jpg"]), "on the breed's own screen, the file says enough")
    }

    /// Where a breed or a row is meant (`fav`, `show`, `info`, `open`), Tab offers both:
    /// breeds by name, then the screen's rows by number.
    @Test(arguments: ["fav", "show", "info"])
    func aBreedOrARowCompletesBoth(command: String) {
        let coordinator = Fixtures.onFavorites(Fixtures.someFavorites)
        let completion = Completer.complete(command + " ", context: CompletionContext(coordinator))
        #expect(completion.source == .breeds)
        let texts = completion.candidates.map(\.text)
        #expect(Array(texts.prefix(2)) == ["pug", "afghan hound"], "favorites first on the favorites screen")
        #expect(Array(texts.suffix(2)) == ["1", "2"], "then the rows")
        #expect(Set(texts).isSuperset(of: Fixtures.catalog.allBreeds.map(\.ref.phrase)))
        #expect(Self.texts(command + " pu", on: coordinator) == ["pug"])
    }

    /// `unfav` can only remove a favorite, so Tab offers the favorites by name, then the rows that
    /// are favorites; with none, nothing at all (it offered every breed in the catalog, then every
    /// picture of a breed's screen, and `unfav 7` failed).
    @Test func unfavOffersOnlyTheFavorites() {
        let coordinator = Fixtures.onFavorites(Fixtures.someFavorites)
        let completion = Completer.complete("unfav ", context: CompletionContext(coordinator))
        #expect(completion.source == .favoriteBreeds)
        #expect(completion.candidates.map(\.text) == ["pug", "1", "2"], "a picture of the Afghan Hound is a favorite, the breed is not")
        #expect(Self.texts("unfav afghan h", on: coordinator).isEmpty)
        #expect(Self.texts("unfav afghan h", on: Fixtures.onFavorites([Favorite(breed: Fixtures.afghan)])) == ["afghan hound"])
        #expect(Self.texts("unfav gold", on: coordinator).isEmpty)
        #expect(Self.texts("unfav ").isEmpty, "no favorites: nothing to remove")
        #expect(Self.texts("unfav ", on: Fixtures.atRoot(favorites: [Favorite(breed: Fixtures.labrador)])) == ["labrador", "3"], "the row of the favorite breed")
        let pictureOfPug = Favorite(image: Fixtures.image(Fixtures.pug, 2))
        #expect(Self.texts("unfav ", on: Fixtures.onBreed(Fixtures.pug, favorites: [pictureOfPug])) == ["2"], "the row of the favorite picture")
    }

    @Test func favAtTheBreedsListOffersBreedsAndRows() {
        let texts = Self.texts("fav ")
        #expect(Array(texts.suffix(5)) == ["1", "2", "3", "4", "5"])
        #expect(texts.contains("golden retriever") && texts.contains("pug"))
    }

    @Test func favoritesComeFirstOnTheFavoritesScreen() {
        let texts = Self.texts("open ", on: Fixtures.onFavorites(Fixtures.someFavorites))
        #expect(Array(texts.prefix(2)) == ["pug", "afghan hound"])
        #expect(Set(texts).count == texts.count)
    }

    @Test(arguments: [
        ("ls --", ["--images"]),
        ("ls --i", ["--images"]),
        ("ls --images --", []),
        ("record --t", ["--transcript"]),
        ("record --", ["--transcript", "--force"]),
        ("compare fav", ["favorites"]),
        ("compare pug fav", ["favorites"]),
        ("open fav", ["favorites"]),
        ("record st", ["stop"]),
        ("open 1", ["1"]),
        ("find children:", ["children:low", "children:medium", "children:high"]),
        ("find energy>=h", ["energy>=high"]),
        ("find temperament:fr", ["temperament:friendly"]),
        ("find temperament:", ["temperament:friendly", "temperament:active", "temperament:aloof", "temperament:charming",
                               "temperament:devoted", "temperament:dignified", "temperament:loving", "temperament:low-key",
                               "temperament:patient"]),
    ])
    func flagsKeywordsRowsAndValuesComplete(line: String, expected: [String]) {
        #expect(Self.texts(line) == expected)
    }

    @Test func flagsApplyOnTheirScreensOnlyAndNameTheirHelp() {
        #expect(Self.texts("ls --", on: Fixtures.onBreed(Fixtures.pug)).isEmpty, "--images belongs to the breeds list")
        let flags = Completer.complete("record --", context: CompletionContext(Fixtures.atRoot()))
        #expect(flags.source == .flags)
        #expect(flags.candidates.map(\.summary) == [Message(.flagTranscriptHelp), Message(.flagForceHelp)])
    }

    @Test func aFileAfterAFlagIsAPathAndItsWordsNoLongerApply() {
        let completion = Completer.complete("record --transcript to", context: CompletionContext(Fixtures.atRoot()))
        #expect(completion.source == .paths, "the flag is not the file: the file argument is still to come")
        #expect(completion.partial == "to")
        #expect(Self.texts("record --transcript st").isEmpty, "after a flag, stop is a file's name")
    }

    @Test func subBreedsCompleteByTheShortNameOpenTakesOnTheirBreedsScreen() {
        let texts = Self.texts("open bas", on: Fixtures.onBreed(Fixtures.hound))
        #expect(texts.first == "basset")
        #expect(texts.contains("basset hound"))
        #expect(!Self.texts("open bas").contains("basset"), "elsewhere the short name names nothing")
    }

    @Test func pathsAreLeftToTheTerminal() {
        let completion = Completer.complete("favorites export ~/do", context: CompletionContext(Fixtures.atRoot()))
        #expect(completion.source == .paths)
        #expect(completion.partial == "~/do")
        #expect(completion.candidates.isEmpty)
    }

    /// The completer and the parser read a statement through the same cursor: every candidate
    /// offered, on every screen where its command applies, is one the parser takes there.
    /// A command that does not work on the screen offers nothing after it: its arguments would only lead to a refusal.
    @Test func aCommandThatDoesNotWorkHereOffersNoArguments() {
        let breed = Fixtures.onBreed(Fixtures.pug)
        for line in ["sort ", "sort w", "ls --"] {
            #expect(Self.texts(line, on: breed).isEmpty, "\(line)")
        }
        #expect(Self.texts("sort w", on: Fixtures.atRoot()) == ["weight"], "on a list it completes")
        for spec in CommandTable.specs where !spec.screens.contains(.breed) {
            #expect(Completer.complete(spec.name.rawValue + " ", context: CompletionContext(breed)).candidates.isEmpty, "\(spec.name)")
        }
    }

    @Test func everyCandidateOfEverySpecIsAcceptedByTheParser() throws {
        let screens = [Fixtures.atRoot(), Fixtures.onBreed(Fixtures.hound), Fixtures.onBreed(Fixtures.pug), Fixtures.onFavorites(Fixtures.someFavorites)]
        var checked = 0
        for coordinator in screens {
            for spec in CommandTable.specs where spec.screens.contains(coordinator.stack.top.kind) {
                for prefix in [spec.name.rawValue + " ", spec.name.rawValue + " --"] {
                    var candidates = Completer.complete(prefix, context: CompletionContext(coordinator)).candidates.prefix(40).map(\.text)
                    // A trait name is half a condition: its values, offered after `:`, are what the parser reads.
                    if spec.name == .find, !prefix.hasSuffix("--") {
                        candidates = candidates.flatMap { name in
                            Completer.complete("find \(name.hasSuffix(":") ? name : name + ":")", context: CompletionContext(coordinator)).candidates.map(\.text)
                        }
                        #expect(candidates.count > 20, "trait values complete")
                    }
                    for candidate in candidates {
                        let line = (prefix.hasSuffix("--") ? String(prefix.dropLast(2)) : prefix) + candidate
                        do {
                            _ = try CommandParser.parse(line)
                        } catch let error {
                            guard case .missingArgument = error else {
                                Issue.record("\(line): \(error)")
                                continue
                            }
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 200)
    }

    @Test func backCompletesHowManyScreensWithTheBreedEachReaches() {
        var coordinator = Fixtures.atRoot()
        _ = coordinator.handle(.commandEntered("open hound; open afghan; favorites"))
        for statement in ["open hound", "open afghan", "favorites"] { _ = coordinator.handle(.commandEntered(statement)) }
        let completion = Completer.complete("back ", context: CompletionContext(coordinator))
        #expect(completion.source == .crumbs)
        #expect(completion.candidates == [
            CompletionCandidate("1", detail: "Afghan Hound", ref: Fixtures.afghan), CompletionCandidate("2", detail: "Hound", ref: Fixtures.hound),
            CompletionCandidate("3", .screenBreedsName),
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

    /// Tab completes and never replaces: letters merely in order are no completion (`save` put
    /// Chesapeake Bay Retriever in its place), so the word stays as typed.
    @Test(arguments: ["open save", "open rtvr", "fav bgl", "zz", "open hound zz"])
    func aWordNothingCompletesStaysAsTyped(line: String) {
        #expect(Self.texts(line).isEmpty)
    }

    /// A word of a breed's name in another language completes that breed, as search finds it:
    /// `open schäf` offers German Shepherd Dog by its identifier.
    @Test func aWordOfATranslatedNameCompletesItsBreed() {
        var coordinator = Coordinator(settings: Fixtures.settings)
        let catalog = Fixtures.catalog.addingAliases { [Fixtures.germanshepherd: ["Deutscher Schäferhund", "ジャーマン・シェパード・ドッグ"]] }
        _ = coordinator.handle(.catalogLoaded(.success(catalog)))
        #expect(Self.texts("open schäf", on: coordinator) == ["germanshepherd"])
        #expect(Self.texts("open schaf", on: coordinator) == ["germanshepherd"], "diacritics fold as search folds them")
        #expect(Self.texts("info deutscher sch", on: coordinator) == ["germanshepherd"])
        #expect(Self.texts("open ジャーマン", on: coordinator) == ["germanshepherd"])
        #expect(Self.texts("open shep", on: coordinator) == ["germanshepherd"], "a word of the display name")
        #expect(Self.texts("open chäf", on: coordinator).isEmpty, "the middle of a word is no completion")
    }

    /// Every candidate of every argument, on every screen, says what it is: commands by their help,
    /// breeds and rows by what they show, keywords by what they choose, as fish lists them.
    @Test func everyCandidateHasADescription() {
        let screens = [Fixtures.atRoot(favorites: Fixtures.someFavorites), Fixtures.onBreed(Fixtures.hound), Fixtures.onBreed(Fixtures.pug),
                       Fixtures.onFavorites(Fixtures.someFavorites)]
        var described = 0
        for coordinator in screens {
            let context = CompletionContext(coordinator)
            var lines = [""]
            for spec in CommandTable.specs where spec.screens.contains(coordinator.stack.top.kind) {
                lines += [spec.name.rawValue + " ", spec.name.rawValue + " --"]
                let first = Completer.complete(spec.name.rawValue + " ", context: context).candidates.prefix(3).map(\.text)
                lines += first.map { spec.name.rawValue + " " + $0 + (spec.name == .find ? "" : " ") }
            }
            for line in lines {
                for candidate in Completer.complete(line, context: context).candidates {
                    #expect(candidate.summary != nil || candidate.detail != nil, "\(coordinator.stack.top.kind) “\(line)”: \(candidate.text)")
                    described += 1
                }
            }
        }
        #expect(described > 500)
    }
}
