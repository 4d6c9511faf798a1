import DogCore
import DogServices
import DogTerminal
import FoundationEssentials

/// Performs the coordinator's effects by calling services, and answers each with the events it produced.
///
/// Catalog calls run under the live-call supervisor (spinner, deadline, Ctrl-C) unless the catalog
/// answers from memory (`EffectInterpreter+Catalog.swift`); images go through the image
/// presenter; favorites through favorites sync; `record` to the recorder. `perform` never calls
/// back into the loop: what an effect leads to comes back as events, which the loop hands to
/// the coordinator before the next effect.
@MainActor
final class EffectInterpreter {
    let configuration: SessionConfiguration
    let services: SessionServices
    let display: SessionDisplay
    let supervisor: LiveCallSupervisor
    private let images: ImagePresenter
    private let favorites: FavoritesSync
    private let loggers: SessionLoggers
    let lateAnswers: LateAnswers
    let recorder: SessionRecorder
    /// Requests begun before their effect, while the live list was on its way.
    let early = EarlyRequests()
    /// What the run has learnt of the live source: missed the deadline, failed with `--require-live`.
    let watch: LiveSourceWatch
    /// The lines typed before, oldest first, for `history`; nil where the session keeps none.
    var history: () -> [String]? = { nil }

    init(
        configuration: SessionConfiguration, services: SessionServices, display: SessionDisplay, supervisor: LiveCallSupervisor,
        favorites: FavoritesSync, loggers: SessionLoggers, lateAnswers: LateAnswers, recorder: SessionRecorder
    ) {
        self.configuration = configuration
        self.services = services
        self.display = display
        self.supervisor = supervisor
        images = ImagePresenter(configuration: configuration, pipeline: services.images, display: display, supervisor: supervisor)
        self.favorites = favorites
        watch = LiveSourceWatch(configuration: configuration, fallback: services.fallback, display: display)
        self.loggers = loggers
        self.lateAnswers = lateAnswers
        self.recorder = recorder
    }

    /// Carries out one effect; `coordinator` is the state the effect was asked from, for names in messages.
    func perform(_ effect: Effect, coordinator: Coordinator) async -> EffectAnswer {
        switch effect {
        case .loadCatalog:
            return .events(await loadCatalog())
        case let .loadImages(ref, count):
            return .events(await loadImages(ref, count: count, breedName: coordinator.displayName(ref)))
        case let .loadRandomImage(ref):
            return .events(await loadRandomImage(of: ref))
        case let .loadThumbnails(refs):
            return .events(.thumbnailsLoaded(await thumbnails(refs)))
        case let .searchRemote(query):
            return .events(await searchRemote(query))
        case let .prefetchImages(urls, screen):
            guard configuration.prefetchesImages, let store = services.images?.store else { return .none }
            supervisor.screenTasks.start(for: screen) { await store.prefetch(urls) }
            return .none
        case let .drawImage(image):
            return EffectAnswer(events: await images.draw(image, breedName: coordinator.displayName(image.ref)).map { [.imageFailed($0)] } ?? [])
        case let .drawGrid(numbered):
            return EffectAnswer(events: await drawGrid(numbered, coordinator: coordinator).map(Event.imageFailed))
        case let .saveImage(image, path):
            return .events(await images.save(image, path: path))
        case let .openURL(url):
            return .events(.urlOpened(url, await BrowserLauncher(environment: configuration.environment).open(url)))
        case let .copyText(text):
            guard configuration.outputIsTerminal else { return .events(.textCopied(text, .printed)) }
            display.sendControl(ClipboardSequence.osc52(text))
            return .events(.textCopied(text, .terminal))
        case let .addFavorite(favorite):
            let result = await favorites.write { store throws(FavoritesStoreError) in try await store.add([favorite]) }
            return acknowledged(.favoriteAdded(favorite, result.map { $0.changed > 0 }), write: result)
        case let .removeFavorite(favorite):
            let result = await favorites.write { store throws(FavoritesStoreError) in try await store.remove(favorite) }
            return acknowledged(.favoriteRemoved(favorite, result.map { $0.changed > 0 }), write: result)
        case let .readFavoritesFile(path):
            let result = Result { () throws(FavoritesStoreError) in try FavoritesArchive.read(from: HomeFolder.expanding(path)) }
            return .events(.favoritesFileRead(path: path, result))
        case let .importFavorites(list, path):
            let result = await favorites.write { store throws(FavoritesStoreError) in try await store.add(list) }
            return acknowledged(.favoritesImported(path: path, total: list.count, result.map(\.changed)), write: result)
        case let .exportFavorites(path, replacing):
            return .events(.favoritesExported(path: path, await favorites.export(to: path, replacing: replacing)))
        case let .savePreferences(preferences, changed):
            display.apply(preferences, unitsFlag: coordinator.settings.unitsFlag, changed: changed)
            let result = Result { () throws(PreferencesError) -> Preferences in
                try services.preferences?.save(preferences)
                return preferences
            }
            return .events(.preferencesSaved(result, changed: changed))
        case let .applyLogLevels(rules):
            loggers.registry?.rules = rules
            return .none
        case .loadHistory:
            return .events(.historyLoaded(history()))
        case let .record(request):
            let report = recorder.perform(request, settings: recordingSettings(coordinator))
            display.keepPlainCopy(recorder.recordsOutput)
            return EffectAnswer(events: [.recordingReported(report)], outcome: .askedRecorder)
        case .clearScreen:
            // Home and erase the display; a pipe or a file gets nothing, as `clear` there would be noise.
            display.flush()
            if configuration.outputIsTerminal { display.sendControl("\u{1B}[H\u{1B}[2J") }
            return .none
        case let .fitOutput(size):
            display.fit(size)
            return .none
        case let .present(presentation):
            display.dataSource = coordinator.dataSource(live: configuration.sourceRecordName)
            return await present(presentation)
        case let .fail(message):
            display.fail(message)
            return EffectAnswer(outcome: .failed)
        case .quit:
            return EffectAnswer(outcome: .quit)
        }
    }

