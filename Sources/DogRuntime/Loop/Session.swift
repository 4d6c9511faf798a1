import DogCore
import DogServices
import DogTerminal

/// One run of the shell: the loop that reads lines and feeds their statements to the navigator.
///
/// Typed lines, piped lines, `--script`, `-c` and transcripts all go through `submit(_:)`: split
/// into statements, each handled by the navigator, and the effects it returns performed in
/// order, depth first, by the effect interpreter. The session and its parts live on the main actor.
@MainActor
public final class Session {
    /// The pure state machine.
    public private(set) var navigator: Navigator
    private let configuration: SessionConfiguration
    private let services: SessionServices
    private let display: SessionDisplay
    let supervisor: LiveCallSupervisor
    private let interpreter: EffectInterpreter
    private let favorites: FavoritesSync
    private let connectivity: ConnectivitySync
    private let lateAnswers: LateAnswers
    private let log: NavigationLog
    private let loggers: SessionLoggers
    private let hooks: TerminalHooks
    private let recorder: SessionRecorder
    /// Ends the process when an effect never finishes; nil in tests that do not watch.
    private let watchdog: StallWatchdog?
    /// The source lines come from while `run` reads them; it answers `history`.
    private var source: LineSource?
    /// Set when the statement being handled failed.
    private var statementFailed = false
    /// Set when Ctrl-C stopped the last line, or the start.
    private var lineInterrupted = false
    /// Set when the statement being handled was a `record` command that reached the recorder.
    private var statementAskedRecorder = false
    /// Set when `quit` ran.
    public private(set) var quitRequested = false
    /// Set when the live source could not be reached at some point of the session.
    public private(set) var sourceWasUnreachable = false

    /// Creates a session; call `start()` before submitting lines.
    public init(
        configuration: SessionConfiguration, services: SessionServices, output: OutputSink, loggers: SessionLoggers = .disabled,
        terminal: TerminalHooks = TerminalHooks(), watchdog: StallWatchdog? = nil
    ) {
        self.watchdog = watchdog
        navigator = Navigator(settings: configuration.navigator)
        self.configuration = configuration
        self.services = services
        self.loggers = loggers
        hooks = terminal
        display = SessionDisplay(configuration: configuration, output: output)
        supervisor = LiveCallSupervisor(configuration: configuration, progress: terminal.progress, interruptionCheck: terminal.interruptionCheck)
        favorites = FavoritesSync(services.favorites)
        connectivity = ConnectivitySync(monitor: services.connectivity, logger: loggers[.net], wake: terminal.wake)
        log = NavigationLog(loggers: loggers)
        lateAnswers = LateAnswers(wake: terminal.wake)
        recorder = SessionRecorder(secrets: configuration.recordingSecrets)
        let images = ImagePresenter(configuration: configuration, pipeline: services.images, display: display, supervisor: supervisor)
        interpreter = EffectInterpreter(
            configuration: configuration, services: services, display: display, supervisor: supervisor, images: images,
            favorites: favorites, loggers: loggers, lateAnswers: lateAnswers
        )
    }

    isolated deinit {
        supervisor.screenTasks.cancelAll()
        lateAnswers.cancelAll()
        interpreter.early.cancelAll()
    }

    /// Loads the settings, the favorites and the catalog, reporting what could not be opened.
    ///
    /// `firstLine`, when the session knows it already (`-c`, `--script`, a transcript), lets a
    /// live source whose breeds the embedded catalog names start that line's requests beside the
    /// list's instead of after it.
    public func start(foreseeing firstLine: String? = nil) async {
        await dispatch(.logLevelsConfigured(loggers.registry?.rules ?? LogLevelRules()))
        if let file = services.preferences {
            await dispatch(.preferencesLoaded(Result { () throws(PreferencesError) in try file.load() }))
        }
        display.apply(navigator.preferences, unitsFlag: navigator.settings.unitsFlag)
        let opened = favorites.start(logger: loggers[.store])
        if let notice = opened.notice { display.fail(notice) }
        if let error = opened.error { display.fail(error.message) }
        await catchUpFavorites()
        if let firstLine { await startRequestsEarly(for: firstLine) }
        await dispatch(.started)
        lineInterrupted = supervisor.interrupted
        publishCompletions()
    }

