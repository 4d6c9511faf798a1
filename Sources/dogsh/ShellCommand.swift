import ArgumentParser
import DogCore
import DogRuntime
import DogServices
import DogTerminal
import Foundation

/// Runs the shell: interactively on a terminal, or over piped lines, a script or `-c` commands.
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

    func run() async throws {
        let output = TerminalOutput()
        let strings = Strings()
        let interactiveOutput = TerminalInfo.isTerminal(STDOUT_FILENO)
        let configuration = SessionConfiguration(
            seed: seed ?? UInt64.random(in: 0...UInt64.max),
            width: width ?? (interactiveOutput ? TerminalInfo.columns(STDOUT_FILENO) : nil) ?? 80,
            navigator: NavigatorSettings(pageSize: max(1, pageSize ?? 20)),
            dataDirectory: DataDirectory.resolve(override: dataDirectory, environment: ProcessInfo.processInfo.environment)
        )
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
        } else {
            source = StandardInputLineSource(output: output)
        }
        let session = Session(configuration: configuration, services: .embedded(configuration), output: output, strings: strings)
        await session.start()
        if source.isInteractive, let catalog = session.navigator.catalog {
            output.write([strings.text(.messageWelcome, [
                "breeds": .message(Message(.countBreeds, ["count": .number(catalog.breeds.count)])),
                "subBreeds": .message(Message(.countSubBreeds, ["count": .number(catalog.subBreedCount)])),
                "source": .text(catalog.sourceName),
            ])], to: .standard)
        }
        let status = await session.run(source, keepGoing: keepGoing)
        output.flush()
        if status != 0 { throw ExitCode(status) }
    }
}
