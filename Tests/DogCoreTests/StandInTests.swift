import Testing
@testable import DogCore

/// Answers that stand in while a live source is slow, the live answers that replace them, and
/// the requests a first line is foreseen to make.
@Suite struct StandInTests {
    static let live = Catalog(
        breeds: Fixtures.catalog.breeds.filter { $0.ref != Fixtures.labrador }, sourceName: "dog.ceo", features: CatalogFeatures(live: true)
    )

    static func slow(_ source: String = "dog.ceo") -> Message {
        Message(.messageLiveSlow, ["source": .text(source), "count": .number(2)])
    }

    @Test func aStandInCatalogIsMarkedAndSaidOnce() {
        var coordinator = Coordinator(settings: Fixtures.settings)
        let effects = coordinator.handle(.catalogLoaded(.success(Fixtures.catalog.standingIn(for: "dog.ceo", awaitingLive: true))))
        #expect(effects == [.present(.notice(Self.slow()))])
        #expect(coordinator.isAwaitingLive)
        #expect(coordinator.catalog?.sourceName == "dog.ceo")
        #expect(coordinator.stack.top.rows.count == Fixtures.catalog.breeds.count, "the stand-in's breeds are listed")
    }

    @Test func theLiveCatalogReplacesTheStandInAndNamesBreedsOnTheStackItLacks() {
        var coordinator = Coordinator(settings: Fixtures.settings)
        _ = coordinator.handle(.catalogLoaded(.success(Fixtures.catalog.standingIn(for: "dog.ceo", awaitingLive: true))))
        _ = coordinator.handle(.commandEntered("open labrador"))
        let effects = coordinator.handle(.catalogLoaded(.success(Self.live)))
        #expect(effects == [
            .present(.notice(Message(.messageLiveArrived, ["source": .text("dog.ceo")]))),
            .present(.notice(Message(.messageBreedNotInLiveList, ["breed": .breed(Fixtures.labrador, fallback: "labrador"), "source": .text("dog.ceo")]))),
        ])
        #expect(!coordinator.isAwaitingLive)
        #expect(coordinator.stack.screens.map(\.crumb) == [.breeds, .breed(Fixtures.labrador)], "the screen stays where the person is")
        #expect(coordinator.stack.root.rows.count == Self.live.breeds.count)
    }

    @Test func aLiveCatalogWithoutAStandInBeforeItSaysNothing() {
        var coordinator = Coordinator(settings: Fixtures.settings)
        #expect(coordinator.handle(.catalogLoaded(.success(Self.live))).isEmpty)
        #expect(!coordinator.isAwaitingLive)
    }

    @Test func aStandInKeptAfterTheLiveAnswerFailedIsNoLongerMarked() {
        var coordinator = Coordinator(settings: Fixtures.settings)
        _ = coordinator.handle(.catalogLoaded(.success(Fixtures.catalog.standingIn(for: "dog.ceo", awaitingLive: true))))
        let reason = Message(.errorNetworkOffline, ["url": .text("x")])
        let effects = coordinator.handle(.catalogLoaded(.success(Fixtures.catalog.standingIn(for: "dog.ceo", awaitingLive: false, fallbackReason: reason))))
        #expect(effects == [.present(.notice(Message(.messageLiveFallback, ["reason": .message(reason)])))])
        #expect(!coordinator.isAwaitingLive)
    }

    /// Images on a breed screen: what each answer does to the screen, the mark and what is shown.
    ///
    /// Live images replacing a stand-in on top redraw the page at once, with a line that says so;
    /// a failed live answer or a second live answer prints nothing again.
    @Test(arguments: [
        // (images shown, answer, images after, said in a line, still waiting)
        ("stand-in, then live", true, true, 3, true, false),
        ("stand-in, then the live call failed", true, false, 2, false, false),
        ("live, then another live answer", false, true, 2, false, false),
    ])
    func imagesStandingInAreReplacedByTheLiveOnes(_ name: String, standIn: Bool, liveSucceeds: Bool, count: Int, said: Bool, waiting: Bool) {
        var coordinator = Fixtures.atRoot()
        _ = coordinator.handle(.commandEntered("open pug"))
        let first = Fixtures.batch(Fixtures.pug)
        let effects = coordinator.handle(.imagesLoaded(Fixtures.pug, .success(standIn ? first.standingIn : first)))
        #expect(effects.contains(.present(.notice(Self.slow("fixture")))) == standIn, "\(name)")
        #expect(coordinator.isAwaitingLive == standIn)
        let live = ImageBatch(images: [Fixtures.image(Fixtures.pug, 7), Fixtures.image(Fixtures.pug, 8), Fixtures.image(Fixtures.pug, 9)], requested: 10, available: 3)
        let answer: Result<ImageBatch, CatalogError> = liveSucceeds ? .success(live) : .failure(.network(.timedOut(url: "x")))
        let after = coordinator.handle(.imagesLoaded(Fixtures.pug, answer))
        guard case let .breed(screen) = coordinator.stack.top else { Issue.record("no breed screen"); return }
        #expect(screen.images.loaded.count == count, "\(name)")
        let arrived = Message(.messageLiveImagesArrived, ["source": .text("fixture"), "breed": .breed(Fixtures.pug, fallback: "Pug")])
        let redrawn = after.firstIndex(of: coordinator.shown(coordinator.stack.top))
        #expect((redrawn != nil) == said, "\(name): the page is drawn again only when its rows changed: \(after)")
        #expect(after.firstIndex(of: .present(.notice(arrived))) == redrawn.map { $0 + 1 }, "\(name): the notice under the page: \(after)")
        #expect(coordinator.isAwaitingLive == waiting, "\(name)")
        // Images are fetched ahead once the screen stops waiting: the live ones, or a stand-in kept for good.
        #expect(after.contains { if case .prefetchImages = $0 { true } else { false } } == standIn, "\(name): \(after)")
    }

    /// Every order in which a slow source's answers can come, from `open pug` on a stand-in list:
    /// the state after each event, and exactly the effects it asked for.
    @Test func eachOrderOfSlowAnswersEndsLiveAndRedrawsWhatChanged() {
        let standInCatalog = Fixtures.catalog.standingIn(for: "fixture", awaitingLive: true)
        let liveCatalog = Fixtures.catalog
        let first = Fixtures.batch(Fixtures.pug)
        let live = ImageBatch(images: [Fixtures.image(Fixtures.pug, 7)], requested: 10, available: 1)
        let pugScreen = { (coordinator: Coordinator) in coordinator.stack.top }
        let arrivedImages = Message(.messageLiveImagesArrived, ["source": .text("fixture"), "breed": .breed(Fixtures.pug, fallback: "Pug")])
        let arrivedList = Message(.messageLiveArrived, ["source": .text("fixture")])
        enum Step { case liveList, liveImages, leave }
        let orders: [[Step]] = [[.liveList, .liveImages], [.liveImages, .liveList], [.leave, .liveImages, .liveList], [.liveList, .leave, .liveImages]]
        for order in orders {
            var coordinator = Coordinator(settings: Fixtures.settings)
            _ = coordinator.handle(.catalogLoaded(.success(standInCatalog)))
            _ = coordinator.handle(.commandEntered("open pug"))
            let shown = coordinator.handle(.imagesLoaded(Fixtures.pug, .success(first.standingIn)))
            #expect(shown == [.present(.screen(pugScreen(coordinator))), .present(.notice(Self.slow("fixture")))], "\(order): printed once, said once, nothing fetched ahead")
            #expect(coordinator.isAwaitingLive)
            var left = false
            for step in order {
                switch step {
                case .liveList:
                    // The breeds list, when on top, is drawn again with the live rows.
                    let effects = coordinator.handle(.catalogLoaded(.success(liveCatalog)))
                    #expect(effects == (left ? [coordinator.shown(coordinator.stack.root)] : []) + [.present(.notice(arrivedList))], "\(order)")
                case .liveImages:
                    let effects = coordinator.handle(.imagesLoaded(Fixtures.pug, .success(live)))
                    if left {
                        #expect(effects.isEmpty, "\(order): a screen left takes no answer")
                    } else {
                        #expect(effects == [
                            coordinator.shown(coordinator.stack.top), .present(.notice(arrivedImages)),
                            .prefetchImages(urls: live.images.map(\.url), for: coordinator.stack.topEntry.id),
                        ], "\(order)")
                        #expect(coordinator.stack.top.rows.count == 1, "\(order): the live rows replaced the stand-in's")
                    }
                case .leave:
                    _ = coordinator.handle(.commandEntered("back"))
                    left = true
                }
            }
            #expect(!coordinator.isAwaitingLive, "\(order): nothing is awaited at the end")
        }
    }

    /// What a first line is foreseen to ask for, before the live list is there.
    @Test(arguments: [
        ("open labrador", [Effect.loadImages(Fixtures.labrador, count: 10)]),
        ("open hound afghan", [.loadImages(Fixtures.afghan, count: 10)]),
        ("open pug; back; open labrador", [.loadImages(Fixtures.pug, count: 10), .loadImages(Fixtures.labrador, count: 10)]),
        ("ls --images", [.loadThumbnails([Fixtures.germanshepherd, Fixtures.hound])]),
        ("random", []),
        ("where; info; search pug", []),
        ("open nosuchbreed", []),
        ("fav pug; quit", []),
    ])
    func aFirstLineIsForeseen(_ line: String, _ expected: [Effect]) {
        let coordinator = Coordinator(settings: Fixtures.settings)
        let before = coordinator.stack
        #expect(coordinator.foreseenRequests(for: CommandLineSyntax.statements(line), catalog: Fixtures.catalog) == expected)
        #expect(coordinator.stack == before && coordinator.catalog == nil, "the coordinator itself is untouched")
    }

    /// What a live catalog answer settles on after a stand-in showed, for each kind of answer.
    @Test func eachLateCatalogAnswerSettlesAsTheRulesSay() {
        let shown = Fixtures.catalog
        let fallback = Catalog(breeds: Fixtures.catalog.breeds, sourceName: Catalog.embeddedSourceName, features: CatalogFeatures(fallbackReason: Message(.errorRowNone)))
        let offline = CatalogError.network(.offline(url: "https://dog.ceo"))
        let refused = CatalogError.service(source: "dog.ceo", message: "503")
        let table: [(String, Result<Catalog, CatalogError>, sourceName: String, awaiting: Bool, reason: Message?, breeds: Int)] = [
            ("the live list", .success(Self.live), "dog.ceo", false, nil, Self.live.breeds.count),
            ("the embedded catalog in its place", .success(fallback), "dog.ceo", false, Message(.errorRowNone), shown.breeds.count),
            ("the network away", .failure(offline), "dog.ceo", false, nil, shown.breeds.count),
            ("a failure with a reason", .failure(refused), "dog.ceo", false, refused.message, shown.breeds.count),
        ]
        for (name, result, sourceName, awaiting, reason, breeds) in table {
            let settled = StandIns.settledCatalog(standIn: shown, source: "dog.ceo", result)
            #expect(settled.sourceName == sourceName, "\(name)")
            #expect(settled.features.awaitingLive == awaiting, "\(name)")
            #expect(settled.features.fallbackReason == reason, "\(name)")
            #expect(settled.breeds.count == breeds, "\(name)")
        }
        let standingIn = StandIns.catalog(shown, for: "dog.ceo")
        #expect(standingIn.sourceName == "dog.ceo" && standingIn.features.awaitingLive && standingIn.features.live)
    }

    /// Late images replace the stand-ins unless the network was gone by then.
    @Test func lateImagesReplaceTheStandInsUnlessOffline() {
        let shown = Fixtures.batch(Fixtures.pug)
        let live = Fixtures.batch(Fixtures.hound)
        let failure = CatalogError.service(source: "dog.ceo", message: "503")
        #expect(StandIns.settledImages(standIn: shown, .success(live), offline: false) == .success(live))
        #expect(StandIns.settledImages(standIn: shown, .failure(failure), offline: false) == .failure(failure))
        #expect(StandIns.settledImages(standIn: shown, .success(live), offline: true) == .success(shown))
        #expect(StandIns.settledImages(standIn: shown, .failure(failure), offline: true) == .success(shown))
    }

    /// The raw events the runtime sends settle through the same rules.
    @Test func theRuntimesRawOutcomesReachTheScreen() {
        var coordinator = Coordinator(settings: Fixtures.settings)
        #expect(coordinator.handle(.catalogStandingIn(Fixtures.catalog, source: "dog.ceo")) == [.present(.notice(Self.slow()))])
        #expect(coordinator.isAwaitingLive)
        _ = coordinator.handle(.lateCatalogAnswered(standIn: Fixtures.catalog, source: "dog.ceo", .failure(.network(.offline(url: "u")))))
        #expect(!coordinator.isAwaitingLive, "kept, no longer waiting")
        #expect(coordinator.catalog?.features.fallbackReason == nil)
        _ = coordinator.handle(.commandEntered("open pug"))
        _ = coordinator.handle(.imagesStandingIn(Fixtures.pug, Fixtures.batch(Fixtures.pug)))
        #expect(coordinator.isAwaitingLive)
        _ = coordinator.handle(.lateImagesAnswered(Fixtures.pug, standIn: Fixtures.batch(Fixtures.pug), .success(Fixtures.batch(Fixtures.pug)), offline: true))
        #expect(!coordinator.isAwaitingLive)
    }
}
