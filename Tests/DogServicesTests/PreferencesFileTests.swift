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
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "# dogsh settings: key = value\ntheme = light\nlang = auto\nunits = auto\npager = auto\n")
        try file.save(Preferences(theme: .light, language: .ja, units: .imperial, pager: .off))
        #expect(try file.load() == Preferences(theme: .light, language: .ja, units: .imperial, pager: .off))
    }

    @Test func unknownLinesSurviveAndBadValuesAreIgnored() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = PreferencesFile(directory: folder)
        try "# mine\nlang = de\n  THEME =  Dark  \nsource = embedded\nbroken line\n".write(toFile: file.path, atomically: true, encoding: .utf8)
        #expect(try file.load() == Preferences(theme: .dark, language: .de))
        try file.save(Preferences(theme: .auto))
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "# mine\nlang = auto\ntheme = auto\nsource = embedded\nbroken line\nunits = auto\npager = auto\n")
        try "theme = purple\n".write(toFile: file.path, atomically: true, encoding: .utf8)
        #expect(try file.load().theme == .auto)
    }

    @Test func aSnapshotHoldsThePreferencesAndEveryRawSetting() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = PreferencesFile(directory: folder)
        #expect(file.snapshot().preferences == Preferences(), "a missing file gives the defaults")
        #expect(file.snapshot().setting("source") == nil)
        try "theme = light\nsource = dogceo\nlang = es\nsource = thedogapi\n".write(toFile: file.path, atomically: true, encoding: .utf8)
        let snapshot = file.snapshot()
        #expect(snapshot.preferences == Preferences(theme: .light, language: .es))
        #expect(snapshot.preferences == (try file.load()), "the same preferences as load()")
        #expect(snapshot.setting("source") == "thedogapi", "the last line for a key wins")
        #expect(snapshot.setting("thedogapi-key") == nil)
        try FileManager.default.removeItem(atPath: file.path)
        try FileManager.default.createDirectory(atPath: file.path, withIntermediateDirectories: true)
        #expect(file.snapshot().preferences == Preferences(), "a file that cannot be read gives the defaults")
        #expect(throws: PreferencesError.self) { try file.load() }
    }

    @Test func aFileHoldingAKeyIsPrivateFromItsFirstByte() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = PreferencesFile(directory: folder)
        try "thedogapi-key = live_0123456789abcdef\n".write(toFile: file.path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        let previous = umask(0)
        defer { umask(previous) }
        try file.save(Preferences(theme: .dark))
        let mode = (try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o600, "even with umask 0 the file is 0600, got \(String(mode ?? 0, radix: 8))")
        #expect(file.snapshot().setting("thedogapi-key") == "live_0123456789abcdef", "the key line survives")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["config"], "no temporary file is left behind")
    }

    @Test func writingNeverFollowsASymlinkForTheTemporaryFile() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let outside = folder + "-outside"
        try "precious".write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let file = PreferencesFile(directory: folder)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: outside)
        try file.save(Preferences(theme: .light))
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious", "the link is replaced, its target untouched")
        #expect(try file.load().theme == .light)
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

/// The settings file's lines sorted into settings dogsh takes and problems it warns about.
@Suite struct SettingsProblemTests {
    @Test func everyLineIsEitherASettingAProblemOrAComment() {
        let text = """
            # dogsh settings
            theme = dark
            theme = purple
            lang = FR
            lang = auto
            source = http://127.0.0.1:8080
            source = gopher://dogs
            colour = blue
            just words
             = no key
            thedogapi-key = anything at all
            images = Sixel
            images = pictures

            """
        let (settings, problems) = PreferencesFile.check(text)
        #expect(settings.map { "\($0.line):\($0.key)=\($0.value)" } == [
            "2:theme=dark", "3:theme=purple", "4:lang=FR", "5:lang=auto", "6:source=http://127.0.0.1:8080", "7:source=gopher://dogs",
            "8:colour=blue", "11:thedogapi-key=anything at all", "12:images=Sixel", "13:images=pictures",
        ], "which keys and values dogsh takes is the settings table's to say")
        #expect(problems == [SettingsProblem(line: 9, text: "just words"), SettingsProblem(line: 10, text: "= no key")])
    }

    @Test func aBadValueChangesNoPreferenceAndTheSnapshotSaysWhereEachCameFrom() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-settings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "theme = light\ntheme = purple\nsource = nowhere\nlang = de\nlang = FR\n".write(toFile: folder + "/config", atomically: true, encoding: .utf8)
        let snapshot = PreferencesFile(directory: folder).snapshot()
        #expect(snapshot.preferences.theme == .light, "the last good value stands; a bad one changes nothing")
        #expect(snapshot.preferences.language == .de, "the last good value stands; a bad one changes nothing")
        #expect(snapshot.values(of: "lang").map(\.line) == [4, 5])
        #expect(snapshot.problems.isEmpty)
    }
}
