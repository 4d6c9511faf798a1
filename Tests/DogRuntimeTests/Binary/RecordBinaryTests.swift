import Foundation
import Testing

/// The built binary: sessions recorded and replayed, script parameters, and `dogsh test` on folders.
@Suite struct RecordBinaryTests {
    let folder = Support.temporaryFolder()

    @Test func aPipedSessionRecordedWithoutASeedReplaysToTheSameScreensAndPicks() async throws {
        let path = folder + "/tour.dogsh"
        let lines = ["search retr", "record \(path)", "open 2", "random", "more", "random hound", "home", "random", "record stop"]
        let live = try await Support.run(["--data-dir", folder + "/one"], input: lines.joined(separator: "\n") + "\n")
        #expect(live.status == 0, "\(live.standardError)")
        let replay = try await Support.run(["--data-dir", folder + "/two", "--script", path])
        #expect(replay.status == 0, "\(replay.standardError)")
        let recordingMessages = live.output.split(separator: "\n").filter { $0.hasPrefix("Record") }
        #expect(recordingMessages.count == 2)
        #expect(live.output.split(separator: "\n").filter { !$0.hasPrefix("Record") } == replay.output.split(separator: "\n"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("#| seed = "))
    }

    @Test func theRecordFlagStartsARecordingAndRefusesAFileThatExistsUnlessForced() async throws {
        let path = folder + "/flag.dogsh"
        let first = try await Support.run(["--record", path, "--seed", "4", "-c", "open pug; opn"], environment: [:])
        #expect(first.status == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# Recorded by dogsh. Replay: dogsh --script \(path)\n#| seed = 4\nopen pug\n# failed: opn\n")
        // Never a silent, unrecorded session: refused before anything runs, the file kept.
        let second = try await Support.run(["--record", path, "-c", "where"])
        #expect(second.status == 66)
        #expect(second.standardError == "\(path) already exists; add --force to replace it.\n")
        #expect(second.output.isEmpty, "nothing ran")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("# failed: opn\n"), "the file is kept")
        // The flag the message offers works.
        let forced = try await Support.run(["--record", path, "--force", "--seed", "4", "-c", "where"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# Recorded by dogsh. Replay: dogsh --script \(path)\n#| seed = 4\nwhere\n")
    }

    @Test func scriptParametersAreFilledMissingOnesStopTheRunAndUnusedOnesAreWarnedAbout() async throws {
        let path = folder + "/tour.dogsh"
        try "# A tour of {breed}\nopen {breed}\nsearch {{x} {lang}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let filled = try await Support.run(["--script", path, "breed=akita", "lang=de", "extra=1"])
        #expect(filled.status == 0)
        #expect(filled.output.hasPrefix("Akita · akita\n"))
        #expect(filled.output.contains("Search “{x} de”: 0 results"))
        #expect(filled.standardError == "dogsh: The script \(path) does not use the parameter extra; it is ignored.\n")

        let missing = try await Support.run(["--script", path, "lang=de", "--data-dir", folder + "/d"])
        #expect(missing.status == 64)
        #expect(missing.output.isEmpty, "nothing ran")
        #expect(missing.standardError == "dogsh: The script \(path) needs breed: give each as name=value after it, such as dogsh --script \(path) breed=…\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/d"))

        let stray = try await Support.run(["breed=akita"])
        #expect(stray.status == 64)
        #expect(stray.standardError.contains("“breed=akita” looks like a script parameter"))
        let unreadable = try await Support.run(["--script", folder + "/none.dogsh"])
        #expect(unreadable.status == 66)
        #expect(unreadable.standardError == "dogsh: Could not read the script \(folder)/none.dogsh: No such file or directory\n")
    }

    @Test func testRunsEveryTranscriptUnderAFolderInTheirOrderSideBySide() async throws {
        let tree = folder + "/tree"
        try FileManager.default.createDirectory(atPath: tree + "/b/c", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: tree + "/empty", withIntermediateDirectories: true)
        try "$ where\nbreeds\n".write(toFile: tree + "/one.t", atomically: true, encoding: .utf8)
        try "$ open pug\nPug · pug\n...\n".write(toFile: tree + "/b/two.t", atomically: true, encoding: .utf8)
        try "$ where\nsomewhere\n".write(toFile: tree + "/b/c/three.t", atomically: true, encoding: .utf8)
        try "not a transcript".write(toFile: tree + "/b/notes.txt", atomically: true, encoding: .utf8)

        let parallel = try await Support.run(["test", "--verbose", "--jobs", "3", tree, tree + "/empty"])
        #expect(parallel.status == 1)
        let lines = parallel.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") || $0.hasPrefix("No transcript") } == [
            "No transcript (*.t) in \(tree)/empty.", "FAIL \(tree)/b/c/three.t", "PASS \(tree)/b/two.t", "PASS \(tree)/one.t",
        ])
        #expect(lines.contains("-somewhere") && lines.contains("+breeds"), "the failing file's diff")
        #expect(lines.filter { $0.range(of: #"^.*\.t: \d+ ms$"#, options: .regularExpression) != nil }.count == 3)
        #expect(lines.last == "2 passed, 2 failed")

        let oneByOne = try await Support.run(["test", "--jobs", "1", tree])
        #expect(oneByOne.output == parallel.output.split(separator: "\n").filter { !$0.hasSuffix(" ms") && !$0.hasPrefix("No transcript") }
            .joined(separator: "\n").replacingOccurrences(of: "2 passed, 2 failed", with: "2 passed, 1 failed") + "\n")

        let update = try await Support.run(["test", "--update", tree])
        #expect(update.status == 0)
        #expect(update.output.split(separator: "\n").filter { $0.hasPrefix("UPDATED") || $0.hasPrefix("PASS") } == [
            "UPDATED \(tree)/b/c/three.t", "PASS \(tree)/b/two.t", "PASS \(tree)/one.t",
        ], "a file rewritten says so")
        #expect(update.output.hasSuffix("2 passed, 1 updated, 0 failed\n"))
        #expect(try String(contentsOfFile: tree + "/b/c/three.t", encoding: .utf8) == "$ where\nbreeds\n")
    }
}
