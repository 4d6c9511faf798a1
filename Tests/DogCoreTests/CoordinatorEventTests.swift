import Testing
@testable import DogCore

/// Results of effects coming back as events.
@Suite struct CoordinatorEventTests {
    @Test func startingAsksForTheCatalog() {
        var coordinator = Coordinator()
        #expect(coordinator.handle(.started) == [.loadCatalog])
    }

    @Test func aFailedCatalogIsReportedAndBreedCommandsSaySo() {
        var coordinator = Coordinator()
        let error = CatalogError.unavailable(source: "test", reason: "down")
        #expect(coordinator.handle(.catalogLoaded(.failure(error))) == [.fail(error.message)])
        #expect(coordinator.catalogError == error)
        #expect(coordinator.handle(.commandEntered("open pug")) == [.fail(CommandError.catalogUnavailable.message)])
        #expect(coordinator.handle(.commandEntered("search pug")) == [.fail(CommandError.catalogUnavailable.message)])
        #expect(coordinator.handle(.commandEntered("info")) == [.fail(CommandError.catalogUnavailable.message)])
        #expect(coordinator.handle(.commandEntered("where")) == [.present(.breadcrumb([.breeds]))])
    }

    @Test func imagesReachWaitingScreensAndOnlyTheTopIsShown() {
        var coordinator = Fixtures.atRoot()
        _ = coordinator.handle(.commandEntered("open pug"))
        _ = coordinator.handle(.commandEntered("open labrador"))
        let pugEntry = coordinator.stack.entries[1].id
        let hidden = coordinator.handle(.imagesLoaded(Fixtures.pug, .success(Fixtures.batch(Fixtures.pug))))
        #expect(hidden == [.prefetchImages(urls: Fixtures.batch(Fixtures.pug).images.map(\.url), for: pugEntry)],
                "the pug screen is below the top: not shown, but its images are fetched ahead as its own work")
        guard case let .breed(pug) = coordinator.stack.screens[1] else { Issue.record("no pug screen"); return }
        #expect(pug.images.loaded.count == 2)
        let failure = CatalogError.noImages(Fixtures.labrador)
        let shown = coordinator.handle(.imagesLoaded(Fixtures.labrador, .failure(failure)))
        guard case let .breed(labrador) = coordinator.stack.top else { Issue.record("no labrador screen"); return }
        #expect(labrador.images == .failed(failure))
        #expect(shown == [.present(.screen(coordinator.stack.top))])
        #expect(coordinator.handle(.imagesLoaded(Fixtures.labrador, .success(Fixtures.batch(Fixtures.labrador)))).isEmpty, "late results are ignored")
    }

    /// Ctrl-C while a breed opens stops the opening, as a browser's Stop does: the screen that
    /// never loaded goes for good, so opening the breed again fetches afresh.
    @Test func aCancelledOpeningLeavesThePersonWhereTheyWere() {
        var coordinator = Fixtures.onBreed(Fixtures.hound)
        _ = coordinator.handle(.commandEntered("open pug"))
        #expect(coordinator.stack.screens.map(\.crumb) == [.breeds, .breed(Fixtures.hound), .breed(Fixtures.pug)])
        let stopped = coordinator.handle(.imagesLoaded(Fixtures.pug, .failure(.network(.cancelled))))
        #expect(stopped.isEmpty)
        #expect(coordinator.stack.screens.map(\.crumb) == [.breeds, .breed(Fixtures.hound)])
        #expect(coordinator.stack.forward.isEmpty, "forward never brings back a screen that did not load")
        #expect(coordinator.handle(.interrupted) == [.fail(Message(.messageInterrupted))])
        #expect(coordinator.handle(.commandEntered("open pug")) == [.loadImages(Fixtures.pug, count: 10)], "opened again, it fetches")
        // A load that failed for any other reason keeps its screen, which says why.
        let failure = CatalogError.network(.timedOut(url: "x"))
        #expect(coordinator.handle(.imagesLoaded(Fixtures.pug, .failure(failure))) == [.present(.screen(coordinator.stack.top))])
        #expect(coordinator.stack.top.crumb == .breed(Fixtures.pug))
    }

    @Test func favoritesChangedElsewhereRedrawTheFavoritesScreenAndSaySoOnlyWhenTheyDiffer() {
        let pug = Favorite(breed: Fixtures.pug), hound = Favorite(breed: Fixtures.hound)
        var coordinator = Fixtures.onFavorites([pug])
        let stack = coordinator.stack
        #expect(coordinator.handle(.favoritesChangedElsewhere([pug])).isEmpty, "the same list: nothing to show")
        #expect(coordinator.stack == stack)
        let effects = coordinator.handle(.favoritesChangedElsewhere([pug, hound]))
        #expect(coordinator.favorites == [pug, hound])
        #expect(coordinator.stack.screens.map(\.crumb) == [.breeds, .favorites])
        #expect(coordinator.stack.top.rows == [.breed(Fixtures.hound), .breed(Fixtures.pug)])
        #expect(effects == [
            coordinator.shown(coordinator.stack.top),
            .present(.message(Message(.messageFavoritesChangedElsewhere, ["count": .number(2)]))),
        ])
        _ = coordinator.handle(.commandEntered("open pug"))
        #expect(coordinator.handle(.favoritesChangedElsewhere([hound])) == [
            .present(.message(Message(.messageFavoritesChangedElsewhere, ["count": .number(1)]))),
        ], "elsewhere, the marks change quietly and the note says so")
        guard case let .breed(screen) = coordinator.stack.top else { Issue.record("unexpected stack"); return }
        #expect(!coordinator.marks.contains(breed: screen.ref))
    }

    @Test func favoritesChangesMarkEveryScreenAndRefreshTheFavoritesScreen() {
        var coordinator = Fixtures.onBreed(Fixtures.hound)
        _ = coordinator.handle(.commandEntered("favorites"))
        let image = Fixtures.image(Fixtures.hound, 2)
        let favorites = [Favorite(breed: Fixtures.hound), Favorite(image: image), Favorite(breed: Fixtures.basset)]
        let below = Array(coordinator.stack.screens.dropLast())
        let effects = coordinator.handle(.favoritesChanged(favorites))
        #expect(coordinator.favorites == favorites)
        #expect(coordinator.marks == FavoriteSet(favorites))
        #expect(effects == [.present(.screen(coordinator.stack.top, marks: FavoriteSet(favorites)))])
        #expect(Array(coordinator.stack.screens.dropLast()) == below, "the screens below store no marks: nothing in them changes")
        guard case let .favorites(screen) = coordinator.stack.top, case let .breed(breed) = coordinator.stack.screens[1],
              case let .breeds(root) = coordinator.stack.root
        else { Issue.record("unexpected stack"); return }
        #expect(screen.groups == [
            FavoriteGroup(ref: Fixtures.hound, displayName: "Hound", includesBreed: true, images: [image]),
            FavoriteGroup(ref: Fixtures.basset, displayName: "Basset Hound", includesBreed: true, images: []),
        ])
        #expect(screen.rows == [.breed(Fixtures.hound), .image(image), .breed(Fixtures.basset)])
        #expect(coordinator.marks.contains(breed: breed.ref))
        #expect(coordinator.marks.imageURLs == [image.url])
        #expect(breed.subBreeds.map { coordinator.marks.contains(breed: $0.ref) } == [false, true])
        #expect(root.breeds.map(\.ref).filter(coordinator.marks.contains(breed:)) == [Fixtures.hound])
        _ = coordinator.handle(.commandEntered("back"))
        #expect(coordinator.handle(.favoritesChanged([])).isEmpty, "no refresh when the favorites screen is not on top")
    }

    @Test(arguments: [
        (Favorite(breed: Fixtures.pug), true, true, LocalizationKey.messageFavoriteBreedAdded),
        (Favorite(breed: Fixtures.pug), true, false, .messageFavoriteBreedAlready),
        (Favorite(breed: Fixtures.pug), false, true, .messageFavoriteBreedRemoved),
        (Favorite(breed: Fixtures.pug), false, false, .messageFavoriteBreedNotFavorite),
        (Favorite(image: Fixtures.image(Fixtures.pug, 1)), true, true, .messageFavoriteImageAdded),
        (Favorite(image: Fixtures.image(Fixtures.pug, 1)), true, false, .messageFavoriteImageAlready),
        (Favorite(image: Fixtures.image(Fixtures.pug, 1)), false, true, .messageFavoriteImageRemoved),
        (Favorite(image: Fixtures.image(Fixtures.pug, 1)), false, false, .messageFavoriteImageNotFavorite),
    ])
    func favoriteResultsAreReported(favorite: Favorite, added: Bool, changed: Bool, key: LocalizationKey) {
        var coordinator = Fixtures.atRoot()
        let event: Event = added ? .favoriteAdded(favorite, .success(changed)) : .favoriteRemoved(favorite, .success(changed))
        #expect(coordinator.handle(event) == [.present(.message(Message(key, ["breed": .breed(Fixtures.pug, fallback: "Pug")])))])
    }

    @Test func storeFailuresAreErrors() {
        var coordinator = Fixtures.atRoot()
        let error = FavoritesStoreError.readOnly(path: "/x/favorites.sqlite")
        #expect(coordinator.handle(.favoriteAdded(Favorite(breed: Fixtures.pug), .failure(error))) == [.fail(error.message)])
        #expect(coordinator.handle(.favoritesExported(path: "a.json", .failure(error))) == [.fail(error.message)])
    }

    @Test func importedFilesAreCheckedAgainstTheCatalogBeforeSaving() {
        var coordinator = Fixtures.atRoot()
        let good = [Favorite(breed: Fixtures.pug), Favorite(image: Fixtures.image(Fixtures.afghan, 3))]
        #expect(coordinator.handle(.favoritesFileRead(path: "in.json", .success(good))) == [.importFavorites(good, path: "in.json")])
        let bad = good + [Favorite(breed: BreedRef("unicorn"))]
        #expect(coordinator.handle(.favoritesFileRead(path: "in.json", .success(bad)))
            == [.fail(FavoritesStoreError.unknownBreedInFile(path: "in.json", breed: "unicorn").message)])
        let invalid = FavoritesStoreError.invalidFile(path: "in.json", field: ".favorites")
        #expect(coordinator.handle(.favoritesFileRead(path: "in.json", .failure(invalid))) == [.fail(invalid.message)])
        #expect(coordinator.handle(.favoritesImported(path: "in.json", total: 2, .success(1)))
            == [.present(.message(Message(.messageFavoritesImported, ["count": 1, "total": 2, "path": "in.json"])))])
        #expect(coordinator.handle(.favoritesExported(path: "out.json", .success(3)))
            == [.present(.message(Message(.messageFavoritesExported, ["count": 3, "path": "out.json"])))])
    }

    @Test func randomImagesAreShownWithTheirBreedName() {
        var coordinator = Fixtures.atRoot()
        let image = Fixtures.image(Fixtures.golden, 7)
        #expect(coordinator.handle(.randomImageLoaded(.success(image))) == [.present(.randomImage(image, displayName: "Golden Retriever"))])
        #expect(coordinator.handle(.randomImageLoaded(.failure(.noImages(nil)))) == [.fail(CatalogError.noImages(nil).message)])
    }

    /// After `random`, `fav`, `unfav` and `save` without a row act on the picture shown, not on the
    /// screen under it, until something else is shown; a message or a failure leaves it on show.
    @Test func thePictureRandomShowedIsWhatFavAndSaveKeep() {
        var coordinator = Fixtures.onBreed(Fixtures.hound)
        let image = Fixtures.image(Fixtures.golden, 7)
        #expect(coordinator.handle(.commandEntered("save")) == [.fail(CommandError.needsRow(.save).message)], "no picture yet")
        _ = coordinator.handle(.randomImageLoaded(.success(image)))
        #expect(coordinator.pictureOnShow == image)
        #expect(coordinator.handle(.commandEntered("fav")) == [.addFavorite(Favorite(image: image))])
        #expect(coordinator.handle(.commandEntered("save")) == [.saveImage(image, path: nil)])
        #expect(coordinator.handle(.commandEntered("frobnicate")).count == 1, "a failure")
        #expect(coordinator.handle(.commandEntered("unfav")) == [.removeFavorite(Favorite(image: image))])
        #expect(coordinator.handle(.commandEntered("fav 1")) != [.addFavorite(Favorite(image: image))], "a row is the screen's")
        _ = coordinator.handle(.commandEntered("ls"))
        #expect(coordinator.pictureOnShow == nil, "the screen is shown again")
        #expect(coordinator.handle(.commandEntered("fav")) == [.addFavorite(Favorite(breed: Fixtures.hound))], "the breed on show")
        // On a list without images, too: the picture is kept wherever it was shown.
        _ = coordinator.handle(.commandEntered("search golden"))
        _ = coordinator.handle(.randomImageLoaded(.success(image)))
        #expect(coordinator.handle(.commandEntered("save")) == [.saveImage(image, path: nil)])
        #expect(coordinator.handle(.commandEntered("save 1")) == [.fail(CommandError.notOnScreen(.save, .search).message)])
    }

    @Test func blankAndCommentStatementsDoNothing() {
        var coordinator = Fixtures.atRoot()
        let before = coordinator.stack
        #expect(coordinator.handle(.commandEntered("")).isEmpty)
        #expect(coordinator.handle(.commandEntered("   # nothing")).isEmpty)
        #expect(coordinator.stack == before)
    }

    @Test func aReloadedCatalogRebuildsTheRootWithFavoriteMarks() {
        var coordinator = Coordinator(settings: Fixtures.settings)
        _ = coordinator.handle(.favoritesChanged([Favorite(breed: Fixtures.pug)]))
        #expect(coordinator.handle(.catalogLoaded(.success(Fixtures.catalog))).isEmpty)
        guard case let .breeds(root) = coordinator.stack.root else { Issue.record("no root"); return }
        #expect(root.breeds.map(\.ref).filter(coordinator.marks.contains(breed:)) == [Fixtures.pug])
    }

    @Test func preferencesAreLoadedSetAndReported() {
        var coordinator = Fixtures.atRoot()
        #expect(coordinator.handle(.preferencesLoaded(.success(Preferences(theme: .light)))).isEmpty)
        #expect(coordinator.preferences.theme == .light)
        #expect(coordinator.handle(.commandEntered("theme")) == [.present(.message(Message(.messageThemeCurrent, ["theme": .message(Message(.themeLight))])))])
        #expect(coordinator.handle(.commandEntered("theme DARK")) == [.savePreferences(Preferences(theme: .dark), changed: .theme)])
        #expect(coordinator.preferences.theme == .dark)
        #expect(coordinator.handle(.preferencesSaved(.success(Preferences(theme: .dark)), changed: .theme))
            == [.present(.message(Message(.messageThemeSet, ["theme": .message(Message(.themeDark))])))])
        #expect(coordinator.handle(.commandEntered("lang es")) == [.savePreferences(Preferences(theme: .dark, language: .es), changed: .language)])
        #expect(coordinator.handle(.preferencesSaved(.success(coordinator.preferences), changed: .language))
            == [.present(.message(Message(.messageLanguageSet, ["language": .activeLanguage])))])
        #expect(coordinator.handle(.commandEntered("lang AUTO")) == [.savePreferences(Preferences(theme: .dark), changed: .language)])
        let error = PreferencesError.cannotWrite(path: "/c/config", reason: "Read-only file system")
        #expect(coordinator.handle(.preferencesSaved(.failure(error), changed: .theme)) == [.fail(error.message)])
        let unreadable = PreferencesError.cannotRead(path: "/c/config", reason: "Permission denied")
        #expect(coordinator.handle(.preferencesLoaded(.failure(unreadable))) == [.fail(unreadable.message)])
        #expect(coordinator.preferences.theme == .dark, "a failed load keeps what was there")
    }

    @Test func historyAndInterruptionsAreShown() {
        var coordinator = Fixtures.atRoot()
        #expect(coordinator.handle(.historyLoaded(["open pug", "back"])) == [.present(.history(["open pug", "back"]))])
        #expect(coordinator.handle(.historyLoaded([])) == [.present(.message(Message(.messageHistoryEmpty)))])
        #expect(coordinator.handle(.historyLoaded(nil)) == [.present(.message(Message(.messageHistoryUnavailable)))])
        #expect(coordinator.handle(.interrupted) == [.fail(Message(.messageInterrupted))])
    }
}

