import ArgumentParser
import DogCore
import DogServices
import DogTerminal

/// `dogsh shell`, the default command, as ArgumentParser sees it: for help, errors and completion scripts.
///
/// Every property takes its names and help from `ShellOption`, where the options are declared.
/// Most runs never come here: `ShellOptions(parsing:)` reads their arguments first. Those that do
/// start the shell with the options ArgumentParser read, so whatever it accepts runs.
struct ShellCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shell", abstract: CLIText.text(.cliAbstract))

    @OptionGroup var arguments: ShellArguments

    /// Starts the shell with the options as ArgumentParser read them.
    func run() async throws {
        let process = EffectiveSettings.process
        let options = ShellOptions(arguments)
        let settings = options == process.options ? process : process.with(options: options)
        try await ShellLauncher(settings: settings).run()
    }
}

extension ColorMode: ExpressibleByArgument {}

extension LanguageChoice: ExpressibleByArgument {}

extension UnitsSetting: ExpressibleByArgument {}
