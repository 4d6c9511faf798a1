import DogCore
import DogServices
import DogTerminal
import Foundation
import Testing
@testable import DogRuntime

/// A session starts with the preferences the settings file held when the launcher read it, and reads the file no more.
@MainActor @Suite struct SavedPreferencesTests {
    let folder = Support.temporaryFolder()

    func lines(of command: String, services: (SessionConfiguration) -> SessionServices) async -> [String] {
        let configuration = SessionConfiguration(seed: 1, width: 80, dataDirectory: folder + "/data", configDirectory: folder + "/config")
        let output = CapturedOutput()
        let session = Session(configuration: configuration, services: services(configuration), output: output)
        await session.start()
        await session.submit(command)
        return output.lines
    }

    @Test func theSessionTakesThePreferencesAsReadNotAsTheFileIsNow() async throws {
        let file = PreferencesFile(directory: folder + "/config")
        try file.save(Preferences(language: .de))
        let read = file.snapshot()
        try file.save(Preferences(language: .ja))
        #expect(await lines(of: "where") { .embedded($0, settings: read) } == ["Rassen"], "the file as read")
        #expect(await lines(of: "where") { .embedded($0) } == ["犬種"], "without a reading, the file as it is now")
    }

    @Test func aFileThatCannotBeReadIsReportedOnceTheSessionStarts() async throws {
        try FileManager.default.createDirectory(atPath: folder + "/config/config", withIntermediateDirectories: true)
        let read = PreferencesFile(directory: folder + "/config").snapshot()
        let failure = try #require(read.failure)
        #expect(read.preferences == Preferences(), "the defaults")
        #expect(await lines(of: "where") { .embedded($0, settings: read) } == [Strings().format(failure.message), "breeds"])
    }
}
