import DogCore
import DogServices
import DogTerminal
import Foundation
import Testing
@testable import DogRuntime

/// `record`: what a recording holds, what it leaves out, and that it replays to what the session showed.
@MainActor @Suite struct RecordingTests {
    let folder = Support.temporaryFolder()

    func session(seed: UInt64 = 5, look: (inout SessionConfiguration) -> Void = { _ in }) -> (Session, CapturedOutput) {
        var configuration = SessionConfiguration(seed: seed, width: 80, dataDirectory: folder + "/data")
        look(&configuration)
        let output = CapturedOutput()
        return (Session(configuration: configuration, services: .embedded(configuration), output: output), output)
    }

    func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func aScriptHoldsTheSeedTheEarlierLinesAndEveryStatementFromThenOnFailedOnesAsComments() async throws {
        let (session, output) = session()
        await session.start()
        let path = folder + "/tour.dogsh"
        await session.submit("search golden")
        await session.submit("record \(path)")
        await session.submit("open 1; random")
        await session.submit("opn")
        await session.submit(" search private")
        await session.submit("back; record")
        #expect(output.lines.last == "Recording to \(path): 5 lines so far; record stop ends it.")
        await session.submit("record stop")
        #expect(output.lines.last == "Recorded 5 lines to \(path).")
        #expect(try text(path) == """
            # Recorded by dogsh. Replay: dogsh --script \(path)
            #| seed = 5
            # Entered before the recording started, so that a replay starts where it did:
            search golden
            # Recorded:
            open 1
            random
            # failed: opn
            back

            """)
    }

    @Test func aReplayOfTheScriptShowsWhatTheSessionShowed() async throws {
        let (session, output) = session(seed: 77)
        await session.start()
        let path = folder + "/replay.dogsh"
        let lines = ["search retr", "open 2", "random", "more", "home", "random hound", "info 3"]
        await session.submit(lines[0])
        var shown = output.lines
        await session.submit("record \(path)")
        var mark = output.lines.count
        for line in lines.dropFirst() {
            await session.submit(line)
            shown += output.lines[mark...]
            mark = output.lines.count
        }
        await session.submit("record stop")

        let script = try text(path)
        let (replay, replayed) = self.session(seed: try #require(ScriptHeader(text: script).seed))
        await replay.start()
        let filled = try script.split(separator: "\n", omittingEmptySubsequences: false).map { try ScriptTemplate.filled(String($0), with: [:]) }
        #expect(await replay.run(ScriptLineSource(lines: filled)) == 0)
        #expect(replayed.lines == shown, "the same screens and the same random picks")
    }

    @Test func anExistingFileIsKeptUnlessForcedAndAFileThatCannotBeWrittenIsAnErrorTheSessionSurvives() async throws {
        let (session, output) = session()
        await session.start()
        let path = folder + "/kept.dogsh"
        try "precious\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(await !session.submit("record \(path)").succeeded)
        #expect(output.lines.last == "\(path) already exists; add --force to replace it.")
        #expect(try text(path) == "precious\n")
        #expect(await session.submit("record --force \(path)").succeeded)
        #expect(try text(path).hasPrefix("# Recorded by dogsh."))
        #expect(await !session.submit("record \(folder)/other.dogsh").succeeded)
        #expect(output.lines.last == "Already recording to \(path); record stop ends that recording first.")
        #expect(await session.submit("record stop").succeeded)
        #expect(await !session.submit("record stop").succeeded)
        #expect(output.lines.last == "No recording is on; record FILE starts one.")

        #expect(await !session.submit("record \(folder)/no/such/folder/x.dogsh").succeeded)
        #expect(output.lines.last == "Cannot record to \(folder)/no/such/folder/x.dogsh: No such file or directory")
        #expect(await !session.submit("record --force /dev/full").succeeded)
        #expect(output.lines.last == "Cannot record to /dev/full: No space left on device")
        #expect(await session.submit("record").succeeded)
        #expect(output.lines.last == "No recording is on; record FILE starts one.")
        #expect(await session.submit("where").succeeded, "the session goes on")
    }

    @Test func theKeyNeverReachesARecordingOfEitherKind() async throws {
        let key = "sk-live-0123456789"
        let (session, _) = session { $0.recordingSecrets = [RecordingSecret(name: "thedogapi-key", value: key)!] }
        await session.start()
        let script = folder + "/s.dogsh", transcript = folder + "/s.t"
        await session.submit("search \(key)")
        await session.submit("record \(script)")
        await session.submit("search x\(key)")
        await session.submit("record stop; record --transcript \(transcript)")
        await session.submit("search x\(key)")
        await session.submit("record stop")
        let texts = [try text(script), try text(transcript)]
        for text in texts { #expect(!text.contains(key)) }
        #expect(texts[0].contains("search {thedogapi-key}\n# Recorded:\nsearch x{thedogapi-key}"))
        #expect(texts[1].contains("#| thedogapi-key = {thedogapi-key}"))
        #expect(texts[1].contains("$ search x{thedogapi-key}\nSearch “x{thedogapi-key}”: 0 results"))
    }

    @Test func aTranscriptRecordedInATerminalsLookPassesAtOnce() async throws {
        let (session, output) = session(seed: 3) { configuration in
            configuration.width = 44
            configuration.colorEnabled = true
            configuration.outputIsTerminal = true
            configuration.languageFlag = .de
            configuration.coordinator = CoordinatorSettings(pageSize: 6)
        }
        await session.start()
        let path = folder + "/terminal.t"
        await session.submit("search retr")
        await session.submit("record --transcript \(path)")
        for line in ["open 1", "more", "fav", "open labardor", "find weight<12 barking:low", "compare 1 2", "random", "help record", "where"] {
            await session.submit(line)
        }
        await session.submit("record stop")
        #expect(output.lines.joined().contains("\u{1B}["), "the session itself was coloured")
        let recorded = try text(path)
        #expect(!recorded.contains("\u{1B}"))
        #expect(recorded.contains("#| seed = 3\n#| width = 44\n#| page-size = 6\n#| lang = de\n$ search retr\n...\n"))
        #expect(recorded.contains("$ open labardor\nKeine Rasse heißt „labardor“."), "a message wrapped at the terminal is one line in the transcript")
        let result = try await TranscriptRunner.run(file: path).get()
        #expect(result.passed, "\(result.diff.joined(separator: "\n"))")
        #expect(result.transcript.steps.count == 10)
    }

    /// Favorites the data folder held before the session began are named in the transcript's
    /// header, so its replay, in an empty data folder, marks the same rows and answers `fav` alike.
    @Test func aTranscriptStartsWithTheFavoritesTheSessionStartedWith() async throws {
        let image = BreedImage(ref: BreedRef("hound", "afghan"), dogCEOFile: "n02088094_1003.jpg")
        let store = try SQLiteFavoritesStore.open(directory: folder + "/data")
        _ = try await store.add([Favorite(breed: BreedRef("beagle")), Favorite(image: image)])
        let (session, _) = session()
        await session.start()
        let path = folder + "/favorites.t"
        await session.submit("fav pug")
        await session.submit("record --transcript \(path)")
        for line in ["ls", "open beagle", "fav beagle", "favorites", "unfav pug", "favorites"] {
            await session.submit(line)
        }
        await session.submit("record stop")
        let recorded = try text(path)
        #expect(recorded.contains("#| favorites = beagle, hound-afghan https://images.dog.ceo/breeds/hound-afghan/n02088094_1003.jpg\n"),
                "the favorites before the first line, not pug, which the replay adds itself")
        #expect(recorded.contains("★ beagle"), "the breeds list marks beagle")
        let result = try await TranscriptRunner.run(file: path).get()
        #expect(result.passed, "\(result.diff.joined(separator: "\n"))")
    }

    @Test(arguments: ["beagle", "hound-afghan https://x/y.jpg, pug", "beagle, hound-afghan https://x/y.jpg"])
    func favoritesOptionsReadBackAsWritten(text: String) throws {
        let favorites = try #require(Transcript.Options.favorites(parsing: text))
        #expect(Transcript.Options.text(of: favorites) == text)
    }

    @Test(arguments: ["", ",", "beagle one two", "-x"])
    func favoritesOptionsThatNameNothingAreRefused(text: String) {
        #expect(Transcript.Options.favorites(parsing: text) == nil, "\(text.debugDescription)")
    }

    @Test func aRecordingStillOnWhenTheSessionEndsIsClosedAndSaysSo() async throws {
        let (session, output) = session()
        await session.start()
        let path = folder + "/end.dogsh"
        #expect(await session.run(ScriptLineSource(lines: ["record \(path)", "where", "open pug"])) == 0)
        #expect(output.lines.last == "Recorded 2 lines to \(path).")
        #expect(try text(path).hasSuffix("#| seed = 5\nwhere\nopen pug\n"))
        let (flagged, flaggedOutput) = self.session()
        await flagged.start()
        await flagged.record(.start(RecordingTarget(path: folder + "/flag.dogsh", format: .script)))
        #expect(flaggedOutput.lines.last == "Recording every line from now on to \(folder)/flag.dogsh; record stop ends it.")
    }
}
