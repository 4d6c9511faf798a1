import ArgumentParser

/// `dogsh` as the completion scripts see it: the shell's options at the root, beside the subcommands.
///
/// ArgumentParser completes a default subcommand's options only after its name (`dogsh shell
/// --so…`); people type `dogsh --so…`. This command is never run: `dogsh
/// --generate-completion-script SHELL` and `dogsh reference --completion SHELL` print its scripts.
struct CompletionRoot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dogsh",
        subcommands: [ShellCommand.self, TestCommand.self, SettingsCommand.self, DrawCommand.self, FilterCommand.self]
    )

    @OptionGroup var arguments: ShellArguments

    @Flag(name: .long, help: "Show the version.") var version = false

    /// The completion script for `bash`, `zsh` or `fish`; nil for another shell.
    static func script(for shell: String) -> String? {
        CompletionShell(rawValue: shell).map { completionScript(for: $0) }
    }
}
