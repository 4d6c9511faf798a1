import ArgumentParser
import DogCore
import DogRuntime
import DogServices
import DogTerminal
import FoundationEssentials
import Glibc
import Logging

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

    @Option(name: .long, help: CLIText.help(.cliOptionLang))
    var lang: LanguageChoice?

    @Option(name: .long, help: CLIText.help(.cliOptionSource))
    var source: String?

    @Option(name: .long, help: CLIText.help(.cliOptionImages))
    var images: String = "auto"

    @Option(name: .long, help: CLIText.help(.cliOptionLog))
    var log: String?

    @Option(name: .customLong("log-file"), help: CLIText.help(.cliOptionLogFile))
    var logFile: String?

    func validate() throws {
        if let source, SourceChoice(parsing: source) == nil {
            throw ValidationError(CLIText.strings.text(.errorSourceUnknown, ["source": .text(source)]))
        }
        if let log {
            do { _ = try LogLevelRules(parsing: log) } catch { throw ValidationError(CLIText.strings.format(error.message)) }
        }
        if ImageMode.parse(images) == nil {
            throw ValidationError(CLIText.strings.text(.errorImagesModeUnknown, ["mode": .text(images)]))
        }
    }

    func run() async throws {
        let launcher = ShellLauncher(
            commands: commands, script: script, seed: seed, keepGoing: keepGoing, dataDirectory: dataDirectory, width: width,
            pageSize: pageSize, color: color, lang: lang, source: source, images: images, log: log, logFile: logFile
        )
        try await launcher.run()
    }
}

extension ColorMode: ExpressibleByArgument {}

extension LanguageChoice: ExpressibleByArgument {}
