import ArgumentParser
import DogRuntime
import DogTerminal

/// `dogsh reference`: prints what the docs and the manual page take from the code: the command reference, the traits, or the exit statuses.
struct ReferenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reference", abstract: CLIText.text(.cliReferenceAbstract), shouldDisplay: false
    )

    /// Print the exit-status table instead of the command reference.
    @Flag(name: .customLong("exit-statuses"), help: .private)
    var exitStatuses = false

    /// Print the table of traits `find`, `sort` and `compare` take instead of the command reference.
    @Flag(name: .customLong("traits"), help: .private)
    var traits = false

    /// Print the manual page, dogsh(1), in roff.
    @Flag(name: .customLong("manual"), help: .private)
    var manual = false

    /// Print the completion script for this shell: bash, zsh or fish.
    @Option(name: .customLong("completion"), help: .private)
    var completion: String?

    func run() throws {
        if let completion {
            guard let script = CompletionRoot.script(for: completion) else { throw ValidationError("bash, zsh or fish") }
            StandardStreams.print(script, terminator: "")
        } else if manual {
            StandardStreams.print(ManualPage.roff(), terminator: "")
        } else if traits {
            StandardStreams.print(CommandReference.traitsMarkdown(), terminator: "")
        } else if exitStatuses {
            StandardStreams.print((["| status | meaning |", "| --- | --- |"] + ExitStatus.allCases.map { "| \($0.rawValue) | \($0.meaning) |" }).joined(separator: "\n"))
        } else {
            StandardStreams.print(CommandReference.commandsMarkdown(), terminator: "")
        }
    }
}
