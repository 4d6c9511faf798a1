import DogCore
import DogServices
import DogTerminal
import Foundation
import Testing
@testable import DogRuntime

/// The welcome and the first prompt drawn before the session exists are the started session's own.
@MainActor @Suite struct GreetingTests {
    let folder = Support.temporaryFolder()

    struct Look: CustomTestStringConvertible, Sendable {
        var flag: LanguageChoice?
        var saved: Preferences
        var environment: [String: String]
        var color: Bool
        var testDescription: String { "flag \(flag?.rawValue ?? "-"), saved \(saved), env \(environment), colour \(color)" }
    }

    nonisolated static let looks: [Look] = [
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
        let greeting = configuration.greeting(preferences: try PreferencesFile(directory: config).load())

        let output = CapturedOutput()
        let session = Session(configuration: configuration, services: .embedded(configuration), output: output)
        await session.start()
        session.show(.welcome(to: try #require(session.coordinator.catalog)))
        #expect(output.lines == greeting.welcome)
        #expect(greeting.prompt == session.prompt)
        #expect(session.prompt.contains("dogsh"))
    }

    @Test func startNoticesWaitInHeldOutputWhileThePromptIsShownEarly() async throws {
        let data = folder + "/data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: data + "/" + SQLiteFavoritesStore.fileName))
        let configuration = SessionConfiguration(seed: 1, width: 80, dataDirectory: data)
        let terminal = CapturedOutput()
        let held = HeldOutput(terminal)
        let session = Session(configuration: configuration, services: .embedded(configuration), output: held)
        await session.start()
        #expect(terminal.lines.isEmpty, "nothing is written over the prompt while the session starts")
        #expect(held.isHolding, "the damaged-file notice waits")
        held.release()
        #expect(terminal.lines.count == 1 && terminal.lines[0].contains("damaged"), "\(terminal.lines)")
        #expect(await session.submit("where").succeeded)
        #expect(terminal.lines.last == "breeds", "after the release output goes straight on")
    }
}
