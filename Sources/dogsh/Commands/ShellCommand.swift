import ArgumentParser
import DogCore
import DogServices
import DogTerminal

/// `dogsh shell`, the default command, as ArgumentParser sees it: for help, errors and completion scripts.
///
/// Every property takes its names and help from `ShellOption`, where the options are declared.
/// Most runs never come here: `ShellOptions(parsing:)` reads their arguments first. Those that do,
/// once ArgumentParser has checked them, are read the same way, so both paths start the same shell.
struct ShellCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shell", abstract: CLIText.text(.cliAbstract))

    @Option(name: ShellOption.command.names, help: ShellOption.command.argumentHelp, completion: ShellOption.command.completion) var commands: String?
    @Option(name: ShellOption.script.names, help: ShellOption.script.argumentHelp, completion: ShellOption.script.completion) var script: String?
    @Option(name: ShellOption.seed.names, help: ShellOption.seed.argumentHelp, completion: ShellOption.seed.completion) var seed: UInt64?
    @Flag(name: ShellOption.keepGoing.names, help: ShellOption.keepGoing.argumentHelp) var keepGoing = false
    @Flag(name: ShellOption.json.names, help: ShellOption.json.argumentHelp) var json = false
    @Option(name: ShellOption.dataDirectory.names, help: ShellOption.dataDirectory.argumentHelp, completion: ShellOption.dataDirectory.completion) var dataDirectory: String?
    @Option(name: ShellOption.width.names, help: ShellOption.width.argumentHelp, completion: ShellOption.width.completion) var width: Int?
    @Option(name: ShellOption.pageSize.names, help: ShellOption.pageSize.argumentHelp, completion: ShellOption.pageSize.completion) var pageSize: Int?
    @Option(name: ShellOption.color.names, help: ShellOption.color.argumentHelp, completion: ShellOption.color.completion) var color: ColorMode = .auto
    @Option(name: ShellOption.lang.names, help: ShellOption.lang.argumentHelp, completion: ShellOption.lang.completion) var lang: LanguageChoice?
    @Option(name: ShellOption.source.names, help: ShellOption.source.argumentHelp, completion: ShellOption.source.completion) var source: String?
    @Option(name: ShellOption.images.names, help: ShellOption.images.argumentHelp, completion: ShellOption.images.completion) var images: String = "auto"
    @Option(name: ShellOption.log.names, help: ShellOption.log.argumentHelp, completion: ShellOption.log.completion) var log: String?
    @Option(name: ShellOption.logFile.names, help: ShellOption.logFile.argumentHelp, completion: ShellOption.logFile.completion) var logFile: String?
    @Option(name: ShellOption.record.names, help: ShellOption.record.argumentHelp, completion: ShellOption.record.completion) var record: String?
    @Argument(help: CLIText.help(.cliOptionParameters)) var parameters: [String] = []

    /// Reports the values the options' types accept but the shell does not, in the language of the run.
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
        if let word = parameters.first(where: { ScriptParameters.parse($0) == nil }) {
            throw ValidationError(CLIText.strings.text(.cliTestVariableInvalid, ["text": .text(word)]))
        }
        if script == nil, let word = parameters.first {
            throw ValidationError(CLIText.strings.text(.errorScriptParametersWithoutScript, ["text": .text(word)]))
        }
    }

    func run() async throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == Self.configuration.commandName { arguments.removeFirst() }
        guard let options = ShellOptions(parsing: arguments) else {
            throw ValidationError(CLIText.text(.cliArgumentsUnread))
        }
        try await ShellLauncher(options: options).run()
    }
}

extension ColorMode: ExpressibleByArgument {}

extension LanguageChoice: ExpressibleByArgument {}