/// Live sources: thumbnails, remote search, connectivity and catalog refreshes.
@Suite struct CoordinatorLiveEventTests {
    @Test func thumbnailsFillTheListAndOnlyMissingOnesAreAskedFor() {
        var coordinator = Fixtures.atRoot()
        #expect(coordinator.handle(.commandEntered("ls --images")) == [.loadThumbnails([Fixtures.germanshepherd, Fixtures.hound])])
        let image = Fixtures.image(Fixtures.hound, 1)
        let failure = CatalogError.noImages(Fixtures.germanshepherd)
        let shown = coordinator.handle(.thumbnailsLoaded([Fixtures.hound: .image(image), Fixtures.germanshepherd: .unavailable(failure)]))
        #expect(shown == [.present(.screen(coordinator.stack.top))])
        guard case let .breeds(root) = coordinator.stack.root else { Issue.record("no breeds screen"); return }
        #expect(root.showsImages)
        #expect(root.thumbnails == [Fixtures.hound: .image(image), Fixtures.germanshepherd: .unavailable(failure)])
        #expect(coordinator.handle(.commandEntered("ls --images")) == [.present(.screen(coordinator.stack.top))], "nothing left to fetch")
        #expect(coordinator.handle(.commandEntered("more")) == [.loadThumbnails([Fixtures.labrador, Fixtures.pug])], "more keeps images on")
        _ = coordinator.handle(.commandEntered("ls"))
        guard case let .breeds(plain) = coordinator.stack.root else { Issue.record("no breeds screen"); return }
        #expect(!plain.showsImages, "a plain ls turns them off")
    }

