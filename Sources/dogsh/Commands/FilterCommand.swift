import ArgumentParser
import DogRuntime
import DogTerminal
import FoundationEssentials
import Glibc

/// `dogsh filter QUERY`: the shell's search ranking as a pipe filter, like `fzf --filter`.
struct FilterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "filter", abstract: CLIText.text(.cliFilterAbstract))

    @Argument(help: CLIText.help(.cliFilterQuery))
    var query: String

    @Option(name: .long, help: CLIText.help(.cliFilterLimit))
    var limit: Int?

    @Flag(name: .long, help: CLIText.help(.cliFilterPrintScore))
    var printScore = false

    func validate() throws {
        if let limit, limit < 1 {
            throw ValidationError(CLIText.strings.text(.cliFilterLimitInvalid, ["value": .text(String(limit))]))
        }
    }

    func run() throws {
        let input = InputBuffer(descriptor: STDIN_FILENO)
        // An input that cannot be read is trouble, not "no match": status 2, as grep gives.
        if let code = input.readError {
            TerminalOutput().write([CLIText.strings.text(.cliFilterInputUnreadable, ["reason": .text(String(cString: strerror(code)))])], to: .error)
            throw ExitCode(2)
        }
        let (output, matches) = input.withBytes { LineFilter(query: query, limit: limit, printScore: printScore).run($0) }
        StandardStreams.writeAll(output, to: STDOUT_FILENO)
        if matches == 0 { throw ExitCode(1) }
    }
}
