import Foundation
import Testing
@testable import DogRuntime

/// The shell sessions in the documentation replay as cram replays its tests: each `$ ` line runs
/// in bash with the built dogsh first on PATH, in an empty folder shared by the file's examples,
/// and what it wrote to standard output and standard error together must be the lines under it,
/// then `[N]` when its status is not 0. `[..]` matches any text within a line.
@Suite struct ShellExampleTests {
    /// One `$ ` line of an example, with what it must print and the status it must end with.
    struct Step {
        let command: String
        var expected: [String] = []
        var status: Int32 = 0
    }

    static let begin = "<!-- shell-example:begin -->\n```sh\n"
    static let end = "```\n<!-- shell-example:end -->"

    /// The steps of every shell example in a file, in order; nil when a block does not close.
    static func steps(in text: String) -> [Step]? {
        var rest = text[...]
        var steps: [Step] = []
        while let opening = rest.range(of: begin) {
            guard let closing = rest.range(of: end, range: opening.upperBound..<rest.endIndex) else { return nil }
            for line in rest[opening.upperBound..<closing.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                if line.hasPrefix("$ ") {
                    steps.append(Step(command: String(line.dropFirst(2))))
                } else if line.hasPrefix("["), line.hasSuffix("]"), let status = Int32(line.dropFirst().dropLast()), !steps.isEmpty {
                    steps[steps.count - 1].status = status
                } else if !steps.isEmpty {
                    steps[steps.count - 1].expected.append(String(line))
                }
            }
            rest = rest[closing.upperBound...]
        }
        return steps
    }

    @Test func theStepsOfAnExampleAreReadAsCramReadsThem() throws {
        let text = "text\n" + Self.begin + "$ true\n$ echo a; exit 3\na\n[3]\n" + Self.end + "\n"
        let steps = try #require(Self.steps(in: text))
        #expect(steps.map(\.command) == ["true", "echo a; exit 3"])
        #expect(steps.map(\.expected) == [[], ["a"]])
        #expect(steps.map(\.status) == [0, 3])
        #expect(Self.steps(in: Self.begin + "$ true\n") == nil, "a block that does not close")
    }

    @Test(arguments: Support.documentationFiles)
    func theShellExamplesReplay(file: String) async throws {
        let text = try String(contentsOf: Support.packageRoot.appendingPathComponent(file), encoding: .utf8)
        let steps = try #require(Self.steps(in: text), "\(file): a shell example does not close")
        guard !steps.isEmpty else { return }
        let folder = Support.temporaryFolder()
        for step in steps {
            let (output, status) = try Self.run(step.command, in: folder)
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(status == step.status, "\(file): $ \(step.command)\n\(output)")
            #expect(TranscriptMatcher.matches(expected: step.expected, actual: lines), "\(file): $ \(step.command)\n\(output)")
        }
    }

    /// Runs a command in bash in the folder, with its own HOME and the built dogsh first on PATH; both streams go to one pipe.
    static func run(_ command: String, in folder: String) throws -> (String, Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let home = folder + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("DOGSH_") && !$0.key.hasPrefix("XDG_") && !$0.key.hasPrefix("LC_") }
        environment["PATH"] = Support.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = home
        environment["LANG"] = "C.UTF-8"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}
