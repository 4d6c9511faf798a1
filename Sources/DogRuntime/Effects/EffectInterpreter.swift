import DogCore
import DogServices
import DogTerminal
import FoundationEssentials

/// Performs the navigator's effects by calling services, and feeds each result back as an event.
///
/// Catalog calls run under the live-call supervisor (spinner, deadline, Ctrl-C) unless the catalog
/// answers from memory; images go through the image presenter; favorites through favorites sync.
/// Four effects are the run loop's own and never come here: `fail` and `quit`, which change
/// how the line ends, `loadHistory`, which asks the loop's line source, and `record`, whose
/// recorder sees every statement the loop runs.
@MainActor
final class EffectInterpreter {
    /// Feeds an event back to the navigator; its effects run before `perform` goes on.
    typealias Feed = (Event) async -> Void

    private let configuration: SessionConfiguration
    private let services: SessionServices
    private let display: SessionDisplay
    private let supervisor: LiveCallSupervisor
    private let images: ImagePresenter
    private let favorites: FavoritesSync
    private let loggers: SessionLoggers
    private let lateAnswers: LateAnswers
    /// Requests begun before their effect, while the live list was on its way.
    let early = EarlyRequests()

    init(
        configuration: SessionConfiguration, services: SessionServices, display: SessionDisplay, supervisor: LiveCallSupervisor,
        images: ImagePresenter, favorites: FavoritesSync, loggers: SessionLoggers, lateAnswers: LateAnswers
    ) {
        self.lateAnswers = lateAnswers
        self.configuration = configuration
        self.services = services
        self.display = display
        self.supervisor = supervisor
        self.images = images
        self.favorites = favorites
        self.loggers = loggers
    }

    /// Carries out one effect; `navigator` is the state the effect was asked from, for names in messages.
    func perform(_ effect: Effect, navigator: Navigator, feed: Feed) async {
        let catalog = services.catalog
        switch effect {
        case .loadCatalog:
            await loadCatalog(feed: feed)
        case let .loadImages(ref, count):
            await loadImages(ref, count: count, breedName: navigator.displayName(ref), feed: feed)
        case let .loadRandomImage(ref):
            let standIn = services.standIn
            let answer = await liveAnsweringEarly(Message(.progressRandom), standIn: { try? await standIn?.randomImage(of: ref) }) {
                await Result.capturing { () async throws(CatalogError) in try await catalog.randomImage(of: ref) }
            }
            switch answer {
            case let .live(result):
                await feed(.randomImageLoaded(result))
            case let .standIn(image, late):
                // One random pick is as good as another: the stand-in's is kept and the live call dropped.
                late.cancel()
                await feed(.randomImageLoaded(.success(image)))
            }
        case let .loadThumbnails(refs):
            await feed(.thumbnailsLoaded(await thumbnails(refs)))
        case let .searchRemote(query):
            let result = await live(Message(.progressSearch, ["source": .text(configuration.sourceName)])) {
                await Result.capturing { () async throws(CatalogError) in try await catalog.search(query) }
            }
            await feed(.remoteSearchCompleted(query: query, result))
        case let .prefetchImages(urls, screen):
            guard configuration.prefetchesImages, let store = services.images?.store else { return }
            supervisor.screenTasks.start(for: screen) { await store.prefetch(urls) }
        case let .drawImage(image):
            if let error = await images.draw(image, breedName: navigator.displayName(image.ref)) { await feed(.imageFailed(error)) }
        case let .drawGrid(numbered):
            if images.drawsImages {
                for error in await images.drawGrid(numbered) { await feed(.imageFailed(error)) }
            } else {
                for item in numbered {
                    if let error = await images.draw(item.image, breedName: navigator.displayName(item.image.ref)) { await feed(.imageFailed(error)) }
                }
            }
        case let .saveImage(image, path):
            await feed(await images.save(image, path: path))
        case let .openURL(url):
            await feed(.urlOpened(url, await BrowserLauncher(environment: configuration.environment).open(url)))
        case let .copyText(text):
            guard configuration.outputIsTerminal else {
                await feed(.textCopied(text, .printed))
                return
            }
            display.sendControl(ClipboardSequence.osc52(text))
            await feed(.textCopied(text, .terminal))
        case let .addFavorite(favorite):
            let result = await favorites.write { store throws(FavoritesStoreError) in try await store.add([favorite]) }
            await feed(.favoriteAdded(favorite, result.map { $0.changed > 0 }))
            await catchUp(after: result, feed: feed)
        case let .removeFavorite(favorite):
            let result = await favorites.write { store throws(FavoritesStoreError) in try await store.remove(favorite) }
            await feed(.favoriteRemoved(favorite, result.map { $0.changed > 0 }))
            await catchUp(after: result, feed: feed)
        case let .readFavoritesFile(path):
            let result = Result { () throws(FavoritesStoreError) in try FavoritesArchive.read(from: HomeFolder.expanding(path)) }
            await feed(.favoritesFileRead(path: path, result))
        case let .importFavorites(list, path):
            let result = await favorites.write { store throws(FavoritesStoreError) in try await store.add(list) }
            await feed(.favoritesImported(path: path, total: list.count, result.map(\.changed)))
            await catchUp(after: result, feed: feed)
        case let .exportFavorites(path, replacing):
            await feed(.favoritesExported(path: path, await favorites.export(to: path, replacing: replacing)))
        case let .savePreferences(preferences, changed):
            display.apply(preferences, unitsFlag: navigator.settings.unitsFlag, changed: changed)
            let result = Result { () throws(PreferencesError) -> Preferences in
                try services.preferences?.save(preferences)
                return preferences
            }
            await feed(.preferencesSaved(result, changed: changed))
        case let .applyLogLevels(rules):
            loggers.registry?.rules = rules
        case let .present(.screen(.breeds(screen))) where images.drawsImages && screen.showsImages:
            let art = await images.thumbnailArt(for: screen)
            if let fitting = display.pageSizeThatFits(.breeds(screen), art: art) { return await feed(.pageDidNotFit(fitting)) }
            display.present(screen, art: art)
        case let .present(presentation):
            // A page too long for the terminal is paged smaller and shown again, by the navigator.
            if case let .screen(screen) = presentation, let fitting = display.pageSizeThatFits(screen) { return await feed(.pageDidNotFit(fitting)) }
            display.present(presentation)
            if case let .randomImage(image, name) = presentation, images.drawsImages,
               let error = await images.draw(image, breedName: name) {
                await feed(.imageFailed(error))
            }
        case .fail, .quit, .loadHistory, .record:
            preconditionFailure("\(effect) is the run loop's own effect")
        }
    }

