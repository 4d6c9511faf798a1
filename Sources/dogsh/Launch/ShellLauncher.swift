import ArgumentParser
import DogCore
import DogRuntime
import DogServices
import DogTerminal
import FoundationEssentials
import Glibc
import Logging

/// Starts the shell from its options: one path for a terminal, a pipe, a script and `-c`.
///
/// At a terminal with the embedded catalog, the welcome and the first prompt are drawn before
/// the session is made (the first prompt needs only the language, the colours and the width), and
/// keys typed meanwhile wait in the terminal; the session's start-up notices, held until then,
/// take the prompt's place. Everything else makes the session first.
///
/// Every setting comes from the run's `EffectiveSettings`, which read the settings file; the
/// session starts with the preferences it read.
@MainActor
struct ShellLauncher {
    let settings: EffectiveSettings

    /// The shell's options.
    var options: ShellOptions {
        settings.options
    }

    func run() async throws {
        let environment = settings.environment
        let outputIsTerminal = TerminalInfo.isTerminal(STDOUT_FILENO)
        let scripted = options.commands != nil || options.script != nil
        // A recording that would replace a file is refused before anything runs, unless --force.
        if let path = options.record, !options.force, FileStatus(path: HomeFolder.expanding(path)) != nil {
            TerminalOutput().write([CLIText.strings.text(.errorRecordingExists, ["path": .text(path)])], to: .error)
            throw ExitCode(ExitStatus.unreadableFile.rawValue)
        }
        let typing = !scripted && TerminalInfo.isTerminal(STDIN_FILENO)
        // Ctrl-C (SIGINT) stops a script, -c or piped lines with status 130 once the statement running has
        // been cancelled, even while a read waits for the pipe; caught from the start.
        if !typing { Interrupts.install() }
        // Where the terminal's encoding is not UTF-8, every line is ASCII (`--json`'s records are the same everywhere).
        let writesASCII = !options.json && !TerminalCharacters.encodingIsUTF8(environment: environment)
        // The settings were read with the process: what they refused is said once, here (a settings file that could not be read, by the session).
        let warnings = SettingsWarnings.lines(for: settings)
        TerminalOutput().write(writesASCII ? warnings.map { ASCIIText.line($0) } : warnings, to: .error)
        let choice = sourceChoice(environment: environment)
        // At a terminal the prompt comes first and the session parses ahead once it is drawn.
        if choice == .embedded, !typing { EmbeddedCatalog.parseAhead() }
        let script: LoadedScript? = if let path = options.script { try await LoadedScript(path: path, parameters: options.parameters) } else { nil }
        let apiKey = settings.theDogAPIKey
        var configuration = configuration(
            for: choice, seed: options.seed ?? script?.seed, environment: environment, outputIsTerminal: outputIsTerminal, typing: typing,
            images: settings.images
        )
        configuration.writesASCII = writesASCII
        configuration.prefetchesImages = typing && choice != .embedded
        if choice != .embedded { configuration.recordedSource = settings.source }
        configuration.theDogAPIURL = settings.resolution.entry(.theDogAPIURL).origin == .byDefault ? nil : settings.resolution[.theDogAPIURL]
        configuration.recordingSecrets = [RecordingSecret(name: "thedogapi-key", value: apiKey)].compactMap { $0 }
        let logRules = try logRules(environment: environment)
        let logSink = try logSink()
        let terminalOutput = TerminalOutput()
        // At a terminal with the embedded catalog, the welcome and the prompt come first.
        let promptFirst = typing && choice == .embedded
        if promptFirst {
            let greeting = configuration.greeting(preferences: settings.file.preferences)
            // The welcome is for the person at the terminal: with `dogsh > file` it goes where the prompt goes.
            terminalOutput.write(greeting.welcome, to: outputIsTerminal ? .standard : .error)
            terminalOutput.flush()
            LineEditor.showFirstPrompt(greeting.prompt, terminalType: environment["TERM"])
        }
        let completions = CompletionBoard()
        let lines = lineSource(script: script?.lines, typing: typing, environment: environment, output: terminalOutput, completions: completions)
        let early = (lines as? LineEditor).flatMap { promptFirst ? $0 : nil }
        // Without libedit, plain standard input shows its own prompt: the one drawn first goes.
        if promptFirst, early == nil { LineEditor.withdrawFirstPrompt() }
        let held = early.map { _ in HeldOutput(terminalOutput) }

        let loggers = Self.bootstrapLogging(logRules, to: logSink)
        let session = Session(
            configuration: configuration, services: services(for: choice, configuration, apiKey: apiKey, environment: environment, loggers: loggers),
            output: held ?? terminalOutput, loggers: loggers,
            terminal: typing ? terminalHooks(editing: lines is LineEditor, completions: completions, ascii: writesASCII) : scriptHooks(),
            watchdog: Self.watchdog(deadline: configuration.liveDeadline)
        )
        await session.start(foreseeing: lines.nextLine, errorsNamed: lines.isInteractive ? nil : .commandLine)
        if let path = options.record { await session.record(.start(RecordingTarget(path: path, format: .script, overwrite: options.force))) }
        if let held {
            if held.isHolding { early?.eraseEarlyPrompt() }
            held.release()
        } else if lines.isInteractive, !promptFirst, let catalog = session.coordinator.catalog {
            session.show(.welcome(to: catalog), on: outputIsTerminal ? .standard : .error)
        }
        let status = await session.run(lines, keepGoing: options.keepGoing)
        terminalOutput.flush()
        if status != ExitStatus.success.rawValue { throw ExitCode(status) }
    }

