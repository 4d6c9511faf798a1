import ArgumentParser
import DogCore
import DogRuntime
import DogServices
import DogTerminal
import Foundation

/// Runs the shell: with libedit on a terminal, or over piped lines, a script or `-c` commands.
struct ShellCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shell", abstract: CLIText.text(.cliAbstract))

    @Option(name: [.customShort("c"), .customLong("command")], help: CLIText.help(.cliOptionCommand))
    var commands: String?

    @Option(name: .long, help: CLIText.help(.cliOptionScript))
    var script: String?

    @Option(name: .long, help: CLIText.help(.cliOptionSeed))
    var seed: UInt64?

    @Flag(name: .long, help: CLIText.help(.cliOptionKeepGoing))
    var keepGoing = false

    @Option(name: .customLong("data-dir"), help: CLIText.help(.cliOptionDataDir))
    var dataDirectory: String?

    @Option(name: .long, help: CLIText.help(.cliOptionWidth))
    var width: Int?

    @Option(name: .customLong("page-size"), help: CLIText.help(.cliOptionPageSize))
    var pageSize: Int?

    @Option(name: .long, help: CLIText.help(.cliOptionColor))
    var color: ColorMode = .auto

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let output = TerminalOutput()
        let strings = Strings()
        let outputIsTerminal = TerminalInfo.isTerminal(STDOUT_FILENO)
        let typing = commands == nil && script == nil && TerminalInfo.isTerminal(STDIN_FILENO)
        let configuration = SessionConfiguration(
            seed: seed ?? UInt64.random(in: 0...UInt64.max),
            width: width ?? (outputIsTerminal ? TerminalInfo.columns(STDOUT_FILENO) : nil) ?? 80,
            navigator: NavigatorSettings(pageSize: max(1, pageSize ?? 20)),
            dataDirectory: XDGDirectory.data.resolve(override: dataDirectory, environment: environment),
            configDirectory: XDGDirectory.config.resolve(environment: environment),
            colorEnabled: color.isEnabled(environment: environment, isTerminal: outputIsTerminal),
            environment: environment,
            outputIsTerminal: outputIsTerminal
        )
        let session = Session(configuration: configuration, services: .embedded(configuration), output: output, strings: strings)
        let source: LineSource
        if let commands {
            source = ScriptLineSource(text: commands)
        } else if let script {
            guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
                let reason = String(cString: strerror(errno))
                output.write([strings.text(.errorScriptRead, ["path": .text(script), "reason": .text(reason)])], to: .error)
                throw ExitCode(2)
            }
            source = ScriptLineSource(text: text)
        } else if typing {
            source = interactiveSource(for: session, output: output, environment: environment)
        } else {
            source = StandardInputLineSource(output: output, isInteractive: false)
        }
        await session.start()
        if source.isInteractive, let catalog = session.navigator.catalog {
            session.show(Message(.messageWelcome, [
                "breeds": .message(Message(.countBreeds, ["count": .number(catalog.breeds.count)])),
                "subBreeds": .message(Message(.countSubBreeds, ["count": .number(catalog.subBreedCount)])),
                "source": .text(catalog.sourceName),
            ]))
        }
        let status = await session.run(source, keepGoing: keepGoing)
        output.flush()
        if status != 0 { throw ExitCode(status) }
    }

    /// libedit with history and completion, Ctrl-C handling, and layout that follows resizes.
    private func interactiveSource(for session: Session, output: TerminalOutput, environment: [String: String]) -> LineSource {
        Interrupts.install()
        session.interruptionCheck = Interrupts.take
        if width == nil {
            session.widthProvider = { TerminalInfo.columns(STDOUT_FILENO) }
        }
        let history = XDGDirectory.state.resolve(environment: environment) + "/history"
        let editor = LineEditor(historyPath: history, painter: { [unowned session] in session.painter }) { [unowned session] text in
            session.completion(for: text)
        }
        return editor ?? StandardInputLineSource(output: output, isInteractive: true)
    }
}

extension ColorMode: ExpressibleByArgument {}
