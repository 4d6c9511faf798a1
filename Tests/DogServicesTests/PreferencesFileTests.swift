import DogCore
import Foundation
import Testing
@testable import DogServices

@Suite struct PreferencesFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-config-\(UUID())").path

    @Test func aMissingFileGivesDefaultsAndSavingCreatesIt() throws {
        let file = PreferencesFile(directory: folder + "/dogsh")
        #expect(try file.load() == Preferences())
        try file.save(Preferences(theme: .light))
        #expect(try file.load() == Preferences(theme: .light))
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "# dogsh settings: key = value\ntheme = light\nlang = auto\n")
        try file.save(Preferences(theme: .light, language: .ja))
        #expect(try file.load() == Preferences(theme: .light, language: .ja))
    }

    @Test func unknownLinesSurviveAndBadValuesAreIgnored() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = PreferencesFile(directory: folder)
        try "# mine\nlang = de\n  THEME =  Dark  \nsource = embedded\nbroken line\n".write(toFile: file.path, atomically: true, encoding: .utf8)
        #expect(try file.load() == Preferences(theme: .dark, language: .de))
        try file.save(Preferences(theme: .auto))
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "# mine\nlang = auto\ntheme = auto\nsource = embedded\nbroken line\n")
        try "theme = purple\n".write(toFile: file.path, atomically: true, encoding: .utf8)
        #expect(try file.load().theme == .auto)
    }

    @Test func anUnwritableFolderIsAClearError() throws {
        let blocker = folder + "-file"
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        let file = PreferencesFile(directory: blocker + "/dogsh")
        #expect {
            try file.save(Preferences(theme: .dark))
        } throws: { error in
            if case .cannotWrite(path: file.path, _) = error as? PreferencesError { return true }
            return false
        }
    }
}
