import ArgumentParser
import DogCore
import DogRuntime
import DogTerminal
import FoundationEssentials
import Glibc

/// `dogsh test FILE|DIR...`: replays transcripts, prints a diff for each mismatch and a summary.
///
/// A folder stands for every `*.t` file under it. Several files are shared out among dogsh
/// processes run side by side (`--jobs`, one per processor by default; `TranscriptJobs`).
/// Results print in the order of the files.
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

    /// Set in the dogsh a parallel run starts for a share of the files: it writes each file's outcome as a record for its parent.
    @Flag(name: .customLong("one-of-many"), help: .private)
    var oneOfMany = false

    func validate() throws {
        for variable in variables where !variable.contains("=") {
            throw ValidationError(CLIText.strings.text(.cliTestVariableInvalid, ["text": .text(variable)]))
        }
        if let jobs, jobs < 1 {
            throw ValidationError(CLIText.strings.text(.errorCountNotPositive, ["option": .text("--jobs"), "value": .number(jobs)]))
        }
    }

    func run() async throws {
        let jobs = TranscriptJobs(update: update, variables: variables)
        if oneOfMany {
            await Self.runShare(files, jobs: jobs)
            return
        }
        let status = await Self.run(files, jobs: jobs, workers: self.jobs, verbose: verbose)
        if status != 0 { throw ExitCode(status) }
    }

    /// Runs the files and prints each result in their order, then the summary; returns the exit
    /// status: 64 when a file could not run as given (a variable without a value), else 1 when one failed.
    @MainActor
    private static func run(_ files: [String], jobs: TranscriptJobs, workers: Int?, verbose: Bool) async -> Int32 {
        let strings = CLIText.strings
        let output = TerminalOutput()
        let (paths, empty) = TranscriptFiles.expand(files)
        var counts: [TranscriptJobs.Outcome.Kind: Int] = [.failed: empty.count]
        output.write(empty.map { strings.text(.transcriptNoFiles, ["path": .text($0)]) }, to: .standard)
        let workers = min(workers ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), paths.count)
        await jobs.run(paths, workers: workers) { path, outcome in
            counts[outcome.kind, default: 0] += 1
            var lines = outcome.lines
            if verbose {
                lines.append(strings.text(.transcriptTime, ["file": .text(path), "milliseconds": .number(outcome.milliseconds)]))
            }
            output.write(lines, to: .standard)
            output.flush()
        }
        let failed = (counts[.failed] ?? 0) + (counts[.usage] ?? 0)
        let summary: [String: MessageArgument] = ["passed": .number(counts[.passed] ?? 0), "updated": .number(counts[.updated] ?? 0), "failed": .number(failed)]
        output.write([strings.text(jobs.update ? .transcriptSummaryUpdated : .transcriptSummary, summary)], to: .standard)
        output.flush()
        if counts[.usage] ?? 0 > 0 { return ExitStatus.usage.rawValue }
        return failed > 0 ? ExitStatus.commandFailed.rawValue : ExitStatus.success.rawValue
    }

    /// In a child of a parallel run: runs its share of the files and writes each outcome as a record.
    @MainActor
    private static func runShare(_ paths: [String], jobs: TranscriptJobs) async {
        let output = TerminalOutput()
        for path in paths {
            output.write(TranscriptJobs.Record.lines(await jobs.inProcess(path)), to: .standard)
            output.flush()
        }
    }
}
