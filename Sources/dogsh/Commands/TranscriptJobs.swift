import DogCore
import DogRuntime
import DogServices
import DogTerminal
import FoundationEssentials
import Glibc

/// How `dogsh test` runs its files: in this process one after another, or each in a dogsh of its own, side by side.
///
/// A session lives on the main actor, so only processes run transcripts in parallel. The child
/// runs `dogsh test --one-of-many FILE` with the same options and prints that file's result;
/// its exit status says whether it passed.
struct TranscriptJobs: Sendable {
    /// One file's outcome: whether it passed, the lines to print and how long it took.
    struct Outcome: Sendable {
        let passed: Bool
        let lines: [String]
        let milliseconds: Int
    }

    /// Whether failing files are rewritten with what dogsh prints now.
    let update: Bool
    /// The `name=value` variables of `--var`.
    let variables: [String]
    /// Whether each file runs in a child process.
    let inChildren: Bool

    /// Runs every path, at most `workers` at once, and hands each outcome to `report` in the paths' order.
    ///
    /// The tasks run on the main actor, where sessions live; a child process's wait runs on a thread of its own.
    @MainActor
    func run(_ paths: [String], workers: Int, report: @MainActor (String, Outcome) -> Void) async {
        await withTaskGroup(of: (Int, Outcome).self) { group in
            var done: [Int: Outcome] = [:]
            var reported = 0
            for (index, path) in paths.enumerated() {
                if index >= workers, let finished = await group.next() {
                    done[finished.0] = finished.1
                    reported = flush(&done, from: reported, paths, report)
                }
                group.addTask { (index, await outcome(of: path)) }
            }
            for await finished in group {
                done[finished.0] = finished.1
                reported = flush(&done, from: reported, paths, report)
            }
        }
    }

    /// Reports the outcomes that are next in order; returns the index of the first still to come.
    @MainActor
    private func flush(_ done: inout [Int: Outcome], from first: Int, _ paths: [String], _ report: (String, Outcome) -> Void) -> Int {
        var next = first
        while let outcome = done.removeValue(forKey: next) {
            report(paths[next], outcome)
            next += 1
        }
        return next
    }

    /// Runs one file, here or in a child.
    @concurrent
    private func outcome(of path: String) async -> Outcome {
        inChildren ? await inChild(path) : await inProcess(path)
    }

    /// Runs one transcript in this process.
    @MainActor
    private func inProcess(_ path: String) async -> Outcome {
        let strings = CLIText.strings
        let started = ContinuousClock.now
        let values = Dictionary(variables.map { variable in
            let parts = variable.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count == 2 ? parts[1] : "")
        }, uniquingKeysWith: { $1 })
        let result = await TranscriptRunner.run(file: path, variables: values)
        let milliseconds = Self.milliseconds(since: started)
        switch result {
        case let .success(result):
            if update, !result.passed {
                do {
                    try result.recorded.write(toFile: path, atomically: true, encoding: .utf8)
                } catch {
                    return Outcome(passed: false, lines: [strings.text(.transcriptFail, ["file": .text(path)]), SystemErrorText.describe(error)], milliseconds: milliseconds)
                }
            }
            if result.passed || update {
                return Outcome(passed: true, lines: [strings.text(.transcriptPass, ["file": .text(path)])], milliseconds: milliseconds)
            }
            return Outcome(passed: false, lines: [strings.text(.transcriptFail, ["file": .text(path)])] + result.diff, milliseconds: milliseconds)
        case let .failure(error):
            return Outcome(passed: false, lines: [strings.text(.transcriptFail, ["file": .text(path)]), strings.format(error.message)], milliseconds: milliseconds)
        }
    }

    /// Runs one transcript in a dogsh of its own, with this run's options, and takes what it printed.
    private func inChild(_ path: String) async -> Outcome {
        let started = ContinuousClock.now
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-test-\(UUID().uuidString).out").path
        defer { unlink(log) }
        var arguments = ["test", "--one-of-many", "--jobs", "1"]
        if update { arguments.append("--update") }
        arguments += variables.flatMap { ["--var", $0] }
        arguments += ["--", path]
        let status: Int32
        do {
            status = try await ChildProcess.run("/proc/self/exe", arguments, outputPath: log)
        } catch {
            let line = CLIText.strings.text(.transcriptFail, ["file": .text(path)])
            return Outcome(passed: false, lines: [line, error.reason], milliseconds: Self.milliseconds(since: started))
        }
        let printed = ((try? FileContents.text(atPath: log)) ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return Outcome(passed: status == 0, lines: TranscriptParser.trimmed(printed), milliseconds: Self.milliseconds(since: started))
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        let elapsed = ContinuousClock.now - start
        return Int(elapsed.components.seconds) * 1000 + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}
