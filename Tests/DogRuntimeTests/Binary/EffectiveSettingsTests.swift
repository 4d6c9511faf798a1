@testable import DogServices
import DogTerminal
import Foundation
import Testing
@testable import dogsh

/// `dogsh settings`: each value and where it comes from, in the launcher's order of precedence.
@Suite struct EffectiveSettingsTests {
    func settings(_ arguments: [String], environment: [String: String] = [:], file: String = "") throws -> [String: EffectiveSettings.Row] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-effective-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try file.write(toFile: folder + "/config", atomically: true, encoding: .utf8)
        let options = try #require(ShellOptions(parsing: arguments))
        let rows = EffectiveSettings(options: options, environment: environment, file: PreferencesFile(directory: folder).snapshot()).rows
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0) })
    }

    @Test(arguments: [
        ([], [:], "", "lang", "en", EffectiveSettings.Origin.byDefault),
        ([], ["LANG": "es_ES.UTF-8"], "", "lang", "es", .environment("LANG")),
        ([], ["LANG": "es_ES.UTF-8", "LC_ALL": "de_DE.UTF-8"], "", "lang", "de", .environment("LC_ALL")),
        ([], ["LANG": "es_ES.UTF-8"], "lang = ja\n", "lang", "ja", .file(line: 1)),
        ([], ["LANG": "es_ES.UTF-8"], "lang = auto\n", "lang", "es", .environment("LANG")),
        (["--lang", "de"], ["LANG": "es_ES.UTF-8"], "lang = ja\n", "lang", "de", .flag("--lang")),
        ([], [:], "# c\nsource = dogceo\n", "source", "dogceo", .file(line: 2)),
        (["--source", "thedogapi"], [:], "source = dogceo\n", "source", "thedogapi", .flag("--source")),
        ([], [:], "source = nowhere\n", "source", "embedded", .byDefault),
        ([], ["NO_COLOR": "1"], "", "color", "never", .environment("NO_COLOR")),
        (["--color", "always"], ["NO_COLOR": "1"], "", "color", "always", .flag("--color")),
        ([], ["DOGSH_QUIET": "5"], "", "quiet", "5", .environment("DOGSH_QUIET")),
        (["--data-dir", "/d"], ["XDG_DATA_HOME": "/x"], "", "data-dir", "/d", .flag("--data-dir")),
        ([], ["XDG_DATA_HOME": "/x"], "", "data-dir", "/x/dogsh", .environment("XDG_DATA_HOME")),
        ([], ["HOME": "/h"], "", "data-dir", "/h/.local/share/dogsh", .byDefault),
        ([], [:], "", "images", "auto", .byDefault),
        ([], [:], "images = sixel\n", "images", "sixel", .file(line: 1)),
        (["--images", "blocks"], [:], "images = sixel\n", "images", "blocks", .flag("--images")),
        (["--images", "auto"], [:], "images = sixel\n", "images", "sixel", .file(line: 1)),
        ([], [:], "images = photos\n", "images", "auto", .byDefault),
    ] as [([String], [String: String], String, String, String, EffectiveSettings.Origin)])
    func eachValueComesFromTheFirstPlaceThatSetsIt(
        arguments: [String], environment: [String: String], file: String, name: String, value: String, origin: EffectiveSettings.Origin
    ) throws {
        let row = try #require(try settings(arguments, environment: environment, file: file)[name])
        #expect(row.value == value && row.origin == origin)
    }

    /// The launcher takes its values where `dogsh settings` says they come from.
    @Test(arguments: [
        ([], [:], ""), ([], ["LANG": "es_ES.UTF-8"], "lang = ja\nsource = dogceo\nimages = sixel\nthedogapi-key = k\n"),
        (["--lang", "de", "--source", "thedogapi", "--images", "blocks"], ["LC_ALL": "ja_JP.UTF-8", "DOGSH_THEDOGAPI_KEY": "e"], "lang = es\n"),
        ([], ["LANG": "de_DE.UTF-8"], "lang = auto\nsource = nowhere\nimages = photos\n"),
    ] as [([String], [String: String], String)])
    func theLaunchersValuesAreTheOnesTheRowsShow(arguments: [String], environment: [String: String], file: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-effective-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try file.write(toFile: folder + "/config", atomically: true, encoding: .utf8)
        let settings = EffectiveSettings(
            options: try #require(ShellOptions(parsing: arguments)), environment: environment, file: PreferencesFile(directory: folder).snapshot()
        )
        let rows = Dictionary(uniqueKeysWithValues: settings.rows.map { ($0.name, $0.value) })
        #expect(settings.language.rawValue == rows["lang"])
        #expect(settings.source == rows["source"])
        #expect(settings.images == rows["images"])
        #expect(settings.strings.text(settings.theDogAPIKey == nil ? .settingsNone : .settingsSecretSet) == rows["thedogapi-key"])
    }

    @Test func everySettingWithValuesToCheckHasADefaultTheWarningNames() {
        for (key, accepted) in PreferencesFile.keys where accepted != nil {
            #expect(SettingsWarnings.defaults[key].map { accepted?.contains($0) ?? false } == true, "\(key)")
        }
        let warning = SettingsWarnings.lines(
            for: [SettingsProblem(line: 3, kind: .badValue(key: "images", value: "photo", accepted: ["auto", "sixel"]))], path: "config"
        )
        #expect(warning == ["config, line 3: images = photo is not a value dogsh takes (images takes auto or sixel); the default, auto, is used."])
    }

    @Test func theKeyIsNeverShown() throws {
        let fromFile = try #require(try settings([], file: "thedogapi-key = sk-secret\n")["thedogapi-key"])
        #expect(fromFile.value == "(set; not shown)" && fromFile.origin == .file(line: 1))
        let fromEnvironment = try #require(try settings([], environment: ["DOGSH_THEDOGAPI_KEY": "sk-other"], file: "thedogapi-key = sk-secret\n")["thedogapi-key"])
        #expect(fromEnvironment.origin == .environment("DOGSH_THEDOGAPI_KEY"))
        #expect(try settings([])["thedogapi-key"]?.value == "(none)")
    }
}
