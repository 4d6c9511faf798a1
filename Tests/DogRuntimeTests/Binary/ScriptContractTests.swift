import DogCore
import DogTestSupport
import Foundation
import Testing
@testable import DogRuntime

/// The contract for scripts, held by the built binary: every failure in the exit status and on
/// standard error, lines as every system ends them, `-` and `--`, parameters as data, errors
/// with their place, and nothing lost or written where it should not be.
@Suite struct ScriptContractTests {
    let folder = Support.temporaryFolder()

    /// Writes a file in the test's folder; returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    // MARK: Output that cannot be written

    /// Every subcommand and mode ends with status 74 and one line on standard error when standard
    /// output cannot be written, as jq and curl end; none says success with its output lost.
    @Test(arguments: [
        ["-c", "ls"], ["--json", "-c", "find children>=1"], ["--keep-going", "-c", "ls; where"], ["settings"], ["settings", "--json"],
        ["filter", "where"], ["reference"], ["--help"], ["--version"], ["test", "Tests/Transcripts/quit.t"], ["--generate-completion-script", "bash"],
        [],
    ])
    func lostOutputIsAnError(arguments: [String]) async throws {
        let outcome = try await Support.run(arguments, input: "where\npug\n", outputFile: "/dev/full")
        #expect(outcome.status == 74, "\(arguments): \(outcome.standardError)")
        let lines = outcome.standardError.split(separator: "\n")
        let expected = arguments.contains("--json")
            ? #"{"v":1,"type":"error","key":"error.output.failed","text":"writing to standard output failed (No space left on device): the output is incomplete."}"#
            : "dogsh: writing to standard output failed (No space left on device): the output is incomplete."
        #expect(lines.last.map(String.init) == expected, "\(arguments): \(outcome.standardError)")
        #expect(lines.filter { $0.contains("standard output") }.count == 1, "said once")
    }

    /// A disk that fills part way through (here `ulimit -f`) is the same error: the file holds what fitted, and the status says it is cut short.
    @Test func outputCutShortByAFileSizeLimitIsAnError() async throws {
        let out = folder + "/out.jsonl"
        let launcher = ["/bin/sh", "-c", "ulimit -f 16; exec \"$0\" \"$@\" > '\(out)'"]
        let outcome = try await Support.run(["--json", "-c", "find children>=1; ls; ls 2; ls 3"], launcher: launcher)
        #expect(outcome.status == 74, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("writing to standard output failed (File too large)"))
        let size = try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int ?? 0
        #expect(size <= 16 * 1024 && size > 0, "the file holds what fitted: \(size) bytes")
    }

    /// A closed pipe is no error: the reader has what it wanted, and dogsh ends as SIGPIPE ends it, saying nothing.
    @Test func aReaderThatLeavesEarlyGetsNoComplaint() async throws {
        let outcome = try await Support.run(
            ["-c", Array(repeating: "ls 1", count: 400).joined(separator: "; ")],
            launcher: ["/bin/bash", "-c", "trap '' PIPE; \"$0\" \"$@\" | head -n 1 > /dev/null; echo ${PIPESTATUS[0]}"]
        )
        #expect(outcome.status == 0)
        #expect(outcome.output == "141\n", "ends by SIGPIPE even when it was ignored: \(outcome.output)")
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
    }

    // MARK: Lines

    /// CRLF, a lone CR and a byte-order mark are lines as LF is, in a script, `-c`, a pipe and `--script -`.
    @Test(arguments: ["\r\n", "\r", "\n"])
    func linesEndAsEverySystemEndsThem(end: String) async throws {
        let text = "\u{FEFF}# a comment" + end + "open pug" + end + "fav" + end + "where" + end
        let script = try file("crlf.dogsh", text)
        let runs = [
            try await Support.run(["--data-dir", folder + "/a", "--script", script]),
            try await Support.run(["--data-dir", folder + "/b", "-c", text]),
            try await Support.run(["--data-dir", folder + "/c"], input: text),
            try await Support.run(["--data-dir", folder + "/d", "--script", "-"], input: text),
            try await Support.run(["--data-dir", folder + "/e", "-c", "-"], input: text),
        ]
        for (index, run) in runs.enumerated() {
            #expect(run.status == 0, "run \(index): \(run.standardError)")
            #expect(run.output.hasSuffix("Added Pug to your favorites.\n[1] breeds › pug\n"), "run \(index): \(run.output.suffix(120))")
        }
    }

