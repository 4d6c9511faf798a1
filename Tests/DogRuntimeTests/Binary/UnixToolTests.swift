import DogCore
import DogTestSupport
import Foundation
import Testing
@testable import DogRuntime
@testable import dogsh

/// dogsh as a Unix tool: its version, completion scripts for bash, zsh and fish, its manual page and its exit statuses.
@Suite struct UnixToolTests {
    let folder = Support.temporaryFolder()

    /// Runs a program with arguments, waiting on a thread of its own (never the cooperative pool,
    /// whose threads the in-process test servers of other suites need); its status, standard output and standard error.
    func shell(_ program: String, _ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        let folder = folder
        return try await offThePool { try Self.runBlocking(program, arguments, home: folder) }
    }

    private static func runBlocking(_ program: String, _ arguments: [String], home folder: String) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder, "LANG": "C.UTF-8", "MANWIDTH": "80"]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    func completionScript(_ shell: String) async throws -> String {
        let path = folder + "/dogsh.\(shell)"
        let outcome = try await Support.run(["--generate-completion-script", shell])
        #expect(outcome.status == 0)
        try outcome.output.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A usage error names the command people type, never the hidden `shell`; with `--json` it is a JSON record on standard error.
    @Test func usageErrorsNameDogshAndFollowJSON() async throws {
        let plain = try await Support.run(["--bogus"])
        #expect(plain.status == 64)
        #expect(plain.standardError.contains("Usage: dogsh [") && !plain.standardError.contains("dogsh shell"), "\(plain.standardError)")
        let json = try await Support.run(["--json", "--bogus"])
        #expect(json.status == 64)
        let lines = json.standardError.split(separator: "\n")
        #expect(lines.count == 1, "one record: \(json.standardError)")
        let record = try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any]
        #expect(record?["type"] as? String == "error" && record?["key"] as? String == "error.usage" && record?["v"] as? Int == 1)
        #expect((record?["text"] as? String)?.contains("--bogus") == true)
        #expect(json.output.isEmpty)
    }

    @Test func theVersionComesFromOneConstant() async throws {
        let outcome = try await Support.run(["--version"])
        #expect(outcome.output == DogshVersion.current + "\n")
        let info = try await Support.run(["-c", "info"])
        #expect(info.output.hasSuffix("dogsh \(DogshVersion.current)\n"))
    }

    @Test func theRootHelpShowsTheShellsMainOptionsAndWhereTheRestAre() async throws {
        let help = try await Support.run(["--help"]).output
        for option in ShellOption.main { #expect(help.contains(option.long), "\(option.long)") }
        #expect(help.contains("dogsh shell --help"))
        #expect(help.contains("--version"))
    }

    @Test func bashCompletesTheShellsOptionsTheirValuesAndTheSubcommands() async throws {
        let script = try await completionScript("bash")
        func complete(_ words: [String]) async throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let line = words.joined(separator: " ")
            let program = """
                source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
                _dogsh dogsh '\(words.last!)' '\(words[words.count - 2])'; printf '%s\\n' "${COMPREPLY[@]}"
                """
            return try await shell("/bin/bash", ["--norc", "--noprofile", "-c", program]).output.split(separator: "\n").map(String.init)
        }
        #expect(try await shell("/bin/bash", ["--norc", "--noprofile", "-c", "source '\(script)'; complete -p dogsh"]).output == "complete -o filenames -F _dogsh dogsh\n")
        #expect(try await complete(["dogsh", "--sou"]) == ["--source"])
        #expect(try await complete(["dogsh", "--source", ""]) == ["embedded", "dogceo", "thedogapi"])
        #expect(try await complete(["dogsh", "--lang", ""]) == ["en", "de", "es", "ja"])
        #expect(try await complete(["dogsh", "--color", ""]) == ["auto", "always", "never"])
        #expect(try await complete(["dogsh", "--images", ""]) == ["auto", "off", "blocks", "256", "kitty", "iterm", "sixel"], "the settings table's order")
        let options = try await complete(["dogsh", "-"])
        for word in ["-c", "--script", "--record", "--version", "--keep-going", "--json"] { #expect(options.contains(word), "\(word)") }
        #expect(try await complete(["dogsh", ""]) == ["shell", "test", "settings", "draw", "filter", "help"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func fishCompletesThemToo() async throws {
        let script = try await completionScript("fish")
        func complete(_ line: String) async throws -> [String] {
            try await shell("/usr/bin/fish", ["--no-config", "-c", "source '\(script)'; complete -C'\(line)'"]).output
                .split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        }
        #expect(try await complete("dogsh --source ") == ["embedded", "dogceo", "thedogapi"])
        #expect(try await complete("dogsh --col") == ["--color"])
        #expect(try await complete("dogsh te") == ["test"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func zshLoadsItsScript() async throws {
        let script = try await completionScript("zsh")
        #expect(try String(contentsOfFile: script, encoding: .utf8).hasPrefix("#compdef dogsh"))
        let loaded = try await shell("/usr/bin/zsh", ["-f", "-c", "autoload -Uz compinit && compinit -u -d '\(folder)/zcompdump' && source '\(script)' && whence -w _dogsh"])
        #expect(loaded.status == 0, "\(loaded.error)")
        #expect(loaded.output == "_dogsh: function\n")
        #expect(try String(contentsOfFile: script, encoding: .utf8).contains("thedogapi"))
    }

    @Test func theManualPageIsFreshAndRendersWithoutWarnings() async throws {
        let path = Support.packageRoot.appendingPathComponent("share/man/man1/dogsh.1").path
        #expect(try String(contentsOfFile: path, encoding: .utf8) == ManualPage.roff(), "stale: run scripts/generate-manual")
        let groff = try await shell("/usr/bin/groff", ["-ww", "-man", "-Tutf8", "-z", path])
        #expect(groff.status == 0 && groff.error.isEmpty, "\(groff.error)")
        let man = try await shell("/usr/bin/man", ["-l", path])
        #expect(man.status == 0 && man.error.isEmpty, "\(man.error)")
        for spec in CommandTable.specs { #expect(man.output.contains(spec.name.rawValue)) }
        for option in ShellOption.all { #expect(man.output.contains(option.long), "\(option.long)") }
        for status in ExitStatus.allCases { #expect(man.output.contains("       \(status.rawValue) ")) }
    }

    @Test func theScriptingGuidesExitStatusTableIsTheCodes() throws {
        let guide = try String(contentsOf: Support.packageRoot.appendingPathComponent("docs/scripting.md"), encoding: .utf8)
        let rows = ExitStatus.allCases.map { "| \($0.rawValue) | \($0.meaning) |" }
        #expect(guide.contains((["<!-- exit-statuses:begin -->", "| status | meaning |", "| --- | --- |"] + rows + ["<!-- exit-statuses:end -->"]).joined(separator: "\n")))
    }
}

/// Each row of the exit-status table, from the built binary.
@Suite struct ExitStatusTests {
    let folder = Support.temporaryFolder()

    @Test func successAndAFailedCommand() async throws {
        #expect(try await Support.run(["--data-dir", folder, "-c", "where"]).status == ExitStatus.success.rawValue)
        #expect(try await Support.run(["--data-dir", folder, "-c", "opn"]).status == ExitStatus.commandFailed.rawValue)
    }

    @Test(arguments: [["--seed", "x"], ["--nosuch"], ["breed=akita"], ["--source", "gopher://x"]])
    func usageErrors(arguments: [String]) async throws {
        #expect(try await Support.run(arguments).status == ExitStatus.usage.rawValue)
    }

    @Test func aMissingScriptParameterIsAUsageError() async throws {
        try "open {breed}\n".write(toFile: folder + "/p.dogsh", atomically: true, encoding: .utf8)
        #expect(try await Support.run(["--script", folder + "/p.dogsh"]).status == ExitStatus.usage.rawValue)
    }

    @Test func filesThatCannotBeRead() async throws {
        #expect(try await Support.run(["--script", folder + "/none.dogsh"]).status == ExitStatus.unreadableFile.rawValue)
        #expect(try await Support.run(["draw", folder + "/none.jpg"]).status == ExitStatus.unreadableFile.rawValue)
    }

    @Test func aSourceThatCannotBeReachedInAScript() async throws {
        // Port 1 on 127.0.0.1 refuses: the answers come from the embedded catalog, and standard error says so.
        let outcome = try await Support.run(["--data-dir", folder, "--source", "http://127.0.0.1:1", "-c", "open pug"])
        #expect(outcome.status == ExitStatus.success.rawValue, "\(outcome.standardError)")
        #expect(outcome.output.contains("Pug · pug") && !outcome.output.contains("offline"))
        #expect(outcome.standardError.contains("dogsh is offline"), "\(outcome.standardError)")
        // With --require-live the run fails instead: status 69, nothing on standard output, the reason on standard error.
        let required = try await Support.run(["--data-dir", folder, "--source", "http://127.0.0.1:1", "--require-live", "-c", "open pug"])
        #expect(required.status == ExitStatus.sourceUnreachable.rawValue, "\(required.standardError)")
        #expect(required.output.isEmpty, "\(required.output)")
        #expect(required.standardError.hasPrefix("dogsh: Could not reach http://127.0.0.1:1/"), "\(required.standardError)")
        #expect(!required.standardError.contains("offline"), "nothing stands in, so nothing says it does: \(required.standardError)")
    }

    @Test func ctrlCStopsAScript() async throws {
        let script = folder + "/long.dogsh"
        try String(repeating: "open labrador\nback\nsearch rtvr\nhome\n", count: 20_000).write(toFile: script, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = Support.binary
        process.arguments = ["--data-dir", folder, "--script", script]
        // Never the machine's settings or locale: on a shared machine a run of it once said "Abgebrochen."
        process.environment = Support.isolatedEnvironment()
        let output = Pipe()
        process.standardOutput = output
        let error = Pipe()
        process.standardError = error
        try process.run()
        // Interrupted once the script has printed: its handler is in place before the first line runs,
        // and a loaded machine can take longer than any fixed pause to get there.
        _ = try await offThePool { output.fileHandleForReading.availableData }
        process.interrupt()
        let said = try await offThePool {
            _ = output.fileHandleForReading.readDataToEndOfFile()
            let data = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return data
        }
        #expect(process.terminationReason == .exit, "dogsh exits, not killed by the signal")
        #expect(process.terminationStatus == ExitStatus.interrupted.rawValue)
        // The script's place is said with it: where it stopped.
        let message = String(decoding: said, as: UTF8.self)
        #expect(message.hasPrefix(script + ":") && message.hasSuffix(": Interrupted.\n"), "\(message)")
    }

    /// Piped lines stop at Ctrl-C (SIGINT) as a script does, even while dogsh waits for the next
    /// line of a pipe still open, and even when the signal was ignored by whoever started it.
    @Test func ctrlCStopsPipedLinesWhileTheyWait() async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // A background job of a shell without job control starts with SIGINT ignored.
        process.arguments = ["-c", "trap '' INT; exec \"$0\" --data-dir \"$1\"", Support.binary.path, folder]
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data("where\n".utf8))
        // Once the first line has answered, dogsh waits for the next, which never comes.
        _ = try await offThePool { output.fileHandleForReading.availableData }
        process.interrupt()
        let said = try await offThePool {
            let data = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return data
        }
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == ExitStatus.interrupted.rawValue, "\(String(decoding: said, as: UTF8.self))")
        #expect(String(decoding: said, as: UTF8.self).hasSuffix("Interrupted.\n"))
        try input.fileHandleForWriting.close()
    }

    /// A second `-c` or `--script` is a usage error, not one of them dropped without a word.
    @Test(arguments: [["-c", "where", "--script", "x.dogsh"], ["--script", "a", "--script", "b"], ["-c", "where", "-c", "help"], ["--command=where", "-c", "x"]])
    func aSecondInputIsRefused(arguments: [String]) async throws {
        let outcome = try await Support.run(["--data-dir", folder] + arguments)
        #expect(outcome.status == ExitStatus.usage.rawValue, "\(outcome.standardError)")
        #expect(outcome.output.isEmpty)
        #expect(outcome.standardError.hasPrefix("dogsh: dogsh runs one -c or one --script at a time"), "\(outcome.standardError)")
    }

    /// A session keeps at most a mebibyte of its statements for a recording started later, the
    /// newest; the recording says how many earlier lines it lacks.
    @Test func aLongScriptKeepsABoundedPastForARecording() async throws {
        let statement = "search " + String(repeating: "x", count: 500)
        let recorded = folder + "/late.dogsh"
        let script = folder + "/long-past.dogsh"
        try (String(repeating: statement + "\n", count: 3000) + "record \(recorded)\n").write(toFile: script, atomically: true, encoding: .utf8)
        let outcome = try await Support.run(["--data-dir", folder, "--script", script])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = try String(contentsOfFile: recorded, encoding: .utf8).split(separator: "\n").map(String.init)
        let kept = lines.filter { $0 == statement }.count
        let dropped = try #require(lines.first { $0.hasSuffix("not kept (more than 1048576 bytes): a replay may start elsewhere.") })
        #expect(dropped == "# \(3000 - kept) earlier lines were not kept (more than 1048576 bytes): a replay may start elsewhere.")
        #expect(kept * statement.utf8.count <= RecordedScript.earlierBytes && (kept + 1) * statement.utf8.count > RecordedScript.earlierBytes)
    }
}
