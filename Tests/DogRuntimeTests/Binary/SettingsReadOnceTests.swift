import DogCore
import DogTerminal
import Foundation
import Testing

/// The settings file is read once per process: the launcher, the session and the help text take it from one reading.
@Suite(.serialized) struct SettingsReadOnceTests {
    /// strace, which counts the process's opens of the file.
    static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A run's output, with the times the settings file was opened by it and every thread and child.
    struct TracedRun {
        let outcome: Support.Outcome
        let opens: Int
    }

    /// Runs dogsh under strace with a settings file holding `settings`.
    func traced(_ arguments: [String], settings: String) async throws -> TracedRun {
        let folder = Support.temporaryFolder()
        let config = folder + "/config/dogsh/config"
        try FileManager.default.createDirectory(atPath: folder + "/config/dogsh", withIntermediateDirectories: true)
        try settings.write(toFile: config, atomically: true, encoding: .utf8)
        let trace = folder + "/trace"
        let outcome = try await Support.run(
            arguments, environment: ["XDG_CONFIG_HOME": folder + "/config"],
            launcher: [try #require(Self.strace), "-f", "-qq", "-e", "trace=open,openat", "-o", trace, "--"]
        )
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        return TracedRun(outcome: outcome, opens: lines.count { $0.contains("\"\(config)\"") })
    }

    @Test(.enabled(if: strace != nil, "strace is not installed (scripts/install-dependencies installs it): the file's opens cannot be counted"))
    func theShellReadsTheFileOnceForTheLauncherTheSessionAndTheWarnings() async throws {
        let run = try await traced(["-c", "where"], settings: "lang = de\ncolour = blue\n")
        #expect(run.outcome.status == 0 && run.outcome.output == "Rassen\n", "the session speaks the file's language")
        #expect(run.outcome.standardError.split(separator: "\n").count == 1, "one warning about colour: \(run.outcome.standardError)")
        #expect(run.opens == 1)
    }

    @Test(.enabled(if: strace != nil, "strace is not installed (scripts/install-dependencies installs it): the file's opens cannot be counted"),
          arguments: [["--help"], ["--lang", "es", "--help"], ["settings"], ["settings", "--lang", "es"], ["shell", "-c", "where"]])
    func everyOtherRunReadsTheFileOnce(arguments: [String]) async throws {
        let run = try await traced(arguments, settings: "lang = de\n")
        #expect(run.outcome.status == 0, "\(run.outcome.standardError)")
        #expect(run.opens == 1)
    }

    @Test func helpIsInTheLanguageOfTheFlagElseOfTheSettingsFile() async throws {
        let folder = Support.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/dogsh", withIntermediateDirectories: true)
        try "lang = de\n".write(toFile: folder + "/dogsh/config", atomically: true, encoding: .utf8)
        /// The start of the abstract, before ArgumentParser wraps it.
        func abstract(_ language: LanguageChoice) -> String {
            "OVERVIEW: " + Strings(language: .named(language)).text(.cliAbstract).prefix(24)
        }
        let fromFile = try await Support.run(["--help"], environment: ["XDG_CONFIG_HOME": folder])
        #expect(fromFile.output.hasPrefix(abstract(.de)), "\(fromFile.output)")
        let fromFlag = try await Support.run(["--lang", "es", "--help"], environment: ["XDG_CONFIG_HOME": folder])
        #expect(fromFlag.output.hasPrefix(abstract(.es)), "\(fromFlag.output)")
        let settings = try await Support.run(["settings", "--lang", "ja", "--help"], environment: ["XDG_CONFIG_HOME": folder])
        #expect(settings.output.hasPrefix("OVERVIEW: " + Strings(language: .named(.ja)).text(.cliSettingsAbstract).prefix(12)), "\(settings.output)")
    }
}