    /// Starts the requests a line will make, foreseen from the catalog at hand (cached or embedded).
    private func startRequestsEarly(for line: String) async {
        guard services.startsRequestsEarly, let known = try? await services.standIn?.loadCatalog() else { return }
        let requests = navigator.foreseenRequests(for: CommandLineSyntax.statements(line), catalog: known)
        interpreter.early.start(requests, catalog: services.catalog)
    }

    /// Runs one line: each of its statements in turn; returns false when one failed.
    ///
    /// With `stopOnError`, the statements after a failed one are skipped. When Ctrl-C is
    /// pressed, the effects still to come for the line are dropped and it fails. Each
    /// statement that ran goes to the recorder, unless the line starts with a space.
    @discardableResult
    public func submit(_ line: String, stopOnError: Bool = false) async -> Bool {
        // At a prompt, a Ctrl-C pressed before the line began is forgotten; in a script it stops
        // the next line, wherever it fell (writing the last line's output, say).
        if source?.isInteractive ?? true { supervisor.clearInterruption() }
        await catchUpFavorites()
        await catchUpWithBackground()
        var succeeded = true
        let statements = CommandLineSyntax.statements(line)
        let recorded = !line.hasPrefix(" ")
        loggers[.repl].debug("line", metadata: ["statements": "\(statements.count)", "length": "\(line.count)"])
        for statement in statements {
            statementFailed = false
            statementAskedRecorder = false
            _ = display.takePlainCopy()
            await dispatch(.commandEntered(statement))
            let failed = statementFailed || supervisor.interrupted
            // `record` itself is never recorded: it asked the recorder, or failed before it could.
            if recorded, !statementAskedRecorder, !(failed && SessionRecorder.isRecordCommand(statement)) {
                if let report = recorder.ran(statement, failed: failed, output: display.takePlainCopy()) { await dispatch(.recordingReported(report)) }
            }
            if statementFailed {
                succeeded = false
                if stopOnError { break }
            }
            if quitRequested || supervisor.interrupted { break }
        }
        lineInterrupted = supervisor.interrupted
        if supervisor.interrupted {
            supervisor.clearInterruption()
            succeeded = false
            await dispatch(.interrupted)
        }
        display.flush()
        publishCompletions()
        return succeeded
    }

    /// Takes in what changed while the prompt waited, the network gone or back, and shows its messages.
    ///
    /// A Ctrl-C meanwhile stops only the refresh it may start, not the next line.
    public func catchUpWhileWaiting() async {
        supervisor.clearInterruption()
        await catchUpFavorites()
        await catchUpWithBackground()
        supervisor.clearInterruption()
        display.flush()
        publishCompletions()
    }

    /// Reads lines from a source until it ends or `quit` runs; returns the exit status.
    ///
    /// Interactive sessions never stop on errors. Other sessions stop at the first failed
    /// command with status 1, unless `keepGoing` is set: then they run every line and exit 0.
    /// Ctrl-C stops any of them but an interactive one, with status 130.
    /// News from the background that wakes a waiting prompt is taken in, and the prompt asked again.
    ///
    /// A recording still on when the session ends is closed, and says how many lines it holds.
    public func run(_ source: LineSource, keepGoing: Bool = false) async -> Int32 {
        self.source = source
        defer { self.source = nil }
        let status = await readLines(from: source, strict: !source.isInteractive && !keepGoing)
        if recorder.isOn { await dispatch(.recordingRequested(.stop)) }
        display.flush()
        return status
    }

    private func readLines(from source: LineSource, strict: Bool) async -> Int32 {
        display.flush()
        // Ctrl-C while the session started (loading the catalog, say) stops a script before its first line.
        if lineInterrupted, !source.isInteractive {
            supervisor.clearInterruption()
            await dispatch(.interrupted)
            return ExitStatus.interrupted.rawValue
        }
        var firstPrompt = true
        while !quitRequested {
            // The favorites were read as the session started; before every later prompt, what
            // another dogsh changed shows (two windows, one data folder).
            if !firstPrompt { await catchUpWithOtherProcesses() }
            firstPrompt = false
            switch await source.readLine(prompt: prompt) {
            case let .line(line):
                if let width = hooks.width?() { display.resize(width: width) }
                if let rows = hooks.rows?(), rows != display.rows {
                    display.rows = rows
                    await dispatch(.pageSizeChanged(NavigatorSettings.pageSize(fittingRows: rows)))
                }
                let succeeded = await submit(line, stopOnError: strict)
                if lineInterrupted, !source.isInteractive { return ExitStatus.interrupted.rawValue }
                if !succeeded, strict { return ExitStatus.commandFailed.rawValue }
            case .woken:
                await catchUpWhileWaiting()
            case .end:
                return ExitStatus.success.rawValue
            }
        }
        return ExitStatus.success.rawValue
    }

