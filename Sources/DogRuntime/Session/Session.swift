import DogCore
import DogServices
import DogTerminal

/// One run of the shell: feeds lines to the navigator and performs the effects it returns.
///
/// Typed lines, piped lines, `--script`, `-c` and transcripts all go through `submit(_:)`:
/// split into statements, handled by the navigator, effects performed in order, depth first.
public final class Session {
    /// The pure state machine.
    public private(set) var navigator: Navigator
    let configuration: SessionConfiguration
    let services: SessionServices
    let output: OutputSink
    var renderer: PresentationRenderer {
        didSet { renderCache.removeAll() }
    }
    /// Screens rendered lately, for `back`, `home` and `ls` to a screen shown before.
    let renderCache = RenderCache()
    let feed = FavoritesFeed()
    /// One logger per category.
    let loggers: SessionLoggers
    private var observation: (any FavoritesObservation)?
    /// The source lines come from while `run` reads them; it answers `history`.
    var source: LineSource?
    /// The newest favorites revision the navigator has seen.
    var seenRevision = -1
    /// Set when the statement being handled failed.
    var statementFailed = false
    /// Set when `quit` ran.
    public internal(set) var quitRequested = false
    /// Asked between effects, and during live calls, whether Ctrl-C was pressed; the rest of the line is then dropped.
    public var interruptionCheck: (@Sendable () -> Bool)?
    /// Shows a spinner during long waits; set only when standard error is a terminal.
    public var progress: ProgressIndicator?
    /// Whether shown breeds' image bytes are fetched in the background (interactive live sessions).
    public var prefetches = false
    /// Background work owned by screens on the stack.
    var screenTasks: [ScreenTask] = []
    /// Whether the hint that images are not drawn without a terminal was shown already.
    var imagesOffExplained = false
    /// Asked before each line for the terminal's width, so layout follows resizes.
    public var widthProvider: (() -> Int?)?
    /// Asked before each line for the rows a page should hold, so pages follow the terminal's height.
    public var pageSizeProvider: (() -> Int?)?

    /// The language `--lang` chose; it holds until a `lang` command changes the language.
    var languageOverride: LanguageChoice?

    /// Creates a session; call `start()` before submitting lines.
    public init(configuration: SessionConfiguration, services: SessionServices, output: OutputSink, loggers: SessionLoggers = .disabled) {
        navigator = Navigator(settings: configuration.navigator)
        self.loggers = loggers
        self.configuration = configuration
        self.services = services
        self.output = output
        languageOverride = configuration.languageFlag
        renderer = PresentationRenderer(strings: Strings(), width: configuration.width, wrapsMessages: configuration.outputIsTerminal)
        apply(navigator.preferences)
    }

    deinit {
        observation?.cancel()
        for entry in screenTasks { entry.task.cancel() }
    }

    /// Loads the settings, the favorites and the catalog, reporting what could not be opened.
    public func start() async {
        await dispatch(.logLevelsConfigured(loggers.registry?.rules ?? LogLevelRules()))
        if let file = services.preferences {
            await dispatch(.preferencesLoaded(Result { () throws(PreferencesError) in try file.load() }))
            apply(navigator.preferences)
        }
        switch services.favorites {
        case let .success(store):
            if let notice = store.notice { output.write(renderer.render(error: notice), to: .error) }
            let feed = feed
            observation = store.observe(onChange: { feed.deliver($0) }, onError: { _ in feed.fail() })
            await catchUpFavorites(to: 0)
        case let .failure(error):
            loggers[.store].info("favorites store unavailable", metadata: ["error": "\(error)"])
            output.write(renderer.render(error: error.message), to: .error)
        }
        await dispatch(.started)
    }

    /// Runs one line: each of its statements in turn; returns false when one failed.
    ///
    /// With `stopOnError`, the statements after a failed one are skipped. When Ctrl-C is
    /// pressed, the effects still to come for the line are dropped and it fails.
    @discardableResult
    public func submit(_ line: String, stopOnError: Bool = false) async -> Bool {
        _ = interruptionCheck?()
        await catchUpFavorites(to: nil)
        await catchUpConnectivity()
        var succeeded = true
        let statements = CommandLineSyntax.statements(line)
        loggers[.repl].debug("line", metadata: ["statements": "\(statements.count)", "length": "\(line.count)"])
        for statement in statements {
            statementFailed = false
            await dispatch(.commandEntered(statement))
            if statementFailed {
                succeeded = false
                if stopOnError { break }
            }
            if quitRequested || interrupted { break }
        }
        if interrupted {
            interrupted = false
            succeeded = false
            for effect in navigator.handle(.interrupted) { await perform(effect) }
        }
        output.flush()
        return succeeded
    }

