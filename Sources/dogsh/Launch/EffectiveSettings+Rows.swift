import DogCore
import DogServices
import DogTerminal

/// Every setting a session would start with, its value and where the value comes from, for `dogsh settings`.
extension EffectiveSettings {
    /// Where a value comes from.
    enum Origin: Equatable {
        case flag(String)
        case environment(String)
        case file(line: Int)
        case byDefault
    }

    /// One setting: its name, its value as text, and its origin.
    struct Row: Equatable {
        let name: String
        let value: String
        let origin: Origin
    }

    /// Each setting, in the order `dogsh settings` lists them, the key's value never shown.
    var rows: [Row] {
        func fromFile(_ key: String) -> (String, Origin)? {
            file.setting(key).flatMap { value in file.line(of: key).map { (value, .file(line: $0)) } }
        }
        func fromEnvironment(_ names: String...) -> (String, Origin)? {
            names.lazy.compactMap { name in environment[name].flatMap { $0.isEmpty ? nil : ($0, Origin.environment(name)) } }.first
        }
        func row(_ name: String, _ sources: (String, Origin)?..., default fallback: String) -> Row {
            let (value, origin) = sources.lazy.compactMap { $0 }.first ?? (fallback, .byDefault)
            return Row(name: name, value: value, origin: origin)
        }
        let fileLanguage = fromFile("lang").flatMap { $0.0.lowercased() == "auto" ? nil : $0 }
        let environmentLanguage = ["LC_ALL", "LC_MESSAGES", "LANG"].first { !(environment[$0] ?? "").isEmpty }.map { name in
            (LanguageChoice.fromEnvironment([name: environment[name] ?? ""]).rawValue, Origin.environment(name))
        }
        let key = fromEnvironment("DOGSH_THEDOGAPI_KEY") ?? fromFile("thedogapi-key")
        let colorFromEnvironment = environment["NO_COLOR"].flatMap { $0.isEmpty ? nil : ("never", Origin.environment("NO_COLOR")) }
            ?? (environment["TERM"] == "dumb" ? ("never", Origin.environment("TERM")) : nil)
        return [
            row("source", options.source.map { ($0, .flag("--source")) }, fromFile("source"), default: "embedded"),
            row("lang", options.lang.map { ($0.rawValue, .flag("--lang")) }, fileLanguage, environmentLanguage, default: "en"),
            row("units", options.units.map { ($0.rawValue, .flag("--units")) }, fromFile("units"), default: "auto"),
            row("theme", fromFile("theme"), default: "auto"),
            row("pager", options.noPager ? ("off", .flag("--no-pager")) : nil, fromFile("pager"), default: "auto"),
            row("color", options.color == .auto ? nil : (options.color.rawValue, .flag("--color")), colorFromEnvironment, default: "auto"),
            row("images", ImageMode.parse(options.images) == .some(nil) ? nil : (options.images, .flag("--images")), fromFile("images"), default: "auto"),
            Row(name: "thedogapi-key", value: strings.text(key == nil ? .settingsNone : .settingsSecretSet), origin: key?.1 ?? .byDefault),
            row("thedogapi-url", fromEnvironment("DOGSH_THEDOGAPI_URL"), default: SourceChoice.theDogAPIURL.absoluteString),
            row("data-dir", options.dataDirectory.map { ($0, .flag("--data-dir")) },
                fromEnvironment("XDG_DATA_HOME").map { _ in (XDGDirectory.data.resolve(environment: environment), .environment("XDG_DATA_HOME")) },
                default: XDGDirectory.data.resolve(environment: environment)),
            row("config", fromEnvironment("XDG_CONFIG_HOME").map { _ in (XDGDirectory.config.resolve(environment: environment), .environment("XDG_CONFIG_HOME")) },
                default: XDGDirectory.config.resolve(environment: environment)),
            row("log", options.log.map { ($0, .flag("--log")) }, fromEnvironment("DOGSH_LOG"), default: "*=notice"),
            row("max-connections", fromEnvironment("DOGSH_MAX_CONNECTIONS"), default: "10"),
            row("max-requests", fromEnvironment("DOGSH_MAX_REQUESTS"), default: "32"),
            row("quiet", fromEnvironment("DOGSH_QUIET"), default: "2"),
            row("deadline", fromEnvironment("DOGSH_DEADLINE"), default: "25"),
        ]
    }

    /// The rows as a table with a heading, origins in the session's language.
    func table() -> [String] {
        let strings = self.strings
        let cells = [[strings.text(.settingsHeading), strings.text(.settingsValueHeading), strings.text(.settingsOriginHeading)]]
            + rows.map { [$0.name, TerminalSanitizer.clean($0.value), Self.describe($0.origin, strings: strings)] }
        let widths = (0..<2).map { column in cells.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        return cells.map { row in
            DisplayWidth.pad(row[0], to: widths[0]) + "  " + DisplayWidth.pad(row[1], to: widths[1]) + "  " + row[2]
        }
    }

    private static func describe(_ origin: Origin, strings: Strings) -> String {
        switch origin {
        case let .flag(name): strings.text(.settingsOriginFlag, ["name": .text(name)])
        case let .environment(name): strings.text(.settingsOriginEnvironment, ["name": .text(name)])
        case let .file(line): strings.text(.settingsOriginFile, ["line": .number(line)])
        case .byDefault: strings.text(.settingsOriginDefault)
        }
    }
}
