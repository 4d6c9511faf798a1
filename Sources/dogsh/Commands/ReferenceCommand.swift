import ArgumentParser
import DogTerminal

/// `dogsh reference`: prints the command reference that `scripts/generate-command-reference` puts in the README.
struct ReferenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reference", abstract: CLIText.text(.cliReferenceAbstract), shouldDisplay: false
    )

    func run() throws {
        print(CommandReference.markdown(), terminator: "")
    }
}
