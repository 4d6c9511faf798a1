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
            standIn: { try? await standIn?.loadCatalog() },
            fallback: { provider throws(CatalogError) in
                // The live source's miss was said once, by the watch: no second notice from the catalog.
                let embedded = try await provider.loadCatalog()
                return Catalog(breeds: embedded.breeds, sourceName: embedded.sourceName, features: CatalogFeatures(live: true))
            }
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
            standIn: { try? await standIn?.images(of: ref, count: count) },
            fallback: { provider throws(CatalogError) in try await provider.images(of: ref, count: count) }
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
        let answer = await liveAnsweringEarly(
            Message(.progressRandom), standIn: { try? await standIn?.randomImage(of: ref) },
            fallback: { provider throws(CatalogError) in try await provider.randomImage(of: ref) }
        ) {
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
    /// stays quiet at a terminal; directly when the catalog answers from memory: no tasks to start, nothing to watch.
    ///
    /// A script waits for the live answer up to the deadline instead (`answersEarly` is off): what
    /// it prints is never stand-in data. Past the deadline, `fallback` answers from the embedded
    /// catalog, said once, and every later call of the run goes there at once (`LiveSourceWatch`);
    /// with `--require-live` there is no fallback, and the failure is the command's.
    private func liveAnsweringEarly<T: Sendable>(
        _ progress: Message, standIn: (@Sendable () async -> T?)?,
        fallback: @escaping (any CatalogProvider) async throws(CatalogError) -> T,
        _ work: @escaping @Sendable () async -> Result<T, CatalogError>
    ) async -> EarlyAnswer<T, CatalogError> {
        if services.catalog.answersLocally { return .live(await work()) }
        if let answer = await watch.answerWithoutWaiting(fallback) { return .live(answer) }
        let standIn = services.standIn == nil || !configuration.answersEarly ? nil : standIn
        let answer = await supervisor.runAnsweringEarly(display.strings.format(progress), failure: CatalogError.network, standIn: standIn, work)
        guard case let .live(result) = answer else { return answer }
        return .live(await watch.settle(result, fallback: fallback))
    }

    /// Runs a catalog call that nothing stands in for: under the supervisor, or directly when the catalog answers from memory.
    private func live<T: Sendable>(
        _ progress: Message, _ work: @escaping @Sendable () async -> Result<T, CatalogError>
    ) async -> Result<T, CatalogError> {
        if services.catalog.answersLocally { return await work() }
        // At a terminal, a call that only adds to what is shown (search's live matches, thumbnails) ends with the command's quiet time.
        let result = await supervisor.run(display.strings.format(progress), failure: CatalogError.network, givesUpWhenQuiet: configuration.answersEarly, work)
        watch.note(result)
        return result
    }
}
