import ArgumentParser
import DogCore
import DogRuntime
import DogServices
import DogTerminal
import FoundationEssentials
import Glibc
import Logging

/// Starts the shell from its options, however they were parsed: by ArgumentParser, or by the quick path.
struct ShellLauncher {
    var commands: String?
    var script: String?
    var seed: UInt64?
    var keepGoing = false
    var dataDirectory: String?
    var width: Int?
    var pageSize: Int?
    var color: ColorMode = .auto
    var lang: LanguageChoice?
    var source: String?
    var images: String = "auto"
    var log: String?
    var logFile: String?

    /// Reads the invocations most runs use, `dogsh`, `dogsh -c TEXT` and `dogsh --script FILE`
    /// (with `--seed N` and `--keep-going`), without ArgumentParser, whose reflection costs
    /// milliseconds at every start; nil sends anything else (help, other options, errors) to it.
    static func quick(_ arguments: [String]) -> ShellLauncher? {
        var launcher = ShellLauncher()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch argument {
            case "-c", "--command":
                guard launcher.commands == nil, let value, !value.hasPrefix("-") else { return nil }
                launcher.commands = value
                index += 2
            case "--script":
                guard launcher.script == nil, let value, !value.hasPrefix("-") else { return nil }
                launcher.script = value
                index += 2
            case "--seed":
                guard launcher.seed == nil, let value, let seed = UInt64(value) else { return nil }
                launcher.seed = seed
                index += 2
            case "--keep-going":
                guard !launcher.keepGoing else { return nil }
                launcher.keepGoing = true
                index += 1
            default:
                return nil
            }
        }
        return launcher
    }

    func run() async throws {
        let environment = ProcessEnvironment.current()
        let outputIsTerminal = TerminalInfo.isTerminal(STDOUT_FILENO)
        let typing = commands == nil && script == nil && TerminalInfo.isTerminal(STDIN_FILENO)
        // The settings file is read once here; the session reads it again, and reports it if it cannot.
        let settings = PreferencesFile(directory: XDGDirectory.config.resolve(environment: environment)).snapshot()
        let sourceText = source ?? settings.setting("source") ?? "embedded"
        let theDogAPIBase = environment["DOGSH_THEDOGAPI_URL"].flatMap(URL.init(string:))
        guard let choice = SourceChoice(parsing: sourceText, theDogAPIBase: theDogAPIBase) else {
            TerminalOutput().write([CLIText.strings.text(.errorSourceUnknown, ["source": .text(sourceText)])], to: .error)
            throw ExitCode(2)
        }
        // A person at a terminal with the embedded catalog gets the prompt first; the session is made behind it.
        let promptFirst = typing && choice == .embedded
        // Every other run needs the embedded catalog too (live sources for breed names and as the
        // fallback), so it parses beside the rest of the start.
        if !promptFirst { EmbeddedCatalog.parseAhead() }
        let configuration = configuration(for: choice, environment: environment, outputIsTerminal: outputIsTerminal, typing: typing)
        let logRules = try logRules(environment: environment)
        let logSink = try logSink()
        if promptFirst {
            return try await runPromptFirst(
                configuration: configuration, preferences: settings.preferences, logging: (logRules, logSink), environment: environment
            )
        }
        let loggers = Self.bootstrapLogging(logRules, to: logSink)
        let output = TerminalOutput()
        let services: SessionServices = choice == .embedded ? .embedded(configuration) : .live(
            configuration, source: choice,
            apiKey: environment["DOGSH_THEDOGAPI_KEY"].flatMap { $0.isEmpty ? nil : $0 } ?? settings.setting("thedogapi-key"),
            cacheDirectory: XDGDirectory.cache.resolve(environment: environment), loggers: loggers,
            maximumConcurrent: environment["DOGSH_MAX_CONNECTIONS"].flatMap(Int.init).map { min(max($0, 1), 32) } ?? 10
        )
        let session = Session(configuration: configuration, services: services, output: output, loggers: loggers)
        session.prefetches = typing && choice != .embedded
        let source: LineSource
        if let commands {
            source = ScriptLineSource(text: commands)
        } else if let script {
            let text: String
            do {
                text = try FileContents.text(atPath: script)
            } catch {
                output.write([session.strings.text(.errorScriptRead, ["path": .text(script), "reason": .text(error.reason)])], to: .error)
                throw ExitCode(2)
            }
            source = ScriptLineSource(text: text)
        } else if typing {
            source = lineEditor(environment: environment, output: output, painter: { [unowned session] in session.painter }) { [unowned session] text in
                session.completion(for: text)
            }
            attachTerminal(to: session, editor: source)
        } else {
            source = StandardInputLineSource(output: output, isInteractive: false)
        }
        await session.start()
        if source.isInteractive, let catalog = session.navigator.catalog {
            // The welcome is for the person at the terminal: with `dogsh > file` it goes where the prompt goes.
            session.show(.welcome(to: catalog), on: outputIsTerminal ? .standard : .error)
        }
        let status = await session.run(source, keepGoing: keepGoing)
        output.flush()
        if status != 0 { throw ExitCode(status) }
    }

    /// The session's settings from the options, the environment and the terminal.
    private func configuration(for choice: SourceChoice, environment: [String: String], outputIsTerminal: Bool, typing: Bool) -> SessionConfiguration {
        var configuration = SessionConfiguration(
            seed: seed ?? UInt64.random(in: 0...UInt64.max),
            width: width ?? (outputIsTerminal ? TerminalInfo.columns(STDOUT_FILENO) : nil) ?? 80,
            navigator: NavigatorSettings(pageSize: max(1, pageSize ?? (typing && outputIsTerminal ? Self.terminalPageSize() : nil) ?? 20)),
            dataDirectory: XDGDirectory.data.resolve(override: dataDirectory, environment: environment),
            configDirectory: XDGDirectory.config.resolve(environment: environment),
            colorEnabled: color.isEnabled(environment: environment, isTerminal: outputIsTerminal),
            environment: environment,
            outputIsTerminal: outputIsTerminal,
            languageFlag: lang
        )
        configuration.sourceName = choice.name
        configuration.imageMode = (ImageMode.parse(images) ?? nil) ?? ImageMode.detect(environment: environment, isTerminal: outputIsTerminal)
        configuration.terminalRows = outputIsTerminal ? TerminalInfo.rows(STDOUT_FILENO) : nil
        configuration.cacheDirectory = XDGDirectory.cache.resolve(environment: environment)
        if let seconds = environment["DOGSH_DEADLINE"].flatMap(Int.init) {
            configuration.liveDeadline = .seconds(min(max(seconds, 1), 600))
        }
        return configuration
    }

    /// The log levels of `DOGSH_LOG`, then `--log` on top.
    ///
    /// A malformed `DOGSH_LOG` is reported and ignored; `--log` was checked by `validate()`.
    func logRules(environment: [String: String]) throws -> LogLevelRules {
        var rules = LogLevelRules()
        if let spec = environment["DOGSH_LOG"], !spec.isEmpty {
            do { try rules.apply(spec) } catch {
                StandardStreams.writeAll(Array((CLIText.strings.format(error.message) + "\n").utf8), to: STDERR_FILENO)
            }
        }
        if let log { try rules.apply(log) }
        return rules
    }

    /// Where log records go: `--log-file`, opened now so a bad path is an error before anything starts, or standard error.
    func logSink() throws -> any LogSink {
        guard let logFile else { return StandardErrorLogSink() }
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
        TerminalInfo.rows(STDOUT_FILENO).map(NavigatorSettings.pageSize(fittingRows:))
    }
}
