import ArgumentParser
import DogCore
import DogRuntime
import DogTerminal
import FoundationEssentials
import Glibc

/// `dogsh test FILE|DIR...`: replays transcripts, prints a diff for each mismatch and a summary.
///
/// A folder stands for every `*.t` file under it. Several files run side by side, each in a
/// dogsh of its own (`--jobs`, one per processor by default): a session lives on the main actor,
/// so only processes run transcripts in parallel. Results print in the order of the files.
struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "test", abstract: CLIText.text(.cliTestAbstract))

    @Argument(help: CLIText.help(.cliTestFiles))
    var files: [String]

    @Flag(name: .long, help: CLIText.help(.cliTestUpdate))
    var update = false

    @Option(name: .customLong("var"), help: CLIText.help(.cliTestVariable))
    var variables: [String] = []

    @Flag(name: .long, help: CLIText.help(.cliTestVerbose))
    var verbose = false

    @Option(name: .long, help: CLIText.help(.cliTestJobs))
    var jobs: Int?

    /// Set in the dogsh a parallel run starts for one file: it prints that file's result and no summary.
    @Flag(name: .customLong("one-of-many"), help: .private)
    var oneOfMany = false

    func validate() throws {
        for variable in variables where !variable.contains("=") {
            throw ValidationError(CLIText.strings.text(.cliTestVariableInvalid, ["text": .text(variable)]))
        }
        if let jobs, jobs < 1 {
            throw ValidationError(CLIText.strings.text(.cliTestVariableInvalid, ["text": .text("--jobs \(jobs)")]))
        }
    }

    func run() async throws {
        let failed = await Self.run(
            files, jobs: TranscriptJobs(update: update, variables: variables, inChildren: false), workers: jobs, verbose: verbose, summary: !oneOfMany
        )
        if failed { throw ExitCode(1) }
    }

    /// Runs the files and prints each result in their order, then the summary; true when one failed.
    @MainActor
    private static func run(_ files: [String], jobs: TranscriptJobs, workers: Int?, verbose: Bool, summary: Bool) async -> Bool {
        let strings = CLIText.strings
        let output = TerminalOutput()
        let (paths, empty) = TranscriptFiles.expand(files)
        var passed = 0
        var failed = empty.count
        output.write(empty.map { strings.text(.transcriptNoFiles, ["path": .text($0)]) }, to: .standard)
        let workers = min(workers ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), paths.count)
        let jobs = TranscriptJobs(update: jobs.update, variables: jobs.variables, inChildren: workers > 1)
        await jobs.run(paths, workers: max(1, workers)) { path, outcome in
            if outcome.passed { passed += 1 } else { failed += 1 }
            var lines = outcome.lines
            if verbose {
                lines.append(strings.text(.transcriptTime, ["file": .text(path), "milliseconds": .number(outcome.milliseconds)]))
            }
            output.write(lines, to: .standard)
            output.flush()
        }
        if summary {
            output.write([strings.text(.transcriptSummary, ["passed": .number(passed), "failed": .number(failed)])], to: .standard)
        }
        output.flush()
        return failed > 0
    }
}
