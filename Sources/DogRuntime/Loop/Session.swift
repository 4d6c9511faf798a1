import DogCore
import DogServices
import DogTerminal

/// One run of the shell: the loop that reads lines and feeds their statements to the coordinator.
///
/// Typed lines, piped lines, `--script`, `-c` and transcripts all go through `submit(_:)`: split
/// into statements, each handed to the coordinator as an event by the dispatcher, whose worklist
/// performs the effects and hands back the events they answer with. What happens outside a
/// command (late live answers, the network, other processes' favorites, resizes) waits in the inbox,
/// which the dispatcher takes in between effects, and before and while a prompt waits. A line
/// returns how it ended (`LineOutcome`). The session and its parts live on the main actor.
@MainActor
public final class Session {
    private let configuration: SessionConfiguration
    private let services: SessionServices
    private let display: SessionDisplay
    let supervisor: LiveCallSupervisor
    private let interpreter: EffectInterpreter
    private let dispatcher: Dispatcher
    private let favorites: FavoritesSync
    private let loggers: SessionLoggers
    private let hooks: TerminalHooks
    /// The source lines come from while `run` reads them; it answers `history`.
    private var source: LineSource?

    /// The pure state machine.
    public var coordinator: Coordinator { dispatcher.coordinator }

    /// The status a script stops with before its next line: output that could not be written (74),
    /// or, with `--require-live`, a live source that failed a call since the last line (69).
    private func stopStatus(_ source: LineSource) -> ExitStatus? {
        if display.output.standardOutputFailure != nil { return .outputFailed }
        return !source.isInteractive && configuration.requiresLive && interpreter.watch.takeFailure() ? .sourceUnreachable : nil
    }

    /// Creates a session; call `start()` before submitting lines.
    public init(
        configuration: SessionConfiguration, services: SessionServices, output: OutputSink, loggers: SessionLoggers = .disabled,
        terminal: TerminalHooks = TerminalHooks(), watchdog: StallWatchdog? = nil
    ) {
        self.configuration = configuration
        self.services = services
        self.loggers = loggers
        hooks = terminal
        display = SessionDisplay(configuration: configuration, output: output)
        supervisor = LiveCallSupervisor(configuration: configuration, progress: terminal.progress, interruptionCheck: terminal.interruptionCheck)
        let inbox = Inbox(wake: terminal.wake, resized: terminal.resized)
        favorites = FavoritesSync(services.favorites, inbox: inbox)
        ConnectivitySync.follow(services.connectivity, into: inbox, logger: loggers[.net])
        interpreter = EffectInterpreter(
            configuration: configuration, services: services, display: display, supervisor: supervisor, favorites: favorites,
            loggers: loggers, lateAnswers: LateAnswers(inbox: inbox), recorder: SessionRecorder(secrets: configuration.recordingSecrets)
        )
        dispatcher = Dispatcher(
            coordinator: Coordinator(settings: configuration.coordinator), interpreter: interpreter, inbox: inbox, supervisor: supervisor,
            log: NavigationLog(loggers: loggers), watchdog: watchdog
        )
        interpreter.history = { [unowned self] in source?.history }
    }

    isolated deinit {
        supervisor.screenTasks.cancelAll()
        interpreter.lateAnswers.cancelAll()
        interpreter.early.cancelAll()
    }

    /// Takes in the settings as the launcher read them, loads the favorites and the catalog, reporting what could not be opened.
    ///
    /// `firstLine`, when the session knows it already (`-c`, `--script`, a transcript), lets a
    /// live source whose breeds the embedded catalog names start that line's requests beside the
    /// list's instead of after it. `place` prefixes what fails as the session starts (`dogsh:` in a script).
    public func start(foreseeing firstLine: String? = nil, errorsNamed place: LinePlace? = nil) async {
        display.place = place
        await dispatcher.run([.logLevelsConfigured(loggers.registry?.rules ?? LogLevelRules())])
        if let saved = services.savedPreferences { await dispatcher.run([.preferencesLoaded(saved)]) }
        display.apply(coordinator.preferences, unitsFlag: coordinator.settings.unitsFlag)
        let opened = favorites.start(logger: loggers[.store])
        if let notice = opened.notice { display.fail(notice) }
        if let error = opened.error { display.fail(error.message) }
        if let firstLine { await startRequestsEarly(for: firstLine) }
        supervisor.beginCommand()
        await dispatcher.run([.started])
        publishCompletions()
    }

    /// Starts the requests a line will make, foreseen from the catalog at hand (cached or embedded).
    private func startRequestsEarly(for line: String) async {
        guard services.startsRequestsEarly, let known = try? await services.standIn?.loadCatalog() else { return }
        let requests = coordinator.foreseenRequests(for: CommandLineSyntax.statements(line), catalog: known)
        interpreter.early.start(requests, catalog: services.catalog)
    }

