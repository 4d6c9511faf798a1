import DogCore
import DogRuntime
import DogServices
import DogTerminal
import FoundationEssentials
import Glibc

/// How `dogsh test` runs its files: in this process one after another, or shared out among dogsh processes run side by side.
///
/// A session lives on the main actor, so only processes run transcripts in parallel. Each child
/// gets a share of the files, balanced by size (the largest first, each to the least loaded),
/// and runs them one after another in-process. One child per file paid a start for each and
/// ran the 19 shipped transcripts 1.33× as long as one process on 2 cores; shares take 0.73×
/// (`scripts/bench-transcripts`, BENCHMARKS.md). A child runs `dogsh test --one-of-many FILE...` and writes each
/// file's outcome as a record (`Record`), which this process reads back and prints in the files' order.
struct TranscriptJobs: Sendable {
    /// One file's outcome: how it ended, the lines to print and how long it took.
    struct Outcome: Sendable, Equatable {
        /// How a file's run ended.
        enum Kind: String, Sendable {
            /// It printed what it recorded.
            case passed
            /// It did not, and `--update` rewrote it.
            case updated
            /// It did not, or could not be read or run.
            case failed
            /// It could not run as given: a variable without a value (status 64).
            case usage
        }

        let kind: Kind
        let lines: [String]
        let milliseconds: Int

        /// Whether the file counts as passed.
        var passed: Bool {
            kind == .passed
        }
    }

    /// Whether failing files are rewritten with what dogsh prints now.
    let update: Bool
    /// The `name=value` variables of `--var`.
    let variables: [String]

    /// Runs every path, in `workers` processes when more than one, and hands each outcome to `report` in the paths' order.
    @MainActor
    func run(_ paths: [String], workers: Int, report: @MainActor (String, Outcome) -> Void) async {
        guard workers > 1 else {
            for path in paths { report(path, await inProcess(path)) }
            return
        }
        var done: [Int: Outcome] = [:]
        var reported = 0
        await withTaskGroup(of: [(Int, Outcome)].self) { group in
            for share in Self.shares(of: paths, among: workers) {
                group.addTask { await inChild(share, of: paths) }
            }
            for await finished in group {
                for (index, outcome) in finished { done[index] = outcome }
                while let outcome = done.removeValue(forKey: reported) {
                    report(paths[reported], outcome)
                    reported += 1
                }
            }
        }
    }

    /// The paths' indices shared among `count` processes so each gets about as many bytes of transcript.
    static func shares(of paths: [String], among count: Int) -> [[Int]] {
        let sizes = paths.map { FileStatus(path: $0)?.size ?? 0 }
        var shares = Array(repeating: [Int](), count: min(count, paths.count))
        var loads = Array(repeating: 0, count: shares.count)
        for index in paths.indices.sorted(by: { sizes[$0] > sizes[$1] }) {
            let lightest = loads.indices.min { loads[$0] < loads[$1] } ?? 0
            shares[lightest].append(index)
            loads[lightest] += sizes[index]
        }
        return shares.map { $0.sorted() }.filter { !$0.isEmpty }
    }

    /// Runs one transcript in this process.
    @MainActor
    func inProcess(_ path: String) async -> Outcome {
        let strings = CLIText.strings
        let started = ContinuousClock.now
        let values = Dictionary(variables.map { variable in
            let parts = variable.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count == 2 ? parts[1] : "")
        }, uniquingKeysWith: { $1 })
        let result = await TranscriptRunner.run(file: path, variables: values)
        let milliseconds = Self.milliseconds(since: started)
        let fail = strings.text(.transcriptFail, ["file": .text(path)])
        switch result {
        case let .success(result) where result.passed:
            return Outcome(kind: .passed, lines: [strings.text(.transcriptPass, ["file": .text(path)])], milliseconds: milliseconds)
        case let .success(result) where update:
            do {
                try result.recorded.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return Outcome(kind: .failed, lines: [fail, SystemErrorText.describe(error)], milliseconds: milliseconds)
            }
            return Outcome(kind: .updated, lines: [strings.text(.transcriptUpdated, ["file": .text(path)])], milliseconds: milliseconds)
        case let .success(result):
            return Outcome(kind: .failed, lines: [fail] + result.diff, milliseconds: milliseconds)
        case let .failure(error):
            return Outcome(kind: error.isUsageError ? .usage : .failed, lines: [fail, strings.format(error.message)], milliseconds: milliseconds)
        }
    }

    /// Runs a share of the files in a dogsh of its own, with this run's options, and reads back each file's outcome.
    ///
    /// A file the child printed no record for (it crashed, say) fails, with whatever the child printed last.
    private func inChild(_ share: [Int], of paths: [String]) async -> [(Int, Outcome)] {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-test-\(UUID().uuidString).out").path
        defer { unlink(log) }
        var arguments = ["test", "--one-of-many", "--jobs", "1"]
        if update { arguments.append("--update") }
        arguments += variables.flatMap { ["--var", $0] }
        arguments += ["--"] + share.map { paths[$0] }
        var trouble: [String] = []
        do {
            let status = try await ChildProcess.run("/proc/self/exe", arguments, outputPath: log)
            if status != 0 { trouble = ["dogsh test exited with status \(status)"] }
        } catch {
            trouble = [error.reason]
        }
        var outcomes = Record.outcomes(in: (try? FileContents.text(atPath: log)) ?? "")
        for index in share.dropFirst(outcomes.count) {
            let lines = [CLIText.strings.text(.transcriptFail, ["file": .text(paths[index])])] + trouble
            outcomes.append(Outcome(kind: .failed, lines: lines, milliseconds: 0))
        }
        return Array(zip(share, outcomes))
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        let elapsed = ContinuousClock.now - start
        return Int(elapsed.components.seconds) * 1000 + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
    }

    /// How a child writes each file's outcome for the parent: a line `RS KIND MILLISECONDS`, then the lines to print.
    ///
    /// The record separator (U+001E) never starts a line dogsh prints: output has its control characters made visible.
    enum Record {
        static let mark = "\u{1E}"

        /// The lines that write an outcome.
        static func lines(_ outcome: Outcome) -> [String] {
            ["\(mark)\(outcome.kind.rawValue) \(outcome.milliseconds)"] + outcome.lines
        }

        /// The outcomes a child wrote, in order.
        static func outcomes(in text: String) -> [Outcome] {
            var outcomes: [Outcome] = []
            var head: (kind: Outcome.Kind, milliseconds: Int)?
            var lines: [String] = []
            func close() {
                if let head { outcomes.append(Outcome(kind: head.kind, lines: TranscriptParser.trimmed(lines), milliseconds: head.milliseconds)) }
            }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix(mark) {
                    close()
                    let fields = line.dropFirst().split(separator: " ")
                    head = (fields.first.flatMap { Outcome.Kind(rawValue: String($0)) } ?? .failed, fields.count > 1 ? Int(fields[1]) ?? 0 : 0)
                    lines = []
                } else {
                    lines.append(String(line))
                }
            }
            close()
            return outcomes
        }
    }
}