    /// Loads the catalog; when the source stays quiet, the stand-in's catalog shows until the live one comes.
    private func loadCatalog(feed: Feed) async {
        let catalog = services.catalog
        let standIn = services.standIn
        let source = configuration.sourceName
        let facts = services.facts
        let answer = await liveAnsweringEarly(
            Message(.progressCatalog, ["source": .text(configuration.sourceName)]),
            standIn: { try? await standIn?.loadCatalog() }
        ) {
            await Result.capturing { () async throws(CatalogError) in try await catalog.loadCatalog() }
        }
        switch answer {
        case let .live(result):
            await feed(.catalogLoaded(result.map { Self.prepared($0, facts: facts) }))
        case let .standIn(shown, late):
            await feed(.catalogLoaded(.success(Self.prepared(shown.standingIn(for: source, awaitingLive: true), facts: facts))))
            lateAnswers.expect(late) { result in
                // The live list, or, when it failed after all, the stand-in kept with the reason.
                let settled: Result<Catalog, CatalogError> = switch result {
                case let .success(live) where live.sourceName == source: result
                // The embedded catalog answered for the live source after all: the stand-in stays.
                case let .success(fallback): .success(shown.standingIn(for: source, awaitingLive: false, fallbackReason: fallback.features.fallbackReason))
                case let .failure(error): .success(shown.standingIn(for: source, awaitingLive: false, fallbackReason: error.meansOffline ? nil : error.message))
                }
                return .catalogLoaded(settled.map { Self.prepared($0, facts: facts) })
            }
        }
    }

    /// A loaded catalog as the navigator gets it: breeds known by their names in every language, and AKC's facts.
    private nonisolated static func prepared(_ catalog: Catalog, facts: (any BreedFactsTable)?) -> Catalog {
        let named = catalog.addingAliases { Self.translatedBreedNames }.addingKeywordTranslations(Self.temperamentTranslations)
        return facts.map(named.addingFacts) ?? named
    }

