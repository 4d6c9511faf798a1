import ArgumentParser
import DogCore
import DogTerminal

/// The `dogsh` command: a shell by default, with `test` and `reference` beside it.
@main
struct Dogsh: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dogsh",
        abstract: CLIText.text(.cliAbstract),
        subcommands: [ShellCommand.self, TestCommand.self, ReferenceCommand.self],
        defaultSubcommand: ShellCommand.self
    )
}

/// Help texts for the command line, from the string tables.
enum CLIText {
    /// The text of a key in the session's language.
    static func text(_ key: LocalizationKey) -> String {
        Strings().text(key)
    }

    /// Argument help from a key.
    static func help(_ key: LocalizationKey) -> ArgumentHelp {
        ArgumentHelp(text(key))
    }
}
