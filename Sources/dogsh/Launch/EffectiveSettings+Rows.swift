import DogCore
import DogRuntime
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

        init(_ origin: SettingsResolution.Origin) {
            switch origin {
            case let .source(.flag(name), _): self = .flag(name)
            case let .source(.environment(name), _): self = .environment(name)
            case let .source(.file, line): self = .file(line: line ?? 0)
            case .byDefault: self = .byDefault
            }
        }
    }

    /// One setting: its name, its value as text, and its origin.
    struct Row: Equatable {
        let name: String
        let value: String
        let origin: Origin
    }

    /// Each setting in the table's order, a secret's value never shown.
    var rows: [Row] {
        resolution.entries.map { entry in
            let value = entry.setting.isSecret ? strings.text(entry.value.isEmpty ? .settingsNone : .settingsSecretSet) : entry.value
            return Row(name: entry.setting.name, value: value, origin: Origin(entry.origin))
        }
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

    /// The table as one JSON record: each setting with its value in force, its origin, its sources, the values it takes and its default.
    func jsonRecord() -> String {
        let settings: [JSONValue] = zip(resolution.entries, rows).map { entry, row in
            let origin: JSONValue = switch row.origin {
            case let .flag(name): .object([("kind", .string("flag")), ("name", .string(name))])
            case let .environment(name): .object([("kind", .string("environment")), ("name", .string(name))])
            case let .file(line): .object([("kind", .string("file")), ("path", .string(filePath)), ("line", .int(line))])
            case .byDefault: .object([("kind", .string("default"))])
            }
            let sources: [JSONValue] = entry.setting.sources.map { source in
                switch source {
                case let .flag(name): .object([("kind", .string("flag")), ("name", .string(name))])
                case let .environment(name): .object([("kind", .string("environment")), ("name", .string(name))])
                case let .file(key): .object([("kind", .string("file")), ("key", .string(key))])
                }
            }
            return .object([
                ("name", .string(entry.setting.name)), ("value", entry.setting.isSecret ? .bool(!entry.value.isEmpty) : .string(entry.value)),
                ("origin", origin), ("sources", .array(sources)), ("accepted", .array(entry.setting.values.description.map(JSONValue.string))),
                ("default", .string(entry.setting.isSecret ? "" : entry.setting.defaultValue(environment))),
            ])
        }
        return JSONValue.object([("v", .int(1)), ("type", .string("settings")), ("settings", .array(settings))]).text
    }

    static func describe(_ origin: Origin, strings: Strings) -> String {
        switch origin {
        case let .flag(name): strings.text(.settingsOriginFlag, ["name": .text(name)])
        case let .environment(name): strings.text(.settingsOriginEnvironment, ["name": .text(name)])
        case let .file(line): strings.text(.settingsOriginFile, ["line": .number(line)])
        case .byDefault: strings.text(.settingsOriginDefault)
        }
    }
}
