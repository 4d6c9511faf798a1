import DogCore
import DogServices
import DogTerminal
import FoundationEssentials
import Glibc

/// How a session performs each kind of effect.
extension Session {
    /// Carries out one effect, feeding its result back to the navigator.
    func execute(_ effect: Effect) async {
        switch effect {
        case .loadCatalog:
            let catalog = services.catalog
            let result = await live(Message(.progressCatalog, ["source": .text(configuration.sourceName)])) {
                await Result.capturing { () async throws(CatalogError) in try await catalog.loadCatalog() }
            }
            await dispatch(.catalogLoaded(result.map { $0.addingAliases { Self.translatedBreedNames } }))
        case let .loadImages(ref, count):
            let catalog = services.catalog
            let name = navigator.catalog?.displayName(ref) ?? ref.phrase
            let result = await live(Message(.progressImages, ["breed": .breed(ref, fallback: name)])) {
                await Result.capturing { () async throws(CatalogError) in try await catalog.images(of: ref, count: count) }
            }
            await dispatch(.imagesLoaded(ref, result))
        case let .loadRandomImage(ref):
            let catalog = services.catalog
            let result = await live(Message(.progressRandom)) {
                await Result.capturing { () async throws(CatalogError) in try await catalog.randomImage(of: ref) }
            }
            await dispatch(.randomImageLoaded(result))
        case let .loadThumbnails(refs):
            await dispatch(.thumbnailsLoaded(await thumbnails(refs)))
        case let .searchRemote(query):
            let catalog = services.catalog
            let result = await live(Message(.progressSearch, ["source": .text(configuration.sourceName)])) {
                await Result.capturing { () async throws(CatalogError) in try await catalog.search(query) }
            }
            await dispatch(.remoteSearchCompleted(query: query, result))
        case let .prefetchImages(urls, screen):
            prefetchImages(urls, for: screen)
        case let .drawImage(image):
            await drawImage(image)
        case let .drawGrid(images):
            await drawGrid(images)
        case let .saveImage(image, path):
            await saveImage(image, path: path)
        case let .addFavorite(favorite):
            let result = await write { store throws(FavoritesStoreError) in try await store.add([favorite]) }
            await dispatch(.favoriteAdded(favorite, result.map { $0.changed > 0 }))
            await catchUp(after: result)
        case let .removeFavorite(favorite):
            let result = await write { store throws(FavoritesStoreError) in try await store.remove(favorite) }
            await dispatch(.favoriteRemoved(favorite, result.map { $0.changed > 0 }))
            await catchUp(after: result)
        case let .readFavoritesFile(path):
            let result = Result { () throws(FavoritesStoreError) in try FavoritesArchive.read(from: HomeFolder.expanding(path)) }
            await dispatch(.favoritesFileRead(path: path, result))
        case let .importFavorites(favorites, path):
            let result = await write { store throws(FavoritesStoreError) in try await store.add(favorites) }
            await dispatch(.favoritesImported(path: path, total: favorites.count, result.map(\.changed)))
            await catchUp(after: result)
        case let .exportFavorites(path):
            let result = await exportFavorites(to: path)
            await dispatch(.favoritesExported(path: path, result))
        case let .savePreferences(preferences, changed):
            apply(preferences, languageCommand: changed == .language)
            let result = Result { () throws(PreferencesError) -> Preferences in
                try services.preferences?.save(preferences)
                return preferences
            }
            await dispatch(.preferencesSaved(result, changed: changed))
        case .loadHistory:
            await dispatch(.historyLoaded(source?.history))
        case let .applyLogLevels(rules):
            loggers.registry?.rules = rules
        case let .present(presentation):
            if case let .screen(.breeds(screen)) = presentation, drawsImages, screen.showsImages {
                output.write(renderer.render(.breeds(screen), art: await thumbnailArt(for: screen)), to: .standard)
            } else {
                output.write(renderCache.lines(for: presentation) { renderer.render(presentation) }, to: .standard)
            }
            if case let .randomImage(image, _) = presentation, drawsImages { await drawImage(image) }
        case let .fail(message):
            statementFailed = true
            output.write(renderer.render(error: message), to: .error)
        case .quit:
            quitRequested = true
        }
    }

    /// Runs a write against the store, or returns why the store is unavailable.
    private func write(
        _ body: (any FavoritesStore) async throws(FavoritesStoreError) -> FavoritesWrite
    ) async -> Result<FavoritesWrite, FavoritesStoreError> {
        switch services.favorites {
        case let .success(store):
            do { return .success(try await body(store)) } catch { return .failure(error) }
        case let .failure(error):
            return .failure(error)
        }
    }

    /// Sends the write's acknowledgement out now, then waits until the observation has delivered the write.
    ///
    /// The acknowledgement is flushed at once rather than with the rest of the buffered
    /// output: the write is committed by then, so whoever reads it (a person, or a script that
    /// may be killed a moment later) can rely on it (RELIABILITY.md, kill -9 trials).
    private func catchUp(after result: Result<FavoritesWrite, FavoritesStoreError>) async {
        output.flush()
        if case let .success(write) = result { await catchUpFavorites(to: write.revision) }
    }

    private func exportFavorites(to path: String) async -> Result<Int, FavoritesStoreError> {
        switch services.favorites {
        case let .success(store):
            do {
                let snapshot = try await store.snapshot()
                try FavoritesArchive.write(snapshot.favorites, to: HomeFolder.expanding(path))
                return .success(snapshot.favorites.count)
            } catch {
                return .failure(error)
            }
        case let .failure(error):
            return .failure(error)
        }
    }

    /// The breed names of every language, so search and `open` accept them whatever the session speaks.
    static let translatedBreedNames: [BreedRef: [String]] = Language.all.reduce(into: [:]) { table, language in
        table.merge(language.breedAliases) { $0 + $1 }
    }
}