    /// Takes in what changed while the prompt waited, the network gone or back, and shows its messages.
    ///
    /// The line editor calls it when woken (`wakeOnBackgroundChanges`); a Ctrl-C meanwhile stops
    /// only the refresh it may start, not the next line.
    public func catchUpWhileWaiting() async {
        _ = interruptionCheck?()
        await catchUpFavorites(to: nil)
        await catchUpConnectivity()
        interrupted = false
        output.flush()
    }

    /// Reads lines from a source until it ends or `quit` runs; returns the exit status.
    ///
    /// Interactive sessions never stop on errors. Other sessions stop at the first failed
    /// command with status 1, unless `keepGoing` is set: then they run every line and exit 0.
    public func run(_ source: LineSource, keepGoing: Bool = false) async -> Int32 {
        self.source = source
        defer { self.source = nil }
        let strict = !source.isInteractive && !keepGoing
        output.flush()
        while !quitRequested, let line = await source.readLine(prompt: prompt) {
            if let width = widthProvider?(), width != renderer.width { resize(width: width) }
            if let size = pageSizeProvider?(), size != navigator.settings.pageSize { await dispatch(.pageSizeChanged(size)) }
            if await !submit(line, stopOnError: strict), strict { return 1 }
        }
        output.flush()
        return 0
    }

    /// The prompt for where the session is: `dogsh> ` on the breeds list, `dogsh hound › afghan> ` deeper in.
    public var prompt: String {
        renderer.prompt(navigator.stack.screens.map(\.crumb), offline: !navigator.isOnline)
    }

    /// Shows a message outside any command, such as the welcome line.
    public func show(_ message: Message, on stream: OutputStream = .standard) {
        output.write(renderer.render(.message(message)), to: stream)
    }

    /// The painter output is coloured with.
    public var painter: Painter {
        renderer.painter
    }

    /// Lays output out for a new terminal width.
    public func resize(width: Int) {
        renderer = renderer.with(width: width)
    }

    /// Completions for the text before the cursor: breed descriptions in the session's language,
    /// and file paths listed where the command takes one.
    public func completion(for text: String) -> Completion {
        let completion = Completer.complete(text, context: CompletionContext(navigator))
        guard completion.source != .paths else {
            return Completion(partial: completion.partial, candidates: PathCompletion.candidates(for: completion.partial, home: HomeFolder.path), source: .paths)
        }
        let candidates = completion.candidates.map { candidate in
            guard let ref = candidate.ref, let detail = candidate.detail else { return candidate }
            return CompletionCandidate(candidate.text, detail: strings.breedName(ref, fallback: detail), ref: ref)
        }
        return Completion(partial: completion.partial, candidates: candidates, source: completion.source)
    }

    /// Hands an event to the navigator and performs the resulting effects in order, unless Ctrl-C was pressed.
    func dispatch(_ event: Event) async {
        let before = navigator.stack
        let effects = navigator.handle(event)
        if before != navigator.stack {
            logNavigation(from: before, to: navigator.stack)
            cancelTasksOfLeftScreens()
        }
        for effect in effects {
            if interrupted || interruptionCheck?() == true {
                interrupted = true
                return
            }
            await perform(effect)
        }
    }

    /// Set when Ctrl-C was pressed while a line ran.
    private var interrupted = false

    /// Drops the rest of the line being run.
    func markInterrupted() {
        interrupted = true
    }

    /// The strings output is written with.
    public var strings: Strings {
        renderer.strings
    }

    /// Feeds the navigator the newest favorites, waiting first for a revision when one is given.
    func catchUpFavorites(to revision: Int?) async {
        let snapshot = if let revision { await feed.snapshot(atLeast: revision) } else { feed.latest }
        guard let snapshot, snapshot.revision > seenRevision else { return }
        seenRevision = snapshot.revision
        await dispatch(.favoritesChanged(snapshot.favorites))
    }
}
