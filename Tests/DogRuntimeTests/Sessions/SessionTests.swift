import DogCore
import DogServices
import DogTerminal
import Foundation
import Testing
@testable import DogRuntime

/// Whole sessions in-process: the same path every source of lines takes.
@MainActor @Suite struct SessionTests {
    let folder = Support.temporaryFolder()

    func session(services: SessionServices? = nil) -> (Session, CapturedOutput) {
        let configuration = SessionConfiguration(seed: 5, width: 80, dataDirectory: folder)
        let output = CapturedOutput()
        return (Session(configuration: configuration, services: services ?? .embedded(configuration), output: output), output)
    }

    @Test func scriptsStopAtTheFirstFailureUnlessToldToKeepGoing() async {
        let (strict, strictOutput) = session()
        await strict.start()
        #expect(await strict.run(ScriptLineSource(lines: ["where", "opn", "where"])) == 1)
        #expect(strictOutput.lines == ["breeds", "dogsh: Unknown command “opn”. Did you mean open?"])

        let (lenient, lenientOutput) = session()
        await lenient.start()
        #expect(await lenient.run(ScriptLineSource(lines: ["where", "opn", "where"]), keepGoing: true) == 0)
        #expect(lenientOutput.lines.count == 3)
    }

    @Test func statementsAfterAFailureOnTheSameLineAreSkippedInScripts() async {
        let (session, output) = session()
        await session.start()
        #expect(await session.run(ScriptLineSource(lines: ["where; opn; where"])) == 1)
        #expect(output.lines == ["breeds", "dogsh: Unknown command “opn”. Did you mean open?"])
    }

    @Test func interactiveSessionsNeverStopOnErrors() async {
        final class Typed: LineSource {
            var lines = ["opn", "where", "quit", "where"]
            var prompts: [String] = []
            var isInteractive: Bool { true }
            func readLine(prompt: @autoclosure () -> String) async -> LineInput {
                prompts.append(prompt())
                return lines.isEmpty ? .end : .line(lines.removeFirst())
            }
        }
        let (session, output) = session()
        await session.start()
        let typed = Typed()
        #expect(await session.run(typed) == 0)
        #expect(output.lines == ["Unknown command “opn”. Did you mean open?", "breeds"])
        #expect(typed.prompts == ["dogsh> ", "dogsh> ", "dogsh> "], "nothing is read after quit")
    }

    @Test func thePromptShowsWhereYouAre() async {
        let (session, _) = session()
        await session.start()
        #expect(session.prompt == "dogsh> ")
        await session.submit("open hound; open afghan")
        #expect(session.prompt == "dogsh hound › afghan> ")
        await session.submit("favorites")
        #expect(session.prompt == "dogsh afghan hound › favorites> ")
    }

    @Test func favoritesPersistAndShowAtOnce() async {
        do {
            let (first, output) = session()
            await first.start()
            await first.submit("open pug; fav; favorites")
            let screen = output.lines.drop { $0 != "Favorites: 1 favorite" }
            #expect(Array(screen.prefix(3)) == ["Favorites: 1 favorite", "Pug · pug", "  1 ★ Pug (the breed)"])
        }
        let (second, output) = session()
        await second.start()
        #expect(second.coordinator.favorites == [Favorite(breed: BreedRef("pug"))])
        await second.submit("favorites; unfav 1")
        #expect(output.lines.contains("Removed Pug from your favorites."))
        #expect(output.lines.last(where: { $0.hasPrefix("Favorites:") }) == "Favorites: 0 favorites")
        #expect(second.coordinator.favorites.isEmpty)
    }

    /// Another window makes the same change first: the session's write changes nothing, says so,
    /// and the session goes on (it once waited forever for a revision no observer delivered).
    // The limit turns a hang into a failure; it is wide because @MainActor tests queue for the main actor.
    @Test(.timeLimit(.minutes(5)), arguments: [("fav", "Pug is already a favorite."), ("unfav", "Pug is not a favorite.")])
    func aChangeAnotherWindowMadeFirstIsAnsweredAndTheSessionGoesOn(command: String, answer: String) async throws {
        let (session, output) = session()
        await session.start()
        let pug = Favorite(breed: BreedRef("pug"))
        let otherWindow = try SQLiteFavoritesStore.open(directory: folder)
        if command == "unfav" {
            await session.submit("open pug; fav")
            _ = try await otherWindow.remove(pug)
        } else {
            await session.submit("open pug")
            _ = try await otherWindow.add([pug])
        }
        #expect(await session.submit(command).succeeded == true)
        #expect(output.lines.last == answer)
        #expect(session.coordinator.favorites == (command == "fav" ? [pug] : []), "the session took in what the other window did")
        #expect(await session.submit("where").succeeded == true)
        #expect(output.lines.last == "[1] breeds › pug")
    }

