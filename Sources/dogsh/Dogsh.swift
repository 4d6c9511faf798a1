import ArgumentParser
import DogCore
import DogServices
import DogTerminal
import FoundationEssentials
import Glibc

/// The `dogsh` command: a shell by default, with `test`, `draw`, `filter` and `reference` beside it.
@main
struct Dogsh: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dogsh",
        abstract: CLIText.text(.cliAbstract),
        usage: "dogsh [-c <commands> | --script <file> [<name>=<value> ...]] [--source <source>] [--lang <lang>] [<options>]\ndogsh <subcommand>",
        discussion: ShellOption.rootHelp,
        version: DogshVersion.current,
        subcommands: [ShellCommand.self, TestCommand.self, SettingsCommand.self, DrawCommand.self, FilterCommand.self, ReferenceCommand.self],
        defaultSubcommand: ShellCommand.self
    )

    /// Starts the shell when the arguments are its options, and hands everything else to ArgumentParser.
    @MainActor
    static func main() async {
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if let options = ShellOptions(parsing: arguments) {
                try await ShellLauncher(options: options).run()
                return
            }
            // ArgumentParser's own flag, answered with the script that completes the shell's options at the root.
            if arguments.count == 2, arguments[0] == "--generate-completion-script", let script = CompletionRoot.script(for: arguments[1]) {
                print(script, terminator: "")
                return
            }
            // The shell's own arguments (no subcommand first): a misspelt flag is named before its value is misread.
            let subcommands = configuration.subcommands.compactMap { $0.configuration.commandName }
            if !subcommands.contains(arguments.first ?? "") { try ShellArguments.refuseUnknownFlags(arguments) }
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            UsageErrorReport.exit(error, arguments: Array(CommandLine.arguments.dropFirst()))
        }
    }
}

/// Help texts for the command line, from the string tables, in the language the session will speak.
enum CLIText {
    /// The strings of the language `--lang`, the saved setting or the environment choose.
    static let strings: Strings = {
        let arguments = CommandLine.arguments
        let flag = arguments.firstIndex(of: "--lang").flatMap { index in
            arguments.index(after: index) < arguments.endIndex ? LanguageChoice(rawValue: arguments[index + 1]) : nil
        }
        let environment = ProcessEnvironment.current()
        let saved = try? PreferencesFile(directory: XDGDirectory.config.resolve(environment: environment)).load().language
        return Strings(language: .named(flag ?? saved ?? .fromEnvironment(environment)))
    }()

    /// The text of a key in the session's language.
    static func text(_ key: LocalizationKey) -> String {
        strings.text(key)
    }

    /// Argument help from a key.
    static func help(_ key: LocalizationKey) -> ArgumentHelp {
        ArgumentHelp(text(key))
    }
}