    @Test func thumbnailsArrivingUnderAnotherScreenAreKeptQuietly() {
        var coordinator = Fixtures.atRoot()
        _ = coordinator.handle(.commandEntered("ls --images"))
        _ = coordinator.handle(.commandEntered("open pug"))
        #expect(coordinator.handle(.thumbnailsLoaded([Fixtures.hound: .image(Fixtures.image(Fixtures.hound, 1))])).isEmpty)
        guard case let .breeds(root) = coordinator.stack.root else { Issue.record("no breeds screen"); return }
        #expect(root.thumbnails.count == 1)
    }

    @Test func aRemoteSearchMergesIntoTheOpenSearchOnly() {
        var coordinator = Fixtures.atRoot()
        let live = Catalog(breeds: Fixtures.catalog.breeds, sourceName: "TheDogAPI", features: CatalogFeatures(remoteSearch: true, live: true))
        _ = coordinator.handle(.catalogLoaded(.success(live)))
        #expect(coordinator.handle(.commandEntered("search golden")) == [.searchRemote("golden")])
        #expect(coordinator.handle(.remoteSearchCompleted(query: "other", .success([Fixtures.pug]))).isEmpty, "a stale answer is dropped")
        let merged = coordinator.handle(.remoteSearchCompleted(query: "golden", .success([Fixtures.labrador, Fixtures.golden])))
        guard case let .search(screen) = coordinator.stack.top else { Issue.record("no search screen"); return }
        #expect(merged == [.present(.screen(coordinator.stack.top))])
        #expect(screen.results.map(\.ref) == [Fixtures.golden, Fixtures.labrador], "local matches first, the server's additions after, no duplicates")
        let error = CatalogError.network(.timedOut(url: "TheDogAPI"))
        _ = coordinator.handle(.commandEntered("search pug"))
        let local = coordinator.handle(.remoteSearchCompleted(query: "pug", .failure(error)))
        #expect(local == [
            .present(.screen(coordinator.stack.top)),
            .present(.notice(Message(.messageSearchLocalOnly, ["reason": .message(error.message)]))),
        ])
    }

    @Test func connectivityChangesAreToldOnceAndComingBackRefreshes() {
        var coordinator = Fixtures.atRoot()
        #expect(coordinator.isOnline)
        #expect(coordinator.handle(.connectivityChanged(online: false)) == [.present(.notice(Message(.messageOffline)))])
        #expect(!coordinator.isOnline)
        #expect(coordinator.handle(.connectivityChanged(online: false)).isEmpty)
        #expect(coordinator.handle(.connectivityChanged(online: true)) == [.present(.notice(Message(.messageOnline))), .loadCatalog])
        #expect(coordinator.isOnline)
    }

    /// With --require-live nothing stands in for the source, so going offline is no notice that embedded data answers.
    @Test func goingOfflineIsNotToldWhenTheLiveSourceIsRequired() {
        var settings = Fixtures.settings
        settings.requiresLive = true
        var coordinator = Coordinator(settings: settings)
        _ = coordinator.handle(.catalogLoaded(.success(Fixtures.catalog)))
        #expect(coordinator.handle(.connectivityChanged(online: false)).isEmpty)
        #expect(!coordinator.isOnline)
        #expect(coordinator.handle(.connectivityChanged(online: true)) == [.present(.notice(Message(.messageOnline))), .loadCatalog])
    }

    @Test func aRefreshedCatalogKeepsTheStackAndThePage() {
        var coordinator = Fixtures.atRoot()
        _ = coordinator.handle(.commandEntered("more"))
        _ = coordinator.handle(.commandEntered("open hound"))
        _ = coordinator.handle(.commandEntered("open afghan"))
        let before = coordinator.stack.screens.map(\.crumb)
        #expect(coordinator.handle(.catalogLoaded(.success(Fixtures.catalog))).isEmpty)
        #expect(coordinator.stack.screens.map(\.crumb) == before)
        guard case let .breeds(root) = coordinator.stack.root else { Issue.record("no breeds screen"); return }
        #expect(root.paging.page == 2)
    }
}