    // MARK: `-` and `--`

    /// `-` is standard input for `--script` and `-c`, and `--` ends the options; nothing the parser takes reaches "this is a bug".
    @Test func dashIsStandardInputAndDoubleDashEndsTheOptions() async throws {
        let script = try file("p.dogsh", "open {breed}\nwhere\n")
        let cases: [([String], String?, String)] = [
            (["--"], "where\n", "breeds\n"),
            (["-c", "-"], "open pug\nwhere\n", "[1] breeds › pug\n"),
            (["--script", "-", "breed=beagle"], "open {breed}\nwhere\n", "[1] breeds › beagle\n"),
            (["--script", script, "--", "breed=akita"], nil, "[1] breeds › akita\n"),
            (["--json", "--script", script, "--", "breed=akita"], nil, "\"crumbs\""),
        ]
        for (arguments, input, ending) in cases {
            let outcome = try await Support.run(arguments, input: input)
            #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
            #expect(outcome.output.hasSuffix(ending) || outcome.output.contains(ending), "\(arguments): \(outcome.output.suffix(200))")
            #expect(!outcome.standardError.contains("bug"), "\(arguments)")
        }
        let notAParameter = try await Support.run(["--script", script, "--", "breed"])
        #expect(notAParameter.status == 64)
        #expect(!notAParameter.standardError.contains("bug"))
    }

    // MARK: Parameters are data

    /// A parameter is one word whatever it holds: a value from a CI variable never runs a statement.
    @Test(arguments: ["labrador; fav labrador", "x' ; fav labrador; '", "x\" ; fav labrador; \"", "x\\; fav labrador", "a\nfav labrador", "# fav labrador"])
    func aParameterIsNeverCode(value: String) async throws {
        let script = try file("inject.dogsh", "open {breed}\n")
        let data = folder + "/inject-data"
        let outcome = try await Support.run(["--data-dir", data, "--script", script, "breed=" + value])
        #expect(outcome.status == 1, "\(value.debugDescription): the breed is not found")
        #expect(!outcome.output.contains("Added"), "\(value.debugDescription) ran fav")
        let favorites = try await Support.run(["--data-dir", data, "-c", "favorites"])
        #expect(favorites.output.hasPrefix("Favorites: 0 favorites"), "\(value.debugDescription): \(favorites.output)")
        // The search the error offers is one statement too: typed back, it runs no fav.
        if !value.contains("\n"), let offered = outcome.standardError.firstRange(of: "Try search ").map({ outcome.standardError[$0.upperBound...] }) {
            let line = String(offered.prefix { $0 != "\n" }.dropLast())
            let searched = try await Support.run(["--data-dir", data, "-c", "search " + line])
            #expect(searched.status == 0 && !searched.output.contains("Added"), "\(line): \(searched.output)")
            #expect(searched.output.hasPrefix("Search “\(value)”"), "\(line): \(searched.output)")
        }
    }

    // MARK: Places

    /// An error names its place: `FILE:LINE:` in a script, `<stdin>:LINE:` for piped lines, `dogsh:` for `-c`.
    @Test func errorsNameTheirPlace() async throws {
        let script = try file("seven.dogsh", "# one\nwhere\n\nopen pug\nback\nhome\nopen labardor\nwhere\n")
        let scripted = try await Support.run(["--script", script])
        #expect(scripted.status == 1)
        #expect(scripted.standardError == "\(script):7: No breed is called “labardor”. Did you mean labrador or labradoodle?\n")
        let piped = try await Support.run([], input: "where\nopn\n")
        #expect(piped.standardError == "<stdin>:2: Unknown command “opn”. Did you mean open?\n")
        let commandLine = try await Support.run(["-c", "where; opn"])
        #expect(commandLine.standardError == "dogsh: Unknown command “opn”. Did you mean open?\n")
        let json = try await Support.run(["--json", "--script", script])
        let record = try JSONSerialization.jsonObject(with: Data(json.standardError.utf8)) as? [String: Any]
        #expect(record?["file"] as? String == script && record?["line"] as? Int == 7, "\(json.standardError)")
    }