    /// Ends the process, saying why, when a command makes no progress for a minute past the live deadline.
    private static func watchdog(deadline: Duration) -> StallWatchdog {
        StallWatchdog(limit: deadline + .seconds(60)) { effect, running in
            let message = Message(.errorSessionStalled, ["seconds": .number(Int(running.components.seconds)), "effect": .text(effect)])
            TerminalOutput().write(["", CLIText.strings.format(message)], to: .error)
            _exit(ExitStatus.stalled.rawValue)
        }
    }

    /// The source the settings name, at TheDogAPI's address from `DOGSH_THEDOGAPI_URL` when it is moved.
    private func sourceChoice(environment: [String: String]) -> SourceChoice {
        let theDogAPIBase = URL(string: settings.resolution[.theDogAPIURL])
        return SourceChoice(parsing: settings.source, theDogAPIBase: theDogAPIBase) ?? .embedded
    }

    /// Where the lines come from: `-c` (`-c -`: standard input), a script, libedit at a terminal
    /// (plain standard input when it cannot start), or a pipe.
    private func lineSource(
        script: DescriptorLineSource?, typing: Bool, environment: [String: String], output: TerminalOutput, completions: CompletionBoard
    ) -> LineSource {
        if let commands = options.commands {
            return commands == "-" ? DescriptorLineSource(descriptor: STDIN_FILENO, name: "<stdin>") : ScriptLineSource(text: commands)
        }
        if let script { return script }
        guard typing else { return DescriptorLineSource(descriptor: STDIN_FILENO, name: "<stdin>") }
        Interrupts.install()
        // Without a folder to keep it in (no home), the history lasts the session.
        let folder = settings.resolution.folder(.history)
        if let folder { PrivateFolder.create(folder) }
        let editor = LineEditor(historyPath: folder.map { $0 + "/history" }, context: completions, terminalType: environment["TERM"])
        return editor ?? DescriptorLineSource(descriptor: STDIN_FILENO, name: "<stdin>", isInteractive: true, output: output)
    }

    /// How a session that is not typed follows Ctrl-C: a script, `-c` or piped lines stop with status 130.
    private func scriptHooks() -> TerminalHooks {
        TerminalHooks(interruptionCheck: { Interrupts.takeWithoutEditor() })
    }

    /// How a session at a terminal follows it: Ctrl-C, resizes, a spinner during long waits, and,
    /// with the line editor, news from the background shown while the prompt waits and Tab.
    private func terminalHooks(editing: Bool, completions: CompletionBoard, ascii: Bool) -> TerminalHooks {
        var hooks = TerminalHooks(interruptionCheck: { Interrupts.take() })
        let follows = (width: options.width == nil, rows: options.pageSize == nil && TerminalInfo.isTerminal(STDOUT_FILENO))
        if follows.width || follows.rows {
            let resizes = TerminalResizes(width: follows.width, rows: follows.rows)
            hooks.resized = { resizes.take() }
        }
        if TerminalInfo.isTerminal(STDERR_FILENO) { hooks.progress = ProgressIndicator(ascii: ascii) }
        if editing {
            hooks.wake = { PromptWaker().wake() }
            hooks.completions = completions
        }
        return hooks
    }

    /// The services of a source: the embedded catalog, or the network stack with the embedded catalog behind it.
    private func services(
        for choice: SourceChoice, _ configuration: SessionConfiguration, apiKey: String?,
        environment: [String: String], loggers: SessionLoggers
    ) -> SessionServices {
        guard choice != .embedded else { return .embedded(configuration, settings: settings.file) }
        return .live(
            configuration, source: choice, apiKey: apiKey,
            cacheDirectory: settings.resolution.folder(.cache), loggers: loggers,
            transport: CurlTransport(trust: .from(environment: environment), connectionsPerHost: settings.resolution.number(.maxConnections)),
            maximumConcurrent: settings.resolution.number(.maxRequests), settings: settings.file
        )
    }