/// Images: drawing a breeds-list thumbnail, and what failures and saves report.
@Suite struct CoordinatorImageEventTests {
    @Test func aLoadedThumbnailCanBeShownAndSaved() {
        var coordinator = Fixtures.atRoot()
        _ = coordinator.handle(.commandEntered("ls --images"))
        let image = Fixtures.image(Fixtures.hound, 1)
        _ = coordinator.handle(.thumbnailsLoaded([Fixtures.hound: .image(image), Fixtures.germanshepherd: .unavailable(.noImages(Fixtures.germanshepherd))]))
        #expect(coordinator.handle(.commandEntered("show 2")) == [.drawImage(image)])
        #expect(coordinator.handle(.commandEntered("save 2 hound.jpg")) == [.saveImage(image, path: "hound.jpg")])
        #expect(coordinator.handle(.commandEntered("show 1")) == [.fail(CommandError.noThumbnail(1).message)], "a failed thumbnail is no image")
    }

    @Test func imageFailuresFailAndSavesAreReported() {
        var coordinator = Fixtures.atRoot()
        let error = ImageError.notCached(url: "http://127.0.0.1:9/a.jpg")
        #expect(coordinator.handle(.imageFailed(error)) == [.fail(error.message)])
        #expect(coordinator.handle(.imageSaved(path: "dog.jpg", bytes: 1234)) == [
            .present(.message(Message(.messageImageSaved, ["path": .text("dog.jpg"), "count": .number(1234)]))),
        ])
    }

    @Test func aSaveUnderAnotherFormatsNameSaysWhatItDid() {
        var coordinator = Fixtures.atRoot()
        let corrected = FormatCorrection(typed: "pug.png", claimed: "PNG", actual: "JPEG")
        #expect(coordinator.handle(.imageSaved(path: "pug.jpg", bytes: 10, corrected: corrected)) == [
            .present(.message(Message(.messageImageSavedCorrected, [
                "typed": .typed("pug.png"), "claimed": .text("PNG"), "actual": .text("JPEG"), "path": .text("pug.jpg"),
            ]))),
            .present(.message(Message(.messageImageSaved, ["path": .text("pug.jpg"), "count": .number(10)]))),
        ])
    }

    @Test func aBreedWithoutImagesHasNothingToGrid() {
        var coordinator = Fixtures.atRoot()
        _ = coordinator.handle(.commandEntered("open pug"))
        _ = coordinator.handle(.imagesLoaded(Fixtures.pug, .failure(.noImages(Fixtures.pug))))
        #expect(coordinator.handle(.commandEntered("grid")) == [.fail(CommandError.noImagesHere.message)])
    }
}

