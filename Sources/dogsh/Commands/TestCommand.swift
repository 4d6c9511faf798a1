import ArgumentParser
import DogCore
import DogRuntime
import DogTerminal
import FoundationEssentials
import Glibc

/// `dogsh test FILE...`: replays transcripts, prints a diff for each mismatch and a summary.
struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "test", abstract: CLIText.text(.cliTestAbstract))

    @Argument(help: CLIText.help(.cliTestFiles))
    var files: [String]

    @Flag(name: .long, help: CLIText.help(.cliTestUpdate))
    var update = false

    @Option(name: .customLong("var"), help: CLIText.help(.cliTestVariable))
    var variables: [String] = []

    func validate() throws {
        for variable in variables where !variable.contains("=") {
            throw ValidationError(CLIText.strings.text(.cliTestVariableInvalid, ["text": .text(variable)]))
        }
    }

    func run() async throws {
        let strings = CLIText.strings
        let output = TerminalOutput()
        var passed = 0
        var failed = 0
        let values = Dictionary(variables.map { variable in
            let parts = variable.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count == 2 ? parts[1] : "")
        }, uniquingKeysWith: { $1 })
        for file in files {
            switch await TranscriptRunner.run(file: file, variables: values) {
            case let .success(result):
                if update, !result.passed {
                    try result.recorded.write(toFile: file, atomically: true, encoding: .utf8)
                }
                if result.passed || update {
                    passed += 1
                    output.write([strings.text(.transcriptPass, ["file": .text(file)])], to: .standard)
                } else {
                    failed += 1
                    output.write([strings.text(.transcriptFail, ["file": .text(file)])] + result.diff, to: .standard)
                }
            case let .failure(error):
                failed += 1
                output.write([strings.text(.transcriptFail, ["file": .text(file)]), strings.format(error.message)], to: .standard)
            }
        }
        output.write([strings.text(.transcriptSummary, ["passed": .number(passed), "failed": .number(failed)])], to: .standard)
        output.flush()
        if failed > 0 { throw ExitCode(1) }
    }
}