    /// The session's settings from the options, the environment and the terminal.
    ///
    /// `seed` is `--seed`, else the script's; without either, a random one, which a recording writes down.
    /// `images` is how images are drawn, as `--images` or the settings file says.
    private func configuration(
        for choice: SourceChoice, seed: UInt64?, environment: [String: String], outputIsTerminal: Bool, typing: Bool, images: String
    ) -> SessionConfiguration {
        var configuration = SessionConfiguration(
            seed: seed ?? UInt64.random(in: 0...UInt64.max),
            width: options.width ?? (outputIsTerminal ? TerminalInfo.columns(STDOUT_FILENO) : nil) ?? 80,
            coordinator: CoordinatorSettings(pageSize: max(1, options.pageSize ?? (typing && outputIsTerminal ? Self.terminalPageSize() : nil) ?? 20)),
            dataDirectory: settings.resolution.folder(.dataDirectory),
            configDirectory: settings.configDirectory,
            colorEnabled: options.color.isEnabled(environment: environment, isTerminal: outputIsTerminal),
            environment: environment,
            outputIsTerminal: outputIsTerminal,
            languageFlag: options.lang
        )
        configuration.unitsFlag = options.units
        configuration.sourceName = choice.name
        configuration.sourceRecordName = choice.recordName
        configuration.requiresLive = settings.resolution.isOn(.requireLive) && choice != .embedded
        // A person at a terminal sees what is cached or embedded after the quiet time; a script waits for the live answer.
        configuration.answersEarly = typing
        let named = ImageMode.parse(images) ?? nil
        configuration.imageChoice = named.map(ImageModeChoice.settled) ?? ImageMode.detect(environment: environment, isTerminal: outputIsTerminal)
        if named == nil, configuration.imageMode == .off { configuration.imagesOffNote = ImageMode.offNote(isTerminal: outputIsTerminal, environment: environment) }
        if options.json {
            // Records carry no colour and no drawings: a script reads them.
            configuration.jsonOutput = true
            configuration.colorEnabled = false
            configuration.imageMode = .off
            configuration.imagesOffNote = nil
        }
        configuration.terminalRows = outputIsTerminal ? TerminalInfo.rows(STDOUT_FILENO) : nil
        let pagerAtTerminal = outputIsTerminal && TerminalInfo.isTerminal(STDIN_FILENO) && !options.json
        configuration.coordinator.pagerProgram = Pager.program(environment: environment, atTerminal: pagerAtTerminal)
        configuration.coordinator.pagerOffByFlag = options.noPager
        configuration.fitsPagesToRows = typing && outputIsTerminal && options.pageSize == nil
        configuration.cacheDirectory = settings.resolution.folder(.cache)
        configuration.liveDeadline = .seconds(settings.resolution.number(.deadline))
        configuration.liveQuiet = .seconds(settings.resolution.number(.quiet))
        return configuration
    }

    /// The log levels of `DOGSH_LOG`, then `--log` on top.
    ///
    /// A malformed `DOGSH_LOG` was refused (and warned about) by the settings; `--log` was checked when it was read.
    private func logRules(environment: [String: String]) throws -> LogLevelRules {
        var rules = LogLevelRules()
        if let spec = environment["DOGSH_LOG"], Setting.log.values.accepts(spec) { try rules.apply(spec) }
        if let log = options.log { try rules.apply(log) }
        return rules
    }

    /// Where log records go: `--log-file`, opened now so a bad path is an error before anything starts, or standard error.
    private func logSink() throws -> any LogSink {
        guard let logFile = options.logFile else { return StandardErrorLogSink() }
        do {
            return try FileLogSink(path: logFile)
        } catch {
            let message = CLIText.strings.format(FavoritesStoreError.cannotWriteFile(path: logFile, reason: error.reason).message)
            throw ValidationError(message)
        }
    }

    /// Sends every logger to the sink at the rules' levels; the `log` command changes them later.
    static func bootstrapLogging(_ rules: LogLevelRules, to sink: any LogSink) -> SessionLoggers {
        let registry = LogLevelRegistry(rules)
        LoggingSystem.bootstrap { label in CategoryLogHandler(label: label, registry: registry, sink: sink) }
        return SessionLoggers(registry: registry) { Logger(label: $0.label) }
    }

    /// The page size that fits the terminal on standard output now; nil when it is not one.
    ///
    /// Without `--page-size`, a person at a terminal gets it at start and after every resize.
    static func terminalPageSize() -> Int? {
        TerminalInfo.rows(STDOUT_FILENO).map(CoordinatorSettings.pageSize(fittingRows:))
    }
}