/// Navigation like a browser's: back keeps what it left, forward reopens it, and a new screen drops it.
@Suite struct CoordinatorHistoryTests {
    static func crumbs(_ coordinator: Coordinator) -> [Crumb] {
        coordinator.stack.screens.map(\.crumb)
    }

    static func run(_ coordinator: inout Coordinator, _ statements: String...) -> [Effect] {
        statements.flatMap { coordinator.handle(.commandEntered($0)) }
    }

    @Test func forwardReopensWhatBackLeftInOrder() {
        var coordinator = Fixtures.atRoot()
        _ = Self.run(&coordinator, "open hound", "open afghan", "favorites")
        let deep = Self.crumbs(coordinator)
        _ = Self.run(&coordinator, "back 2")
        #expect(Self.crumbs(coordinator) == [.breeds, .breed(Fixtures.hound)])
        #expect(Self.run(&coordinator, "forward") == [.present(.screen(coordinator.stack.top))])
        #expect(Self.crumbs(coordinator) == [.breeds, .breed(Fixtures.hound), .breed(Fixtures.afghan)])
        _ = Self.run(&coordinator, "forward")
        #expect(Self.crumbs(coordinator) == deep)
        #expect(Self.run(&coordinator, "forward") == [.fail(CommandError.forwardAtEnd.message)], "nothing left to reopen")
    }