    /// Starts, stops or describes a recording outside any line, as `--record FILE` does before the first.
    public func record(_ request: RecordingRequest) async {
        await dispatch(.recordingRequested(request))
        display.flush()
    }

    /// How a recording's header describes this session, so a replay starts it the same way.
    private var recordingSettings: SessionRecorder.Settings {
        var transcript = Transcript.Options()
        transcript.seed = configuration.seed
        transcript.width = display.renderer.width
        transcript.pageSize = navigator.settings.pageSize
        transcript.language = display.strings.language.choice
        transcript.units = display.renderer.units
        transcript.images = configuration.imageMode
        // A replay fits its pages to the rows the terminal had, as this session does.
        transcript.rows = configuration.fitsPagesToRows || configuration.imageMode != .off ? configuration.terminalRows : nil
        transcript.json = configuration.jsonOutput
        transcript.source = configuration.recordedSource
        transcript.theDogAPIURL = configuration.theDogAPIURL
        return SessionRecorder.Settings(seed: configuration.seed, source: configuration.recordedSource, transcript: transcript)
    }

    /// Tells the line editor what Tab completes from while the prompt waits: the state after the last line.
    private func publishCompletions() {
        hooks.completions?.publish(navigator, strings: display.strings, painter: display.renderer.painter)
    }

    /// The prompt for where the session is: `dogsh> ` on the breeds list, `dogsh hound › afghan> ` deeper in.
    public var prompt: String {
        display.prompt(for: navigator)
    }

    /// Shows a message outside any command, such as the welcome line.
    public func show(_ message: Message, on stream: OutputStream = .standard) {
        display.show(message, on: stream)
    }

    /// Lays output out for a new terminal width.
    public func resize(width: Int) {
        display.resize(width: width)
    }

    /// Hands an event to the navigator and performs the resulting effects in order, unless Ctrl-C was pressed.
    private func dispatch(_ event: Event) async {
        if case .connectivityChanged(online: false) = event { sourceWasUnreachable = true }
        let before = navigator.stack
        let effects = navigator.handle(event)
        if before != navigator.stack {
            log.moved(from: before, to: navigator.stack)
            supervisor.screenTasks.keep(only: navigator.stack.entries.map(\.id))
        }
        for effect in effects {
            if supervisor.checkInterrupted() { return }
            let started = ContinuousClock.now
            watchdog?.begin(effect.logEntry.name)
            await perform(effect)
            watchdog?.end()
            await catchUpWithBackground()
            log.performed(effect, since: started)
        }
    }

    /// Performs an effect: the loop's own here, every other by the interpreter.
    private func perform(_ effect: Effect) async {
        switch effect {
        case let .fail(message):
            statementFailed = true
            display.fail(message)
        case .quit:
            quitRequested = true
        case .loadHistory:
            await dispatch(.historyLoaded(source?.history))
        case let .record(request):
            statementAskedRecorder = true
            let report = recorder.perform(request, settings: recordingSettings)
            display.keepPlainCopy(recorder.recordsOutput)
            await dispatch(.recordingReported(report))
        default:
            await interpreter.perform(effect, navigator: navigator) { event in await self.dispatch(event) }
        }
    }

    /// Feeds the navigator the newest favorites the store's observation delivered.
    private func catchUpFavorites() async {
        if let list = favorites.catchUp() { await dispatch(.favoritesChanged(list)) }
    }

    /// Shows the favorites another process changed, and says so.
    private func catchUpWithOtherProcesses() async {
        if let list = favorites.changedElsewhere() {
            await dispatch(.favoritesChangedElsewhere(list))
            display.flush()
        }
    }

    /// Hands the navigator what happened in the background: the network gone or back, and live
    /// answers that came after a stand-in was shown.
    private func catchUpWithBackground() async {
        for event in connectivity.takeEvents() + lateAnswers.take() { await dispatch(event) }
    }
}