    /// Runs one line: each of its statements in turn; returns how it ended.
    ///
    /// With `stopOnError`, the statements after a failed one are skipped. When Ctrl-C is
    /// pressed, the effects still to come for the line are dropped and it is interrupted. Each
    /// statement that ran goes to the recorder, unless the line starts with a space.
    @discardableResult
    public func submit(_ line: String, stopOnError: Bool = false) async -> LineOutcome {
        // At a prompt, a Ctrl-C pressed before the line began is forgotten; in a script it stops
        // the next line, wherever it fell (writing the last line's output, say).
        if source?.isInteractive ?? true { supervisor.clearInterruption() }
        var outcome = await dispatcher.run([])
        interpreter.recorder.noteStart(favorites: dispatcher.coordinator.favorites)
        let statements = CommandLineSyntax.statements(line)
        loggers[.repl].debug("line", metadata: ["statements": "\(statements.count)", "length": "\(line.count)"])
        for statement in statements {
            _ = display.takePlainCopy()
            supervisor.beginCommand()
            display.beginCommand()
            var ran = await dispatcher.run([.commandEntered(statement)])
            if supervisor.interrupted { ran.insert(.interrupted) }
            let pagerInterrupted = await display.endCommand(pager: ran.contains(.interrupted) ? .off : coordinator.pagerSetting)
            if !line.hasPrefix(" ") { await record(statement, ran) }
            outcome.formUnion(ran.subtracting(.askedRecorder))
            // Ctrl-C in the pager returns to the prompt, the rest of the line not run; it stops a
            // script, as it would have at its next line.
            if pagerInterrupted {
                if source?.isInteractive ?? true { supervisor.clearInterruption() } else { outcome.insert(.interrupted) }
                break
            }
            if ran.contains(.failed), stopOnError { break }
            if !ran.isDisjoint(with: [.quit, .interrupted]) { break }
        }
        if supervisor.interrupted {
            outcome.insert(.interrupted)
            supervisor.clearInterruption()
            await dispatcher.run([.interrupted])
        }
        display.flush()
        publishCompletions()
        return outcome
    }

    /// Gives the recorder a statement that ran; `record` itself never: it asked the recorder, or failed before it could.
    private func record(_ statement: String, _ ran: LineOutcome) async {
        let failed = !ran.succeeded
        guard !ran.contains(.askedRecorder), !(failed && SessionRecorder.isRecordCommand(statement)),
              let report = interpreter.recorder.ran(statement, failed: failed, output: display.takePlainCopy()) else { return }
        await dispatcher.run([.recordingReported(report)])
    }

    /// Takes in what changed while the prompt waited, the network gone or back, and shows its messages.
    ///
    /// A Ctrl-C meanwhile stops only the refresh it may start, not the next line.
    public func catchUpWhileWaiting() async {
        supervisor.clearInterruption()
        await dispatcher.run([])
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
        if interpreter.recorder.isOn { await dispatcher.run([.recordingRequested(.stop)]) }
        display.flush()
        return display.output.standardOutputFailure != nil ? ExitStatus.outputFailed.rawValue : status
    }

    private func readLines(from source: LineSource, strict: Bool) async -> Int32 {
        display.flush()
        // Ctrl-C while the session started (loading the catalog, say) stops a script before its first line.
        if supervisor.interrupted, !source.isInteractive {
            supervisor.clearInterruption()
            await dispatcher.run([.interrupted])
            return ExitStatus.interrupted.rawValue
        }
        // Without a person at the prompt, an error names its line's place, or `dogsh:`.
        display.place = source.isInteractive ? nil : .commandLine
        if let status = stopStatus(source) { return status.rawValue }
        var firstPrompt = true
        while true {
            // The favorites were read as the session started; before every later prompt, what
            // another dogsh changed shows (two windows, one data folder). Nobody watches a script
            // for that news: its own writes still bring back the whole list, whoever changed it.
            if !firstPrompt, source.isInteractive { await catchUpWithOtherProcesses() }
            firstPrompt = false
            switch await source.readLine(prompt: prompt) {
            case let .line(line):
                if !source.isInteractive { display.place = source.place ?? .commandLine }
                let outcome = await submit(line, stopOnError: strict)
                if let status = stopStatus(source) { return status.rawValue }
                if outcome.contains(.interrupted), !source.isInteractive { return ExitStatus.interrupted.rawValue }
                if !outcome.succeeded, strict { return ExitStatus.commandFailed.rawValue }
                if outcome.contains(.quit) { return ExitStatus.success.rawValue }
            case .woken:
                await catchUpWhileWaiting()
            case .end:
                return ExitStatus.success.rawValue
            case let .refused(refusal):
                if !source.isInteractive { display.place = source.place ?? .commandLine }
                display.fail(refusal.message)
                display.flush()
                if let status = refusal.stops(strict: strict) { return status.rawValue }
            }
        }
    }

    /// Shows the favorites another process changed, and says so.
    private func catchUpWithOtherProcesses() async {
        favorites.lookForOtherProcessesChanges()
        await dispatcher.run([])
        display.flush()
    }

    /// Starts, stops or describes a recording outside any line, as `--record FILE` does before the first.
    public func record(_ request: RecordingRequest) async {
        await dispatcher.run([.recordingRequested(request)])
        display.flush()
    }

    /// Tells the line editor what Tab completes from while the prompt waits: the state after the last line.
    private func publishCompletions() {
        hooks.completions?.publish(coordinator, strings: display.strings, painter: display.renderer.painter)
    }

    /// The prompt for where the session is: `dogsh> ` on the breeds list, `dogsh hound › afghan> ` deeper in.
    public var prompt: String {
        display.prompt(for: coordinator)
    }

    /// Shows a message outside any command, such as the welcome line.
    public func show(_ message: Message, on stream: OutputStream = .standard) {
        display.show(message, on: stream)
    }

    /// Lays output out for a new terminal width.
    public func resize(width: Int) {
        display.resize(width: width)
    }
}
