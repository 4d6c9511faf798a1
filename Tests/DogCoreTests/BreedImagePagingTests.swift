import Testing
@testable import DogCore

/// A breed's images page like any list, and `more` past the last one asks the source for more.
@Suite struct BreedImagePagingTests {
    /// The pug with `shown` of `available` images loaded, on its first page of two rows.
    static func onPug(shown: Int, available: Int) -> Coordinator {
        var coordinator = Fixtures.atRoot()
        _ = coordinator.handle(.commandEntered("open pug"))
        let images = (1...shown).map { Fixtures.image(Fixtures.pug, $0) }
        _ = coordinator.handle(.imagesLoaded(Fixtures.pug, .success(ImageBatch(images: images, requested: 10, available: available))))
        return coordinator
    }

    static func breedScreen(_ coordinator: Coordinator) -> BreedScreen? {
        if case let .breed(screen) = coordinator.stack.top { screen } else { nil }
    }

    /// `ls n` past the pages loaded says that `more` brings them, where the source has more; when
    /// it has none, the page simply does not exist.
    @Test(arguments: [(100, CommandError.pageNotLoaded(5)), (3, CommandError.noSuchPage(5, pageCount: 2))])
    func aPagePastTheLoadedImagesIsMoresToBring(available: Int, error: CommandError) {
        var coordinator = Self.onPug(shown: 3, available: available)
        let stack = coordinator.stack
        #expect(coordinator.handle(.commandEntered("ls 5")) == [.fail(error.message)])
        #expect(coordinator.stack == stack, "nothing moves")
        #expect(coordinator.handle(.commandEntered("ls 2")).first == .present(.screen(coordinator.stack.top)), "a loaded page still shows")
    }

    @Test func morePagesNeverShowAPageShortOfImagesNorOverlap() throws {
        var coordinator = Self.onPug(shown: 3, available: 100)
        // Onto the last page, one image short: more are asked for (a page's worth, ten at least),
        // and the page is shown when they come.
        #expect(coordinator.handle(.commandEntered("more")) == [.loadImages(Fixtures.pug, count: 13)])
        #expect(coordinator.stack.top.paging.page == 2)
        #expect(Self.breedScreen(coordinator)?.isLoadingMore == true)
        #expect(coordinator.handle(.commandEntered("more")) == [.fail(CommandError.noNextPage(pageCount: 2).message)], "asked once while on the way")

        // The answer repeats two shown images; only the new ones are added, after the others.
        let answer = [1, 4, 2, 5, 6].map { Fixtures.image(Fixtures.pug, $0) }
        let effects = coordinator.handle(.imagesLoaded(Fixtures.pug, .success(ImageBatch(images: answer, requested: 13, available: 100))))
        var screen = try #require(Self.breedScreen(coordinator))
        #expect(screen.images.loaded.map(\.url) == [1, 2, 3, 4, 5, 6].map { Fixtures.image(Fixtures.pug, $0).url })
        #expect(screen.isLoadingMore == false)
        #expect(screen.paging.page == 2 && screen.paging.visibleRange == 2..<4, "the short page, filled")
        #expect(effects.first == .present(.screen(coordinator.stack.top)))

        // A full page next, shown at once; then, on the last page, more come on a page of their own.
        #expect(coordinator.handle(.commandEntered("more")).first == .present(.screen(coordinator.stack.top)))
        #expect(coordinator.stack.top.paging.visibleRange == 4..<6)
        #expect(coordinator.handle(.commandEntered("more")) == [.loadImages(Fixtures.pug, count: 16)])
        _ = coordinator.handle(.imagesLoaded(Fixtures.pug, .success(ImageBatch(images: [7, 8].map { Fixtures.image(Fixtures.pug, $0) }, requested: 16, available: 100))))
        screen = try #require(Self.breedScreen(coordinator))
        #expect(screen.paging.page == 4 && screen.paging.visibleRange == 6..<8, "the new images, no image shown twice")
    }

    @Test func moreWhenEveryImageIsShownFailsAsTheLastPage() {
        var coordinator = Self.onPug(shown: 2, available: 2)
        #expect(coordinator.handle(.commandEntered("more")) == [.fail(CommandError.noNextPage(pageCount: 1).message)])
    }

