import DogCore
import DogServices
import DogTerminal
import FoundationEssentials

/// Performs the navigator's effects by calling services, and feeds each result back as an event.
///
/// Catalog calls run under the live-call supervisor (spinner, deadline, Ctrl-C) unless the catalog
/// answers from memory; images go through the image presenter; favorites through favorites sync.
/// Three effects are the run loop's own and never come here: `fail` and `quit`, which change
/// how the line ends, and `loadHistory`, which asks the loop's line source.
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

    init(
        configuration: SessionConfiguration, services: SessionServices, display: SessionDisplay, supervisor: LiveCallSupervisor,
        images: ImagePresenter, favorites: FavoritesSync, loggers: SessionLoggers
    ) {
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
            let result = await live(Message(.progressCatalog, ["source": .text(configuration.sourceName)])) {
                await Result.capturing { () async throws(CatalogError) in try await catalog.loadCatalog() }
            }
            await feed(.catalogLoaded(result.map { $0.addingAliases { Self.translatedBreedNames } }))
        case let .loadImages(ref, count):
            let result = await live(Message(.progressImages, ["breed": .breed(ref, fallback: navigator.displayName(ref))])) {
                await Result.capturing { () async throws(CatalogError) in try await catalog.images(of: ref, count: count) }
            }
            await feed(.imagesLoaded(ref, result))
        case let .loadRandomImage(ref):
            let result = await live(Message(.progressRandom)) {
                await Result.capturing { () async throws(CatalogError) in try await catalog.randomImage(of: ref) }
            }
            await feed(.randomImageLoaded(result))
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
        case let .exportFavorites(path):
            await feed(.favoritesExported(path: path, await favorites.export(to: path)))
        case let .savePreferences(preferences, changed):
            display.apply(preferences, languageCommand: changed == .language)
            let result = Result { () throws(PreferencesError) -> Preferences in
                try services.preferences?.save(preferences)
                return preferences
            }
            await feed(.preferencesSaved(result, changed: changed))
        case let .applyLogLevels(rules):
            loggers.registry?.rules = rules
        case let .present(.screen(.breeds(screen))) where images.drawsImages && screen.showsImages:
            display.present(screen, art: await images.thumbnailArt(for: screen))
        case let .present(presentation):
            display.present(presentation)
            if case let .randomImage(image, name) = presentation, images.drawsImages,
               let error = await images.draw(image, breedName: name) {
                await feed(.imageFailed(error))
            }
        case .fail, .quit, .loadHistory:
            preconditionFailure("\(effect) is the run loop's own effect")
        }
    }

    /// Runs a catalog call under the supervisor, or directly when the catalog answers from memory: no tasks to start, nothing to watch.
    private func live<T: Sendable>(
        _ progress: Message, _ work: @escaping @Sendable () async -> Result<T, CatalogError>
    ) async -> Result<T, CatalogError> {
        if services.catalog.answersLocally { return await work() }
        return await supervisor.run(display.strings.format(progress), failure: CatalogError.network, work)
    }

    /// Random images for several breeds, fetched in parallel (the transport limits how many at once).
    private func thumbnails(_ refs: [BreedRef]) async -> [BreedRef: Thumbnail] {
        let catalog = services.catalog
        let result = await live(Message(.progressThumbnails, ["count": .number(refs.count)])) { () async -> Result<[BreedRef: Thumbnail], CatalogError> in
            await withTaskGroup(of: (BreedRef, Thumbnail).self) { group in
                for ref in refs {
                    group.addTask {
                        let result = await Result.capturing { () async throws(CatalogError) in try await catalog.randomImage(of: ref) }
                        switch result {
                        case let .success(image): return (ref, .image(image))
                        case let .failure(error): return (ref, .unavailable(error))
                        }
                    }
                }
                var thumbnails: [BreedRef: Thumbnail] = [:]
                for await (ref, thumbnail) in group { thumbnails[ref] = thumbnail }
                return .success(thumbnails)
            }
        }
        switch result {
        case let .success(thumbnails): return thumbnails
        case let .failure(error): return Dictionary(uniqueKeysWithValues: refs.map { ($0, .unavailable(error)) })
        }
    }

    /// Sends a write's acknowledgement out now, then waits until the observation has delivered the write.
    ///
    /// The acknowledgement is flushed at once rather than with the rest of the buffered output:
    /// the write is committed by then, so whoever reads it (a person, or a script that may be
    /// killed a moment later) can rely on it (RELIABILITY.md, kill -9 trials).
    private func catchUp(after result: Result<FavoritesWrite, FavoritesStoreError>, feed: Feed) async {
        display.flush()
        guard case let .success(write) = result, let list = await favorites.catchUp(to: write.revision) else { return }
        await feed(.favoritesChanged(list))
    }

    /// The breed names of every language, so search and `open` accept them whatever the session speaks.
    nonisolated static let translatedBreedNames: [BreedRef: [String]] = Language.all.reduce(into: [:]) { table, language in
        table.merge(language.breedAliases) { $0 + $1 }
    }
}
