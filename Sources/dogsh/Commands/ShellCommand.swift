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

    @OptionGroup var arguments: ShellArguments

    func run() async throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == Self.configuration.commandName { arguments.removeFirst() }
        // The process's settings took the same options from all its arguments.
        guard let options = ShellOptions(parsing: arguments), options == EffectiveSettings.process.options else {
            throw ValidationError(CLIText.text(.cliArgumentsUnread))
        }
        try await ShellLauncher(settings: .process).run()
    }
}

extension ColorMode: ExpressibleByArgument {}

extension LanguageChoice: ExpressibleByArgument {}

extension UnitsSetting: ExpressibleByArgument {}