    @Test func anUnavailableStoreIsReportedAndEverythingElseWorks() async {
        let error = FavoritesStoreError.corrupt(path: "/data/favorites.sqlite")
        let services = SessionServices(catalog: EmbeddedCatalogProvider(seed: 1), favorites: .failure(error))
        let (session, output) = session(services: services)
        await session.start()
        #expect(output.lines == [Strings().format(error.message)])
        #expect(await session.submit("open pug").succeeded == true)
        #expect(await session.submit("fav").succeeded == false)
        #expect(output.lines.last == Strings().format(error.message))
        #expect(await session.submit("favorites export \(folder)/x.json").succeeded == false)
        #expect(await session.submit("where").succeeded == true)
        #expect(output.lines.last == "[1] breeds › pug")
    }

    @Test func theLanguageComesFromTheFlagThenTheSettingThenTheEnvironment() async throws {
        let config = folder + "/config"
        func where_(flag: LanguageChoice?, environment: [String: String], commands: [String] = []) async -> [String] {
            let configuration = SessionConfiguration(
                seed: 1, width: 80, dataDirectory: folder + "/data", configDirectory: config, environment: environment, languageFlag: flag
            )
            let output = CapturedOutput()
            let session = Session(configuration: configuration, services: .embedded(configuration), output: output)
            await session.start()
            for command in commands + ["where"] { await session.submit(command) }
            return output.lines
        }
        let environment = ["LANG": "es_ES.UTF-8"]
        #expect(await where_(flag: nil, environment: environment) == ["razas"])
        #expect(await where_(flag: .de, environment: environment) == ["Rassen"])
        #expect(await where_(flag: .de, environment: environment, commands: ["lang ja"]) == ["言語を日本語（ja）にしました。", "犬種"])
        #expect(try PreferencesFile(directory: config).load().language == .ja, "lang is saved")
        #expect(await where_(flag: nil, environment: environment) == ["犬種"], "the saved setting wins over the environment")
        #expect(await where_(flag: .en, environment: environment) == ["breeds"], "the flag wins over the saved setting")
        #expect(await where_(flag: nil, environment: environment, commands: ["lang auto"]).last == "razas")
    }

    /// Units: `--units`, then the saved setting, then the measurement locale.
    @Test func theUnitsComeFromTheFlagThenTheSettingThenTheLocale() async throws {
        let config = folder + "/units-config"
        func weight(flag: UnitsSetting?, environment: [String: String], commands: [String] = []) async -> String? {
            var configuration = SessionConfiguration(seed: 1, width: 80, dataDirectory: folder + "/data", configDirectory: config, environment: environment)
            configuration.unitsFlag = flag
            let output = CapturedOutput()
            let session = Session(configuration: configuration, services: .embedded(configuration), output: output)
            await session.start()
            for command in commands + ["info pug"] { await session.submit(command) }
            return output.lines.first { $0.hasPrefix("  Weight") }
        }
        let american = ["LANG": "en_US.UTF-8"]
        #expect(await weight(flag: nil, environment: american) == "  Weight       14–18 lb")
        #expect(await weight(flag: nil, environment: ["LANG": "en_GB.UTF-8"]) == "  Weight       6.5–8 kg")
        #expect(await weight(flag: .metric, environment: american) == "  Weight       6.5–8 kg", "the flag wins over the locale")
        #expect(await weight(flag: nil, environment: american, commands: ["units metric"]) == "  Weight       6.5–8 kg")
        #expect(try PreferencesFile(directory: config).load().units == .metric, "units is saved")
        #expect(await weight(flag: nil, environment: american) == "  Weight       6.5–8 kg", "the saved setting wins over the locale")
        #expect(await weight(flag: .imperial, environment: american) == "  Weight       14–18 lb", "the flag wins over the saved setting")
    }
}