    // MARK: Long input

    /// A line past the limit is refused with its place, never parsed; the lines after it run with `--keep-going`.
    @Test func aLineLongerThanTheLimitIsRefused() async throws {
        let long = "search " + String(repeating: "a", count: LineSplitter.defaultLimit + 10)
        let script = try file("long-line.dogsh", "where\n" + long + "\nwhere\n")
        let strict = try await Support.run(["--script", script])
        #expect(strict.status == 1)
        #expect(strict.output == "breeds\n")
        #expect(strict.standardError == "\(script):2: This line is 1,048,593 bytes long, more than the 1,048,576 a line may hold, and was not run: a script holds commands, not data.\n")
        let lenient = try await Support.run(["--keep-going", "--script", script])
        #expect(lenient.status == 0 && lenient.output == "breeds\nbreeds\n")
    }

    /// A script is read as a stream: 80 MB of it run in the memory of its longest line.
    @Test func aLongScriptRunsInLittleMemory() async throws {
        let path = folder + "/big.dogsh"
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let comment = Data(("# " + String(repeating: "a long comment ", count: 6_600) + "\n").utf8)
        for _ in 0..<800 { handle.write(comment) }
        handle.write(Data("where\n".utf8))
        try handle.close()
        let timed = ["/usr/bin/time", "-f", "%M"]
        let outcome = try await Support.run(["--script", path], launcher: timed)
        #expect(outcome.status == 0 && outcome.output == "breeds\n", "\(outcome.standardError)")
        let kilobytes = try #require(outcome.standardError.split(separator: "\n").last.flatMap { Int($0) }, "\(outcome.standardError)")
        #expect(kilobytes < 64 * 1024, "peak resident memory: \(kilobytes) kB for an 80 MB script")
    }

    // MARK: Where things are kept

    /// Without a HOME to keep things in, dogsh keeps nothing, says so once, and writes neither in the working folder nor a HOME it would have to make.
    @Test(arguments: [nil, "/nonexistent-dogsh-home"] as [String?])
    func withoutAHomeNothingIsWrittenAnywhere(home: String?) async throws {
        let work = folder + "/work-\(home == nil ? "unset" : "missing")"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let unset = ["HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"]
        let outcome = try await Support.run(
            ["-c", "fav pug; favorites"], environment: home.map { ["HOME": $0] } ?? [:], unsetting: home == nil ? unset : Array(unset.dropFirst()), folder: work
        )
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.output.contains("1 ★ Pug"), "favorites last the session")
        #expect(outcome.standardError.split(separator: "\n").filter { $0.contains("kept for this session only") }.count == 1, "\(outcome.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work).isEmpty, "nothing in the working folder")
        if let home { #expect(!FileManager.default.fileExists(atPath: home), "HOME is never made") }
    }

    // MARK: Settings

    /// A value a setting does not take is said once, with its source and the values it takes, and `dogsh settings` shows what is in force.
    @Test func badSettingsAreWarnedAboutAndNotShownAsInForce() async throws {
        let environment = ["DOGSH_QUIET": "0.5", "DOGSH_DEADLINE": "9999", "DOGSH_MAX_CONNECTIONS": "99", "DOGSH_LOG": "bogus"]
        let outcome = try await Support.run(["settings"], environment: environment)
        #expect(outcome.status == 0)
        let rows = Dictionary(outcome.output.split(separator: "\n").map { line in
            let cells = line.split(separator: " ", omittingEmptySubsequences: true)
            return (String(cells[0]), String(cells[1]))
        }, uniquingKeysWith: { $1 })
        #expect(rows["quiet"] == "2" && rows["deadline"] == "25" && rows["max-connections"] == "10" && rows["log"] == "*=notice")
        for variable in environment.keys {
            #expect(outcome.standardError.split(separator: "\n").filter { $0.hasPrefix("dogsh: \(variable)=") }.count == 1, "\(variable): \(outcome.standardError)")
        }
        let json = try await Support.run(["settings", "--json"], environment: ["DOGSH_DEADLINE": "60"])
        let table = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let settings = try #require(table["settings"] as? [[String: Any]])
        #expect(settings.map { $0["name"] as? String } == Setting.all.map(\.name))
        let deadline = try #require(settings.first { $0["name"] as? String == "deadline" })
        #expect(deadline["value"] as? String == "60" && (deadline["origin"] as? [String: Any])?["name"] as? String == "DOGSH_DEADLINE")
    }