    /// Chooses a breed's images; when the source stays quiet, cached or embedded images show until the live ones come.
    private func loadImages(_ ref: BreedRef, count: Int, breedName: String, feed: Feed) async {
        let catalog = services.catalog
        let standIn = services.standIn
        let begun = early.takeImages(.loadImages(ref, count: count))
        let answer = await liveAnsweringEarly(
            Message(.progressImages, ["breed": .breed(ref, fallback: breedName)]),
            standIn: { try? await standIn?.images(of: ref, count: count) }
        ) {
            if let begun { return await begun.value }
            return await Result.capturing { () async throws(CatalogError) in try await catalog.images(of: ref, count: count) }
        }
        switch answer {
        case let .live(result):
            await feed(.imagesLoaded(ref, result))
        case let .standIn(shown, late):
            await feed(.imagesLoaded(ref, .success(shown.standingIn)))
            let connectivity = services.connectivity
            lateAnswers.expect(late) { result in
                // Offline, the embedded catalog answered in the live source's place: the stand-in
                // stays, no longer waiting.
                .imagesLoaded(ref, connectivity?.isOffline == true ? .success(shown) : result)
            }
        }
    }

    /// Runs a catalog call under the supervisor, answering early from `standIn` when the source
    /// stays quiet; directly when the catalog answers from memory: no tasks to start, nothing to watch.
    private func liveAnsweringEarly<T: Sendable>(
        _ progress: Message, standIn: (@Sendable () async -> T?)?, _ work: @escaping @Sendable () async -> Result<T, CatalogError>
    ) async -> EarlyAnswer<T, CatalogError> {
        if services.catalog.answersLocally { return .live(await work()) }
        let standIn = services.standIn == nil ? nil : standIn
        return await supervisor.runAnsweringEarly(display.strings.format(progress), failure: CatalogError.network, standIn: standIn, work)
    }

    /// Runs a catalog call that nothing stands in for: under the supervisor, or directly when the catalog answers from memory.
    private func live<T: Sendable>(
        _ progress: Message, _ work: @escaping @Sendable () async -> Result<T, CatalogError>
    ) async -> Result<T, CatalogError> {
        if services.catalog.answersLocally { return await work() }
        return await supervisor.run(display.strings.format(progress), failure: CatalogError.network, work)
    }

    /// Random images for several breeds, fetched in parallel, or taken from the requests begun early.
    private func thumbnails(_ refs: [BreedRef]) async -> [BreedRef: Thumbnail] {
        let catalog = services.catalog
        let begun = early.takeThumbnails(.loadThumbnails(refs))
        let result = await live(Message(.progressThumbnails, ["count": .number(refs.count)])) { () async -> Result<[BreedRef: Thumbnail], CatalogError> in
            if let begun { return .success(await begun.value) }
            return .success(await EarlyRequests.thumbnails(refs, catalog: catalog))
        }
        switch result {
        case let .success(thumbnails): return thumbnails
        case let .failure(error): return Dictionary(uniqueKeysWithValues: refs.map { ($0, .unavailable(error)) })
        }
    }

    /// Sends a write's acknowledgement out now, then hands the navigator the favorites the write left.
    ///
    /// The acknowledgement is flushed at once rather than with the rest of the buffered output:
    /// the write is committed by then, so whoever reads it (a person, or a script that may be
    /// killed a moment later) can rely on it (RELIABILITY.md, kill -9 trials).
    private func catchUp(after result: Result<FavoritesWrite, FavoritesStoreError>, feed: Feed) async {
        display.flush()
        guard case let .success(write) = result, let list = favorites.catchUp(after: write) else { return }
        await feed(.favoritesChanged(list))
    }

    /// The breed names of every language, so search and `open` accept them whatever the session speaks.
    nonisolated static let translatedBreedNames: [BreedRef: [String]] = Language.all.reduce(into: [:]) { table, language in
        table.merge(language.breedAliases) { $0 + $1 }
    }

    /// The temperament keywords of every language, so `find temperament:` takes them whatever the
    /// session speaks; each language's table is read on the first `find temperament:`.
    nonisolated static let temperamentTranslations = KeywordTranslations {
        Language.all.flatMap(\.temperamentTranslations)
    }
}
