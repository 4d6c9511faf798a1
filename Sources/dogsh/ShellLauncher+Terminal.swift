import ArgumentParser
import DogCore
import DogRuntime
import DogServices
import DogTerminal
import Glibc

/// The shell at a terminal: the line editor, and the prompt shown before the session is made.
extension ShellLauncher {
    /// Runs a person's session on the embedded catalog, showing the welcome and the prompt first.
    ///
    /// The first prompt needs only the language, the colours, the width and the history. The
    /// session (logging, the catalog parse, the favorites, the image cache) is made on a task of its own
    /// once the prompt is on the screen, and the first line or Tab waits for it; notices it has
    /// (a favorites file that cannot be read) are shown above the prompt as soon as it is made.
    func runPromptFirst(
        configuration: SessionConfiguration, preferences: Preferences, logging: (rules: LogLevelRules, sink: any LogSink),
        environment: [String: String]
    ) async throws {
        // A settings file that cannot be read is reported by the session; the defaults do until then.
        let renderer = Session.renderer(for: configuration, preferences: preferences)
        let output = TerminalOutput()
        let welcome = Message.welcome(breeds: EmbeddedCatalog.breedCount, subBreeds: EmbeddedCatalog.subBreedCount, source: EmbeddedCatalog.sourceName)
        // The welcome is for the person at the terminal: with `dogsh > file` it goes where the prompt goes.
        output.write(renderer.render(.message(welcome)), to: configuration.outputIsTerminal ? .standard : .error)
        output.flush()
        let waker = PromptWaker()
        let pending = PendingSession(writingTo: { TerminalOutput() }, whenHeld: { waker.wake() }) { held in
            // Nothing logs before the session, so logging is set up with it, behind the prompt.
            let loggers = Self.bootstrapLogging(logging.rules, to: logging.sink)
            let session = Session(configuration: configuration, services: .embedded(configuration), output: held, loggers: loggers)
            await session.start()
            return session
        }
        let editor = lineEditor(environment: environment, output: output, painter: { pending.take().painter }) { text in
            pending.take().completion(for: text)
        }
        if let lineEditor = editor as? LineEditor {
            lineEditor.whenIdle = pending.begin
            // Woken by a session that held notices: taking it shows them, and the prompt stays the same.
            lineEditor.noticeHandler = { pending.take().prompt }
        }
        let firstLine = await editor.readLine(prompt: Session.firstPrompt(renderer: renderer))
        let session = pending.take()
        attachTerminal(to: session, editor: editor)
        let status = await session.run(ReadAheadLineSource(firstLine: firstLine, then: editor), keepGoing: keepGoing)
        if status != 0 { throw ExitCode(status) }
    }

    /// libedit with history and completion, and Ctrl-C handling; plain standard input when libedit cannot start.
    func lineEditor(
        environment: [String: String], output: OutputSink, painter: @escaping () -> Painter, completer: @escaping (String) -> Completion
    ) -> LineSource {
        Interrupts.install()
        let folder = XDGDirectory.state.resolve(environment: environment)
        PrivateFolder.create(folder)
        let editor = LineEditor(historyPath: folder + "/history", painter: painter, completer: completer)
        return editor ?? StandardInputLineSource(output: output, isInteractive: true)
    }

    /// Lets a session follow the terminal: Ctrl-C, resizes, a spinner on standard error during long
    /// waits, and news from the background (the network gone or back) shown while the prompt waits.
    func attachTerminal(to session: Session, editor: LineSource) {
        if let editor = editor as? LineEditor {
            let waker = PromptWaker()
            session.wakeOnBackgroundChanges { waker.wake() }
            editor.noticeHandler = { [unowned session] in
                await session.catchUpWhileWaiting()
                return session.prompt
            }
        }
        session.interruptionCheck = Interrupts.take
        if width == nil {
            session.widthProvider = { TerminalInfo.columns(STDOUT_FILENO) }
        }
        if pageSize == nil, TerminalInfo.isTerminal(STDOUT_FILENO) {
            session.pageSizeProvider = Self.terminalPageSize
        }
        if TerminalInfo.isTerminal(STDERR_FILENO) { session.progress = ProgressIndicator() }
    }
}
