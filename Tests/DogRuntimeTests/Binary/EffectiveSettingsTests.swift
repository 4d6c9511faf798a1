@testable import DogServices
import DogRuntime
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
        ([], ["HOME": "/tmp"], "", "data-dir", "/tmp/.local/share/dogsh", .byDefault),
        ([], [:], "", "images", "auto", .byDefault),
        ([], [:], "images = sixel\n", "images", "sixel", .file(line: 1)),
        (["--images", "blocks"], [:], "images = sixel\n", "images", "blocks", .flag("--images")),
        (["--images", "auto"], [:], "images = sixel\n", "images", "sixel", .file(line: 1)),
        ([], [:], "images = photos\n", "images", "auto", .byDefault),
        ([], ["DOGSH_DEADLINE": "9999"], "", "deadline", "25", .byDefault),
        ([], ["DOGSH_DEADLINE": "abc"], "", "deadline", "25", .byDefault),
        ([], ["DOGSH_DEADLINE": "60"], "", "deadline", "60", .environment("DOGSH_DEADLINE")),
        ([], ["DOGSH_QUIET": "0.5"], "", "quiet", "2", .byDefault),
        ([], ["DOGSH_MAX_CONNECTIONS": "99"], "", "max-connections", "10", .byDefault),
        ([], ["DOGSH_LOG": "bogus"], "", "log", "*=notice", .byDefault),
        (["--log", "net=debug"], ["DOGSH_LOG": "bogus"], "", "log", "net=debug", .flag("--log")),
        ([], ["HOME": "/nonexistent-home"], "", "data-dir", "none", .byDefault),
        ([], [:], "", "data-dir", "none", .byDefault),
        (["--no-config"], ["XDG_CONFIG_HOME": "/c"], "", "config", "none", .flag("--no-config")),
        ([], ["XDG_CONFIG_HOME": "relative"], "", "config", "none", .byDefault),
        (["--require-live"], [:], "", "require-live", "on", .flag("--require-live")),
        ([], ["DOGSH_REQUIRE_LIVE": "yes"], "", "require-live", "on", .environment("DOGSH_REQUIRE_LIVE")),
        ([], [:], "theme = light\ntheme = purple\n", "theme", "light", .file(line: 1)),
        ([], [:], "", "pager", "auto", .byDefault),
        ([], [:], "pager = ON\n", "pager", "on", .file(line: 1)),
        (["--no-pager"], [:], "pager = on\n", "pager", "off", .flag("--no-pager")),
        ([], [:], "pager = sometimes\n", "pager", "auto", .byDefault),
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

    /// Every text a setting refuses is said once, with its source, the values it takes and the value in force instead.
    @Test func everyRefusedValueIsWarnedAboutOnceWithWhatIsInForce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-effective-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "images = photo\ncolour = blue\njust words\n".write(toFile: folder + "/config", atomically: true, encoding: .utf8)
        let settings = EffectiveSettings(
            options: ShellOptions(), environment: ["DOGSH_DEADLINE": "9999", "HOME": "/tmp", "XDG_CONFIG_HOME": "/x"],
            file: PreferencesFile(directory: folder).snapshot()
        )
        // The file's in the order of its lines, then the environment's.
        #expect(SettingsWarnings.lines(for: settings) == [
            "/x/dogsh/config:1: images = photo is not a value dogsh takes (images takes auto, off, blocks, 256, kitty, iterm or sixel); images is auto (default).",
            "/x/dogsh/config:2: dogsh has no setting “colour” (it has \(Setting.fileKeys.joined(separator: ", ").replacing(", thedogapi-key", with: " and thedogapi-key"))); the line is ignored.",
            "/x/dogsh/config:3: “just words” is not key = value; the line is ignored.",
            "dogsh: DOGSH_DEADLINE=9999 is not a value dogsh takes (deadline takes 1–600 seconds); deadline is 25 (default).",
        ])
    }

    /// Each setting is declared once, and everything that names settings reads the one table.
    @Test func theTableIsTheOnePlaceSettingsAreDeclared() throws {
        #expect(Set(Setting.all.map(\.name)).count == Setting.all.count, "names are unique")
        for setting in Setting.all {
            #expect(!setting.sources.isEmpty || setting.name == "theme", "\(setting.name) has a source")
            for flag in setting.sources.compactMap({ if case let .flag(name) = $0 { name } else { nil } }) {
                #expect(ShellOption.named(flag) != nil, "\(flag) is one of the shell's options")
            }
            if !setting.isSecret { #expect(setting.values.accepts(setting.defaultValue(["HOME": "/tmp"])) || setting.values == .folder, "\(setting.name)'s default is a value it takes") }
        }
        let manual = ManualPage.roff()
        for variable in Setting.all.flatMap(\.environmentVariables) where variable.hasPrefix("DOGSH_") {
            #expect(manual.contains(variable.replacing("_", with: "\\_")) || manual.contains(variable), "the manual names \(variable)")
        }
    }

    @Test func theKeyIsNeverShown() throws {
        let fromFile = try #require(try settings([], file: "thedogapi-key = sk-secret\n")["thedogapi-key"])
        #expect(fromFile.value == "(set; not shown)" && fromFile.origin == .file(line: 1))
        let fromEnvironment = try #require(try settings([], environment: ["DOGSH_THEDOGAPI_KEY": "sk-other"], file: "thedogapi-key = sk-secret\n")["thedogapi-key"])
        #expect(fromEnvironment.origin == .environment("DOGSH_THEDOGAPI_KEY"))
        #expect(try settings([])["thedogapi-key"]?.value == "(none)")
    }
}
