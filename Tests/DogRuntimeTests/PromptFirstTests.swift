import DogCore
import DogServices
import DogTerminal
import Foundation
import Testing
@testable import DogRuntime

/// The welcome and the first prompt drawn before the session exists, and the session made behind them.
@Suite struct PromptFirstTests {
    let folder = Support.temporaryFolder()

    struct Look: CustomTestStringConvertible, Sendable {
        var flag: LanguageChoice?
        var saved: Preferences
        var environment: [String: String]
        var color: Bool
        var testDescription: String { "flag \(flag?.rawValue ?? "-"), saved \(saved), env \(environment), colour \(color)" }
    }

    static let looks: [Look] = [
        Look(flag: nil, saved: Preferences(), environment: [:], color: false),
        Look(flag: .de, saved: Preferences(), environment: [:], color: false),
        Look(flag: nil, saved: Preferences(theme: .light, language: .ja), environment: [:], color: true),
        Look(flag: .es, saved: Preferences(theme: .dark, language: .ja), environment: [:], color: true),
        Look(flag: nil, saved: Preferences(theme: .auto), environment: ["LANG": "de_DE.UTF-8", "COLORFGBG": "0;15"], color: true),
        Look(flag: nil, saved: Preferences(), environment: ["LC_ALL": "ja_JP.UTF-8"], color: false),
    ]

    /// What a person sees first is what the started session would have shown: the same welcome, the same prompt.
    @Test(arguments: looks)
    func theWelcomeAndTheFirstPromptAreTheStartedSessionsOwn(look: Look) async throws {
        let config = folder + "/config"
        try PreferencesFile(directory: config).save(look.saved)
        let configuration = SessionConfiguration(
            seed: 1, width: 60, dataDirectory: folder + "/data", configDirectory: config, colorEnabled: look.color,
            environment: look.environment, outputIsTerminal: true, languageFlag: look.flag
        )
        let renderer = Session.renderer(for: configuration, preferences: try PreferencesFile(directory: config).load())
        let welcome = renderer.render(.message(.welcome(
            breeds: EmbeddedCatalog.breedCount, subBreeds: EmbeddedCatalog.subBreedCount, source: EmbeddedCatalog.sourceName
        )))

        let output = CapturedOutput()
        let session = Session(configuration: configuration, services: .embedded(configuration), output: output)
        await session.start()
        session.show(.welcome(to: try #require(session.navigator.catalog)))
        #expect(output.lines == welcome)
        #expect(Session.firstPrompt(renderer: renderer) == session.prompt)
        #expect(session.prompt.contains("dogsh"))
    }

    /// A sink the making task may write to; the test reads it only after the handover.
    final class Capture: OutputSink, @unchecked Sendable {
        let captured = CapturedOutput()
        func write(_ lines: [String], to stream: DogTerminal.OutputStream) { captured.write(lines, to: stream) }
        func writePrompt(_ prompt: String) {}
        func flush() {}
    }

    @Test func theSessionIsMadeStartedAndItsNoticesWaitUntilItIsTaken() async throws {
        let data = folder + "/data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: data + "/" + SQLiteFavoritesStore.fileName))
        let configuration = SessionConfiguration(seed: 1, width: 80, dataDirectory: data)
        let capture = Capture()
        let made = Locked(false)
        let told = Locked(0)
        let pending = PendingSession(writingTo: { capture }, whenHeld: { told.withLock { $0 += 1 } }) { held in
            let session = Session(configuration: configuration, services: .embedded(configuration), output: held)
            await session.start()
            held.write(["made"], to: .standard)
            made.withLock { $0 = true }
            return session
        }
        pending.begin()
        while told.withLock({ $0 }) == 0 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(made.withLock { $0 }, "the prompt is told once the session is made")
        #expect(capture.captured.lines.isEmpty, "nothing is written while the prompt may be on the screen")
        let session = pending.take()
        #expect(capture.captured.lines.count == 2, "the damaged-file notice, then what was written after it: \(capture.captured.lines)")
        #expect(capture.captured.lines.first?.contains("damaged") == true)
        #expect(capture.captured.lines.last == "made")
        #expect(session.navigator.catalog?.breeds.count == EmbeddedCatalog.breedCount, "the session is started")
        #expect(pending.take() === session, "it is handed over once and stays the same")
        #expect(capture.captured.lines.count == 2, "a second take shows nothing again")
        #expect(await session.submit("where"))
        #expect(capture.captured.lines.last == "breeds", "after the handover output goes straight on")
        #expect(told.withLock { $0 } == 1, "told once")
    }

    @Test func takingBeginsTheMakingWhenNothingHasYet() async {
        let configuration = SessionConfiguration(seed: 1, width: 80, dataDirectory: folder + "/data")
        let told = Locked(0)
        let pending = PendingSession(writingTo: { Capture() }, whenHeld: { told.withLock { $0 += 1 } }) { held in
            let session = Session(configuration: configuration, services: .embedded(configuration), output: held)
            await session.start()
            return session
        }
        #expect(pending.take().navigator.catalog != nil)
        #expect(told.withLock { $0 } == 0, "a session that held nothing does not wake the prompt")
    }
}