    @Test func homeKeepsEveryScreenToGoForwardTo() {
        var coordinator = Fixtures.atRoot()
        _ = Self.run(&coordinator, "open hound", "open afghan", "home", "forward", "forward")
        #expect(Self.crumbs(coordinator) == [.breeds, .breed(Fixtures.hound), .breed(Fixtures.afghan)])
    }

    @Test func openingAScreenDropsTheForwardHistoryAsABrowserDoes() {
        var coordinator = Fixtures.atRoot()
        _ = Self.run(&coordinator, "open hound", "back", "open pug")
        #expect(Self.run(&coordinator, "forward") == [.fail(CommandError.forwardAtEnd.message)])
        _ = Self.run(&coordinator, "search lab", "back", "search pug")
        #expect(coordinator.stack.forward.isEmpty)
        _ = Self.run(&coordinator, "back", "search retriever", "back")
        _ = Self.run(&coordinator, "search lab")
        #expect(coordinator.stack.forward.isEmpty, "a new search drops it too")
    }

    @Test func aScreenReopenedIsANewEntryWithWhatItHadLoaded() {
        var coordinator = Fixtures.atRoot()
        _ = Self.run(&coordinator, "open pug")
        let left = coordinator.stack.topEntry.id
        _ = coordinator.handle(.imagesLoaded(Fixtures.pug, .success(Fixtures.batch(Fixtures.pug))))
        _ = Self.run(&coordinator, "back")
        _ = coordinator.handle(.favoritesChanged([Favorite(breed: Fixtures.pug)]))
        let reopened = Self.run(&coordinator, "forward")
        guard case let .breed(pug) = coordinator.stack.top else { Issue.record("no pug screen"); return }
        #expect(coordinator.stack.topEntry.id != left, "a new entry: the old one's work ended when it was left")
        #expect(pug.images.loaded.count == 2, "the images it had")
        #expect(reopened.contains(.present(.screen(.breed(pug), marks: FavoriteSet([Favorite(breed: Fixtures.pug)])))), "shown with the favorites as they are now")
    }

