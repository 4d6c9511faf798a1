import DogCore

/// Every setting's value in force for a run, where it came from, and what was refused on the way.
///
/// For each setting of `Setting.all`, its sources are read in order: the first that gives a
/// value it takes wins. A text it does not take (`DOGSH_DEADLINE=9999`, `units = furlongs` in
/// the settings file) is refused with a warning, and the next source decides, so the value
/// shown is the one in force.
public struct SettingsResolution: Sendable {
    /// Where a value in force came from.
    public enum Origin: Hashable, Sendable {
        /// A source; for the settings file, with its line.
        case source(Setting.Source, line: Int?)
        /// No source gave one.
        case byDefault
    }

    /// A setting's value in force.
    public struct Entry: Sendable {
        public let setting: Setting
        public let value: String
        public let origin: Origin
    }

    /// A text a source gave that the setting does not take.
    public struct Refusal: Sendable {
        public let setting: Setting
        public let source: Setting.Source
        /// The settings file's line, for a refusal there.
        public let line: Int?
        public let text: String
        /// The value in force instead.
        public let entry: Entry
    }

    /// Each setting's value, in the table's order.
    public let entries: [Entry]
    /// The texts refused, in the table's order, each to be warned about once.
    public let refusals: [Refusal]

    /// Reads every setting from the flags given (by name, such as `--source`), the environment and
    /// the settings file (each key's values with their lines, in the file's order: the last it takes wins).
    public init(flags: [String: String], environment: [String: String], file: (String) -> [(value: String, line: Int)]) {
        var entries: [Entry] = []
        var refusals: [(Setting, Setting.Source, Int?, String)] = []
        for setting in Setting.all {
            var found: Entry?
            for source in setting.sources {
                let given: [(text: String, line: Int?)] = switch source {
                case let .flag(name): flags[name].map { [($0, nil)] } ?? []
                case let .environment(name): environment[name].flatMap { $0.isEmpty ? nil : [($0, nil)] } ?? []
                case let .file(key): file(key).reversed().map { ($0.value, $0.line) }
                }
                for (text, line) in given {
                    switch setting.read(source, text) {
                    case let .value(value): if found == nil { found = Entry(setting: setting, value: value, origin: .source(source, line: line)) }
                    case .passes: continue
                    case .refused: refusals.append((setting, source, line, text))
                    }
                }
            }
            entries.append(found ?? Entry(setting: setting, value: setting.defaultValue(environment), origin: .byDefault))
        }
        self.entries = entries
        self.refusals = refusals.map { setting, source, line, text in
            Refusal(setting: setting, source: source, line: line, text: text, entry: entries.first { $0.setting.name == setting.name }!)
        }
    }

    /// A setting's entry.
    public func entry(_ setting: Setting) -> Entry {
        entries.first { $0.setting.name == setting.name } ?? Entry(setting: setting, value: setting.defaultValue([:]), origin: .byDefault)
    }

    /// A setting's value in force.
    public subscript(_ setting: Setting) -> String {
        entry(setting).value
    }

    /// A whole-number setting's value.
    public func number(_ setting: Setting) -> Int {
        Int(self[setting]) ?? Int(setting.defaultValue([:])) ?? 0
    }

    /// Whether an `on`/`off` setting is on.
    public func isOn(_ setting: Setting) -> Bool {
        self[setting] == "on"
    }

    /// A folder setting's folder; nil for `none` (nowhere to keep anything).
    public func folder(_ setting: Setting) -> String? {
        let value = self[setting]
        return value == "none" || value.isEmpty ? nil : value
    }

    /// A text setting's value; nil when no source gave one.
    public func text(_ setting: Setting) -> String? {
        let value = self[setting]
        return value.isEmpty ? nil : value
    }
}
