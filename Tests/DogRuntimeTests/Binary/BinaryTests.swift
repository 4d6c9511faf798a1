import DogCore
import Foundation
import Testing
@testable import dogsh

/// The built `dogsh` binary, run as a user would run it.
@Suite(.serialized) struct BinaryTests {
    @Test func testCommandRunsEveryShippedTranscript() async throws {
        let outcome = try await Support.run(["test"] + Support.transcriptFiles)
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.hasSuffix("\(Support.transcriptFiles.count) passed, 0 failed\n"))
    }

    @Test func testCommandPrintsADiffAndFailsOnAMismatch() async throws {
        let folder = Support.temporaryFolder()
        let broken = folder + "/broken.t"
        try "$ where\nnowhere\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let outcome = try await Support.run(["test", broken, Support.transcriptFiles[0]])
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("FAIL \(broken)\n--- \(broken)\n+++ \(broken) (actual)\n@@ -1,2 +1,2 @@\n $ where\n-nowhere\n+breeds\n"))
        #expect(outcome.output.hasSuffix("1 passed, 1 failed\n"))
        let missing = try await Support.run(["test", folder + "/missing.t"])
        #expect(missing.status == 1)
        #expect(missing.output.contains("Could not read the transcript \(folder)/missing.t"))
    }

    @Test func everySourceOfLinesPrintsTheSameBytes() async throws {
        let folder = Support.temporaryFolder()
        let commands = ["open labrador", "fav 2", "favorites", "search golden", "open 1", "where", "random"]
        let script = folder + "/session.dogsh"
        try commands.joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let common = ["--seed", "11", "--width", "70"]
        let dash = try await Support.run(common + ["--data-dir", folder + "/a", "-c", commands.joined(separator: "; ")])
        let file = try await Support.run(common + ["--data-dir", folder + "/b", "--script", script])
        let pipe = try await Support.run(common + ["--data-dir", folder + "/c"], input: commands.joined(separator: "\n") + "\n")
        #expect(dash.status == 0 && file.status == 0 && pipe.status == 0)
        #expect(dash.standardOutput == file.standardOutput)
        #expect(dash.standardOutput == pipe.standardOutput)
        #expect(dash.output.contains("Added an image of Labrador Retriever to your favorites."))
        #expect(!dash.standardOutput.contains(0x1B), "no escape sequences when stdout is not a terminal")
        let again = try await Support.run(common + ["--data-dir", folder + "/d", "-c", commands.joined(separator: "; ")])
        #expect(again.standardOutput == dash.standardOutput, "the same seed repeats the same picks")
        let other = try await Support.run(["--seed", "12", "--width", "70", "--data-dir", folder + "/e", "-c", commands.joined(separator: "; ")])
        #expect(other.standardOutput != dash.standardOutput)
    }

    @Test func failuresSetTheExitStatusUnlessKeepGoing() async throws {
        let folder = Support.temporaryFolder()
        let strict = try await Support.run(["--data-dir", folder, "-c", "where; opn; where"])
        #expect(strict.status == 1)
        #expect(strict.output == "breeds\n")
        #expect(strict.standardError == "dogsh: Unknown command “opn”. Did you mean open?\n")
        let lenient = try await Support.run(["--data-dir", folder, "--keep-going", "-c", "where; opn; where"])
        #expect(lenient.status == 0)
        #expect(lenient.output == "breeds\nbreeds\n")
        let piped = try await Support.run(["--data-dir", folder], input: "where\nopn\nwhere\n")
        #expect(piped.status == 1 && piped.output == "breeds\n")
        let missing = try await Support.run(["--script", folder + "/nope.dogsh"])
        #expect(missing.status == 66, "a file that cannot be read")
        #expect(missing.standardError.hasPrefix("dogsh: Could not read the script \(folder)/nope.dogsh"))
    }

    @Test func logsGoToStandardErrorOrAFileAndNeverToStandardOutput() async throws {
        let folder = Support.temporaryFolder()
        let commands = ["--seed", "2", "-c", "open pug; fav; back; random"]
        let quiet = try await Support.run(["--data-dir", folder + "/a"] + commands)
        let loud = try await Support.run(["--data-dir", folder + "/b", "--log", "*=trace"] + commands)
        #expect(quiet.status == 0 && loud.status == 0)
        #expect(loud.standardOutput == quiet.standardOutput)
        #expect(quiet.standardError.isEmpty)
        #expect(loud.standardError.contains("dogsh.nav debug: push breed=pug depth=2 from_depth=1 screen=breed"))
        #expect(loud.standardError.contains("effect=addFavorite"))
        let fromEnvironment = try await Support.run(["--data-dir", folder + "/c"] + commands, environment: ["DOGSH_LOG": "nav=debug"])
        #expect(fromEnvironment.standardError.contains("dogsh.nav debug: pop"))
        #expect(!fromEnvironment.standardError.contains("dogsh.catalog"))
        let file = folder + "/dogsh.log"
        let logged = try await Support.run(["--data-dir", folder + "/d", "--log-file", file, "--log", "store=debug"] + commands)
        #expect(logged.standardError.isEmpty)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("20") && $0.contains(" dogsh.store debug: effect ") })
        let invalid = try await Support.run(["--log", "nav=loud", "-c", "where"])
        #expect(invalid.status == 64)
        #expect(invalid.standardError.contains("“loud” is not a log level"))
    }

    @Test func favoritesLiveInTheXDGDataFolder() async throws {
        let home = Support.temporaryFolder()
        let outcome = try await Support.run(["-c", "open pug; fav"], environment: ["XDG_DATA_HOME": home + "/data", "HOME": home])
        #expect(outcome.status == 0)
        #expect(FileManager.default.fileExists(atPath: home + "/data/dogsh/favorites.sqlite"))
        let reading = try await Support.run(["-c", "favorites"], environment: ["XDG_DATA_HOME": "", "HOME": home])
        #expect(reading.status == 0)
        #expect(!FileManager.default.fileExists(atPath: home + "/.local/share/dogsh"), "reading favorites creates nothing")
        let fallback = try await Support.run(["-c", "open pug; fav"], environment: ["XDG_DATA_HOME": "", "HOME": home])
        #expect(fallback.status == 0)
        #expect(FileManager.default.fileExists(atPath: home + "/.local/share/dogsh/favorites.sqlite"))
    }

    /// Every subcommand answers `--help` and `-h` with its usage and status 0, as the manual page
    /// tells people to ask (`See dogsh settings --help`).
    @Test func everySubcommandAnswersHelp() async throws {
        for subcommand in Dogsh.configuration.subcommands.compactMap({ $0.configuration.commandName }) {
            for flag in ["--help", "-h"] {
                let outcome = try await Support.run([subcommand, flag])
                #expect(outcome.status == 0, "dogsh \(subcommand) \(flag): \(outcome.standardError)")
                #expect(outcome.output.contains("USAGE: dogsh \(subcommand)") || outcome.output.contains("USAGE: dogsh"), "dogsh \(subcommand) \(flag): \(outcome.output)")
            }
        }
    }

    @Test func referenceListsEveryCommand() async throws {
        let outcome = try await Support.run(["reference"])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("| Command | Aliases | What it does |\n| --- | --- | --- |\n| `open <breed\\|n> [sub-breed]` | `cd` |"))
        // Two header lines and a row per command.
        #expect(outcome.output.split(separator: "\n", omittingEmptySubsequences: false).count == 2 + CommandName.allCases.count + 1)
        let traits = try await Support.run(["reference", "--traits"])
        // Two header lines and a row per trait.
        #expect(traits.output.split(separator: "\n", omittingEmptySubsequences: false).count == 2 + BreedTrait.allCases.count + 1)
        #expect(traits.output.contains("\n| `energy` | Energy | 1–5, low, medium, high |\n"))
    }

    /// `--json`: every line on standard output is a record a JSON parser reads, errors are records on standard error.
    @Test func jsonOutputIsJSONLinesForAParser() async throws {
        let outcome = try await Support.run(["--json", "-c", "find weight<10 children>=4; sort weight; compare 1 2; zzz"])
        #expect(outcome.status == 1, "a command failed")
        let records = try outcome.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(records.map { $0["type"] as? String } == ["find", "find", "comparison"])
        #expect(records.allSatisfy { $0["v"] as? Int == 1 })
        let errors = try outcome.standardError.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(errors.map { $0["key"] as? String } == ["error.command.unknown"])
        #expect(!outcome.output.contains("\u{1B}"), "no colour in records")
    }
}