    /// Shows a presentation; a page too long for the terminal answers how many rows would fit,
    /// for the coordinator to page it smaller and show it again.
    private func present(_ presentation: Presentation) async -> EffectAnswer {
        if case let .screen(.breeds(screen), marks) = presentation, images.drawsImages, screen.showsImages {
            let art = await images.thumbnailArt(for: screen)
            if let fitting = display.pageSizeThatFits(.breeds(screen), marks: marks, art: art) { return .events(.pageDidNotFit(fitting)) }
            display.present(screen, marks: marks, art: art)
            return .none
        }
        if case let .screen(screen, marks) = presentation, let fitting = display.pageSizeThatFits(screen, marks: marks) {
            return .events(.pageDidNotFit(fitting))
        }
        display.present(presentation)
        if case let .randomImage(image, name) = presentation, images.drawsImages, let error = await images.draw(image, breedName: name) {
            return .events(.imageFailed(error))
        }
        return .none
    }

    /// Draws images as a grid where pictures are drawn, one by one otherwise; returns what could
    /// not be drawn, the images missing from the cache offline said once, by their number.
    private func drawGrid(_ numbered: [NumberedImage], coordinator: Coordinator) async -> [ImageError] {
        var errors: [ImageError] = []
        if images.drawsImages {
            errors = await images.drawGrid(numbered)
        } else {
            for item in numbered {
                if let error = await images.draw(item.image, breedName: coordinator.displayName(item.image.ref)) { errors.append(error) }
            }
        }
        let uncached = errors.filter { if case .notCached = $0 { true } else { false } }
        guard uncached.count > 1 else { return errors }
        return errors.filter { if case .notCached = $0 { false } else { true } } + [.manyNotCached(count: uncached.count)]
    }

    /// A write's acknowledgement, written out at once, then the favorites the write left.
    ///
    /// The acknowledgement is flushed as soon as it is shown rather than with the rest of the
    /// buffered output: the write is committed by then, so whoever reads it (a person, or a
    /// script that may be killed a moment later) can rely on it (RELIABILITY.md, kill -9 trials).
    private func acknowledged(_ acknowledgement: Event, write result: Result<FavoritesWrite, FavoritesStoreError>) -> EffectAnswer {
        var answer = EffectAnswer(events: [acknowledgement], flushesOutput: true)
        if case let .success(write) = result, let list = favorites.catchUp(after: write) { answer.events.append(.favoritesChanged(list)) }
        return answer
    }

    /// How a recording's header describes this session, so a replay starts it the same way.
    private func recordingSettings(_ coordinator: Coordinator) -> SessionRecorder.Settings {
        var transcript = Transcript.Options()
        transcript.seed = configuration.seed
        transcript.width = display.renderer.width
        transcript.pageSize = coordinator.settings.pageSize
        transcript.language = display.strings.language.choice
        transcript.units = display.renderer.units
        transcript.images = configuration.imageMode
        // A replay fits its pages to the rows the terminal had, as this session does.
        transcript.rows = configuration.fitsPagesToRows || configuration.imageMode != .off ? configuration.terminalRows : nil
        transcript.json = configuration.jsonOutput
        transcript.source = configuration.recordedSource
        transcript.theDogAPIURL = configuration.theDogAPIURL
        transcript.favorites = recorder.startingFavorites ?? coordinator.favorites
        return SessionRecorder.Settings(seed: configuration.seed, source: configuration.recordedSource, transcript: transcript)
    }
}