    @Test func aFailedFetchForMoreSaysWhyAndKeepsTheImages() throws {
        var coordinator = Self.onPug(shown: 2, available: 50)
        _ = coordinator.handle(.commandEntered("more"))
        let effects = coordinator.handle(.imagesLoaded(Fixtures.pug, .failure(.network(.offline(url: "https://dog.ceo/api/breed/pug/images")))))
        #expect(effects == [.present(.screen(coordinator.stack.top)), .fail(CatalogError.network(.offline(url: "https://dog.ceo/api/breed/pug/images")).message)])
        let screen = try #require(Self.breedScreen(coordinator))
        #expect(screen.images.loaded.count == 2 && !screen.isLoadingMore)
    }
}

/// `--units` holds until a `units` command sets the saved units, and `units` names what is in force.
@Suite struct UnitsFlagTests {
    @Test func theFlagIsWhatUnitsReportsUntilAUnitsCommand() {
        var coordinator = Fixtures.atRoot()
        coordinator.settings.unitsFlag = .imperial
        #expect(coordinator.handle(.commandEntered("units")) == [.present(.message(Message(.messageUnitsFromFlag, ["units": .message(Message(.unitsImperial))])))])
        #expect(coordinator.handle(.commandEntered("units metric")) == [.savePreferences(Preferences(units: .metric), changed: .units)])
        #expect(coordinator.settings.unitsFlag == nil)
    }

    /// `units` says which units are in force and what chose them: `--json` (metric whatever the rest say), the flag,
    /// the saved setting, or the locale that `auto` follows.
    @Test(arguments: [
        (nil, nil, UnitsSetting.auto, UnitSystem.imperial, "LANG=en_US.UTF-8", Message(.messageUnitsFromLocale, ["units": .message(Message(.unitsImperial)), "locale": "LANG=en_US.UTF-8"])),
        (nil, nil, .auto, .metric, nil, Message(.messageUnitsNoLocale, ["units": .message(Message(.unitsMetric))])),
        (nil, nil, .imperial, .metric, "LANG=de_DE.UTF-8", Message(.messageUnitsFromSetting, ["units": .message(Message(.unitsImperial))])),
        (nil, .metric, .imperial, .imperial, "LC_ALL=en_US.UTF-8", Message(.messageUnitsFromFlag, ["units": .message(Message(.unitsMetric))])),
        (nil, .auto, .imperial, .metric, "LC_MEASUREMENT=de_DE.UTF-8", Message(.messageUnitsFromLocale, ["units": .message(Message(.unitsMetric)), "locale": "LC_MEASUREMENT=de_DE.UTF-8"])),
        (.metric, nil, .imperial, .imperial, "LANG=en_US.UTF-8", Message(.messageUnitsFixedByJSON, ["units": .message(Message(.unitsMetric))])),
        (.metric, .imperial, .auto, .imperial, "LANG=en_US.UTF-8", Message(.messageUnitsFixedByJSON, ["units": .message(Message(.unitsMetric))])),
    ] as [(UnitSystem?, UnitsSetting?, UnitsSetting, UnitSystem, String?, Message)])
    func unitsSaysWhy(fixed: UnitSystem?, flag: UnitsSetting?, saved: UnitsSetting, locale: UnitSystem, origin: String?, said: Message) {
        var coordinator = Fixtures.atRoot()
        coordinator.settings.fixedUnits = fixed
        coordinator.settings.unitsFlag = flag
        coordinator.settings.localeUnits = locale
        coordinator.settings.localeUnitsOrigin = origin
        coordinator.preferences.units = saved
        #expect(coordinator.handle(.commandEntered("units")) == [.present(.message(said))])
    }

    @Test func theMeasurementLocaleIsTheFirstVariableSet() {
        #expect(UnitSystem.measurementLocale(["LANG": "de_DE.UTF-8", "LC_MEASUREMENT": "", "LC_ALL": "en_US.UTF-8"])! == ("LC_ALL", "en_US.UTF-8"))
        #expect(UnitSystem.measurementLocale(["LANG": "de_DE.UTF-8", "LC_MEASUREMENT": "en_US.UTF-8"])! == ("LC_MEASUREMENT", "en_US.UTF-8"))
        #expect(UnitSystem.measurementLocale(["LANG": ""]) == nil)
    }
}
