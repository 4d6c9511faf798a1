import DogCore
import DogServices
import DogTerminal

/// The catalog calls: live under the supervisor, answered early by a stand-in where there is one.
extension EffectInterpreter {
    /// Loads the catalog; when the source stays quiet, the stand-in's catalog shows until the live one comes.
    func loadCatalog() async -> Event {
        let catalog = services.catalog
        let standIn = services.standIn
        let source = configuration.sourceName
        let assembly = services.assembly
        let answer = await liveAnsweringEarly(
            Message(.progressCatalog, ["source": .text(configuration.sourceName)]),
            standIn: { try? await standIn?.loadCatalog() }
        ) {
            await Result.capturing { () async throws(CatalogError) in try await catalog.loadCatalog() }
        }
        switch answer {
        case let .live(result):
            return .catalogLoaded(result.map(assembly.assemble))
        case let .standIn(shown, late):
            // The outcomes as they are; what they mean for the screen is the coordinator's to decide (`StandIns`).
            let standIn = assembly.assemble(shown)
            lateAnswers.expect(late) { result in
                .lateCatalogAnswered(standIn: standIn, source: source, result.map(assembly.assemble))
            }
            return .catalogStandingIn(standIn, source: source)
        }
    }

    /// Chooses a breed's images; when the source stays quiet, cached or embedded images show until the live ones come.
    func loadImages(_ ref: BreedRef, count: Int, breedName: String) async -> Event {
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
            return .imagesLoaded(ref, result)
        case let .standIn(shown, late):
            let connectivity = services.connectivity
            lateAnswers.expect(late) { result in
                .lateImagesAnswered(ref, standIn: shown, result, offline: connectivity?.isOffline == true)
            }
            return .imagesStandingIn(ref, shown)
        }
    }

    /// Chooses one random image, of any breed or of one.
    func loadRandomImage(of ref: BreedRef?) async -> Event {
        let catalog = services.catalog
        let standIn = services.standIn
        let answer = await liveAnsweringEarly(Message(.progressRandom), standIn: { try? await standIn?.randomImage(of: ref) }) {
            await Result.capturing { () async throws(CatalogError) in try await catalog.randomImage(of: ref) }
        }
        switch answer {
        case let .live(result):
            return .randomImageLoaded(result)
        case let .standIn(image, late):
            // One random pick is as good as another: the stand-in's is kept and the live call dropped.
            late.cancel()
            return .randomImageLoaded(.success(image))
        }
    }

    /// Asks the live source's search endpoint.
    func searchRemote(_ query: String) async -> Event {
        let catalog = services.catalog
        let result = await live(Message(.progressSearch, ["source": .text(configuration.sourceName)])) {
            await Result.capturing { () async throws(CatalogError) in try await catalog.search(query) }
        }
        return .remoteSearchCompleted(query: query, result)
    }

    /// Random images for several breeds, fetched in parallel, or taken from the requests begun early.
    func thumbnails(_ refs: [BreedRef]) async -> [BreedRef: Thumbnail] {
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
}