    @Test func imagesArrivingForAScreenLeftAreKeptButNotFetchedAhead() {
        var coordinator = Fixtures.atRoot()
        _ = Self.run(&coordinator, "open pug", "back")
        let effects = coordinator.handle(.imagesLoaded(Fixtures.pug, .success(Fixtures.batch(Fixtures.pug))))
        #expect(effects.isEmpty, "no prefetch for a screen that is not on the stack")
        _ = Self.run(&coordinator, "forward")
        guard case let .breed(pug) = coordinator.stack.top else { Issue.record("no pug screen"); return }
        #expect(pug.images.loaded.count == 2)
    }
}

/// What `record` shows: the recorder's reports, as messages and errors.
@Suite struct RecordingReportTests {
    static let script = RecordingTarget(path: "t.dogsh", format: .script)
    static let transcript = RecordingTarget(path: "t.t", format: .transcript)

    @Test(arguments: [
        (RecordingReport.started(script, earlierLines: 0), Effect.present(.message(Message(.messageRecordingScript, ["path": "t.dogsh", "count": .number(0)])))),
        (.started(script, earlierLines: 3), .present(.message(Message(.messageRecordingScriptEarlier, ["path": "t.dogsh", "count": .number(3)])))),
        (.started(transcript, earlierLines: 0), .present(.message(Message(.messageRecordingTranscript, ["path": "t.t", "count": .number(0)])))),
        (.started(transcript, earlierLines: 1), .present(.message(Message(.messageRecordingTranscriptEarlier, ["path": "t.t", "count": .number(1)])))),
        (.stopped(path: "t.t", lines: 4), .present(.message(Message(.messageRecordingStopped, ["path": "t.t", "count": .number(4)])))),
        (.status(RecordingStatus(path: "t.dogsh", format: .script, lines: 2)), .present(.message(Message(.messageRecordingOnScript, ["path": "t.dogsh", "count": .number(2)])))),
        (.status(RecordingStatus(path: "t.t", format: .transcript, lines: 0)), .present(.message(Message(.messageRecordingOnTranscript, ["path": "t.t", "count": .number(0)])))),
        (.status(nil), .present(.message(Message(.messageRecordingOff)))),
        (.failed(.fileExists(path: "t.t")), .fail(Message(.errorRecordingExists, ["path": "t.t"]))),
        (.failed(.notRecording), .fail(Message(.errorRecordingOff))),
        (.failed(.alreadyRecording(path: "a")), .fail(Message(.errorRecordingAlreadyOn, ["path": "a"]))),
        (.failed(.cannotOpen(path: "a", reason: "Permission denied")), .fail(Message(.errorRecordingOpen, ["path": "a", "reason": "Permission denied"]))),
        (.failed(.writeFailed(path: "a", reason: "No space left on device", lines: 5)),
         .fail(Message(.errorRecordingWrite, ["path": "a", "reason": "No space left on device", "count": .number(5)]))),
    ])
    func reportsBecomeMessages(report: RecordingReport, effect: Effect) {
        var coordinator = Fixtures.atRoot()
        let before = coordinator.stack
        #expect(coordinator.handle(.recordingReported(report)) == [effect])
        #expect(coordinator.stack == before, "a recording never moves the stack")
    }

    @Test func theCommandAndTheFlagAskTheRecorder() {
        var coordinator = Fixtures.atRoot()
        #expect(coordinator.handle(.commandEntered("record --transcript t.t")) == [.record(.start(Self.transcript))])
        #expect(coordinator.handle(.commandEntered("record stop")) == [.record(.stop)])
        #expect(coordinator.handle(.recordingRequested(.start(Self.script))) == [.record(.start(Self.script))])
    }
}