    /// `--no-config` ignores the settings file; `--json` is metric and English whatever the file, the locale or a `units` command says.
    @Test func machineOutputIsTheSameOnEveryMachine() async throws {
        let home = Support.temporaryFolder()
        try FileManager.default.createDirectory(atPath: home + "/config/dogsh", withIntermediateDirectories: true)
        try "units = imperial\nlang = de\n".write(toFile: home + "/config/dogsh/config", atomically: true, encoding: .utf8)
        let environment = ["XDG_CONFIG_HOME": home + "/config", "LANG": "en_US.UTF-8"]
        let plain = try await Support.run(["--json", "-c", "find weight<10"], environment: ["LANG": "C.UTF-8"])
        let configured = try await Support.run(["--json", "-c", "units imperial; lang de; find weight<10"], environment: environment)
        #expect(plain.status == 0 && configured.status == 0, "\(configured.standardError)")
        #expect(configured.output.split(separator: "\n").last == plain.output.split(separator: "\n").last, "the same records")
        let ignored = try await Support.run(["--no-config", "-c", "units"], environment: environment)
        let none = try await Support.run(["-c", "units"], environment: ["LANG": "en_US.UTF-8"])
        #expect(ignored.output == none.output, "--no-config reads no file: \(ignored.output)")
        let read = try await Support.run(["-c", "units"], environment: environment)
        #expect(read.output != ignored.output, "without --no-config the file's units are read")
    }

    // MARK: Live sources

    /// Images the embedded catalog gave in place of a source that answered 503 are said on standard
    /// error, or as a `notice` record, and the `--json` breed record names its source as embedded.
    @Test func imagesThatFellBackSayWhyAndWhereTheyCameFrom() async throws {
        let server = try await TestServerProcess.start(arguments: ["--fault", "/api/breed/pug/images=503"])
        let text = try await Support.run(["--data-dir", folder, "--source", server.url.absoluteString, "-c", "open pug"])
        #expect(text.status == 0, "\(text.standardError)")
        #expect(text.output.contains("https://images.dog.ceo/breeds/pug/") && !text.output.contains("503"), "\(text.output)")
        #expect(text.standardError.contains("answered with status 503") && text.standardError.contains("The embedded catalog answers in its place."))
        let json = try await Support.run(["--data-dir", folder, "--json", "--source", server.url.absoluteString, "-c", "open pug"])
        let records = json.output.split(separator: "\n").map(String.init)
        #expect(records.count == 2, "\(json.output)")
        #expect(records.first?.hasPrefix(#"{"v":1,"type":"breed","source":"embedded","ref":"pug""#) == true, "\(records.first ?? "")")
        #expect(records.last?.hasPrefix(#"{"v":1,"type":"notice","key":"message.live-fallback""#) == true, "\(records.last ?? "")")
    }

    // MARK: Small ones

    @Test func filterOnAFolderIsTroubleNotNoMatch() async throws {
        let outcome = try await Support.run(["filter", "x"], inputFile: "/tmp")
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "dogsh filter could not read standard input: Is a directory\n")
    }

    @Test(arguments: [
        (["--json", "settings"], "“settings” is a subcommand: it comes first, its options after it, as in dogsh settings --json"),
        (["test", "--jobs", "0", "x.t"], "--jobs takes a whole number from 1 up, not 0."),
        (["--page-size", "-1"], "--page-size takes a whole number from 1 up, not -1."),
    ])
    func confusingMessagesNameTheRealMistake(arguments: [String], message: String) async throws {
        let outcome = try await Support.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    }
}
