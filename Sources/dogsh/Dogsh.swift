import ArgumentParser
import DogCore
import DogTerminal
import Glibc

/// The `dogsh` command: a shell by default, with `test`, `draw`, `filter` and `reference` beside it.
@main
struct Dogsh: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dogsh",
        abstract: CLIText.text(.cliAbstract),
        // Broken by hand: ArgumentParser wraps option text to the terminal but not a usage given here.
        usage: "dogsh [-c <commands> | --script <file> [<name>=<value> ...]]\n      [--source <source>] [--lang <lang>] [<options>]\ndogsh <subcommand>",
        discussion: ShellOption.rootHelp,
        version: DogshVersion.current,
        subcommands: [ShellCommand.self, TestCommand.self, SettingsCommand.self, DrawCommand.self, FilterCommand.self, ReferenceCommand.self],
        defaultSubcommand: ShellCommand.self
    )

    /// Starts the shell when the arguments are its options, and hands everything else to ArgumentParser.
    @MainActor
    static func main() async {
        // Past `ulimit -f`, a write fails with EFBIG and is reported (status 74), instead of the signal killing dogsh.
        signal(SIGXFSZ, SIG_IGN)
        do {
            let settings = EffectiveSettings.process
            if settings.startsShell {
                try await ShellLauncher(settings: settings).run()
                OutputFailureReport.exitIfOutputFailed(arguments: Array(CommandLine.arguments.dropFirst()))
                return
            }
            let arguments = Array(CommandLine.arguments.dropFirst())
            // ArgumentParser's own flag, answered with the script that completes the shell's options at the root.
            if arguments.count == 2, arguments[0] == "--generate-completion-script", let script = CompletionRoot.script(for: arguments[1]) {
                StandardStreams.print(script, terminator: "")
                OutputFailureReport.exitIfOutputFailed(arguments: arguments)
                return
            }
            // The shell's own arguments (no subcommand first): a misspelt flag is named before its value is misread.
            let subcommands = configuration.subcommands.compactMap { $0.configuration.commandName }
            if !subcommands.contains(arguments.first ?? "") {
                try ShellArguments.refuseUnknownFlags(arguments)
                try ShellArguments.refuseSecondInput(arguments)
            }
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            UsageErrorReport.exit(error, arguments: Array(CommandLine.arguments.dropFirst()))
        }
        OutputFailureReport.exitIfOutputFailed(arguments: Array(CommandLine.arguments.dropFirst()))
    }
}

/// Help texts for the command line, from the string tables, in the language the session will speak.
enum CLIText {
    /// The strings of the language the process's settings choose: `--lang`, the settings file or the environment.
    static let strings = EffectiveSettings.process.strings

    /// The text of a key in the session's language.
    static func text(_ key: LocalizationKey) -> String {
        strings.text(key)
    }

    /// Argument help from a key.
    static func help(_ key: LocalizationKey) -> ArgumentHelp {
        ArgumentHelp(text(key))
    }
}
