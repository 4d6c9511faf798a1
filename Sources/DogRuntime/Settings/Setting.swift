import DogCore
import DogServices

/// One setting of dogsh, declared once: its name, the places a value may come from (in the order
/// they win), the values it takes, and its default.
///
/// `Setting.all` is the one table: the launcher reads values through it (`SettingsResolution`),
/// `dogsh settings` shows it (and `--json` prints it), and the manual page, the completions of
/// the shell's flags and the settings file's check take their names and values from it. A value a source gives that the setting
/// does not take is warned about once, naming the source and the values it takes, and the next
/// source decides: what `dogsh settings` shows is what the run uses.
public struct Setting: Sendable {
    /// A place a value comes from.
    public enum Source: Hashable, Sendable {
        /// A flag of the shell, such as `--source`.
        case flag(String)
        /// An environment variable, such as `DOGSH_DEADLINE`.
        case environment(String)
        /// A key of the settings file.
        case file(String)

        /// How messages and the manual name it: `--source`, `DOGSH_DEADLINE`, `source` (in the settings file).
        public var name: String {
            switch self {
            case let .flag(name), let .environment(name), let .file(name): name
            }
        }
    }

    /// What a source's text means for the setting.
    public enum Reading: Hashable, Sendable {
        /// This value, as the setting holds it.
        case value(String)
        /// Nothing here: the next source decides (`auto` for a setting whose default is automatic).
        case passes
        /// Not a value the setting takes: warned about, and the next source decides.
        case refused
    }

    /// The setting's name, as `dogsh settings` lists it.
    public let name: String
    /// Where a value may come from, the first that gives one winning.
    public let sources: [Source]
    /// The values it takes.
    public let values: SettingValues
    /// The value without any source, which may depend on the environment (a folder under HOME).
    public let defaultValue: @Sendable ([String: String]) -> String
    /// Whether the value is never shown (a key).
    public let isSecret: Bool
    /// What it is, in one English sentence, for the manual page (which is English).
    public let summary: String
    /// How a source's text is read; by default, a value the setting takes as it is, else refused.
    let read: @Sendable (Source, String) -> Reading

    init(
        _ name: String, _ summary: String, sources: [Source], values: SettingValues, default defaultValue: @escaping @Sendable ([String: String]) -> String,
        isSecret: Bool = false, read: (@Sendable (Source, String) -> Reading)? = nil
    ) {
        self.name = name
        self.summary = summary
        self.sources = sources
        self.values = values
        self.defaultValue = defaultValue
        self.isSecret = isSecret
        self.read = read ?? { _, text in values.accepts(text) ? .value(values.normalized(text)) : .refused }
    }

    init(
        _ name: String, _ summary: String, sources: [Source], values: SettingValues, default fixed: String, isSecret: Bool = false,
        read: (@Sendable (Source, String) -> Reading)? = nil
    ) {
        self.init(name, summary, sources: sources, values: values, default: { _ in fixed }, isSecret: isSecret, read: read)
    }

    /// The environment variables it reads.
    public var environmentVariables: [String] {
        sources.compactMap { if case let .environment(name) = $0 { name } else { nil } }
    }

    /// Its key in the settings file, if it has one.
    public var fileKey: String? {
        sources.lazy.compactMap { if case let .file(key) = $0 { key } else { nil } }.first
    }

    /// Its flag, if it has one.
    public var flag: String? {
        sources.lazy.compactMap { if case let .flag(name) = $0 { name } else { nil } }.first
    }
}

/// The values a setting takes, as it checks them and as warnings and the manual list them.
public enum SettingValues: Hashable, Sendable {
    /// One of these words, in any case.
    case choices([String])
    /// A whole number within a range, of a unit (`seconds`) when there is one.
    case wholeNumber(ClosedRange<Int>, unit: String?)
    /// A source: `embedded`, `dogceo`, `thedogapi` or an http(s) URL.
    case source
    /// Log levels: `level` or `category=level,…`.
    case logLevels
    /// An http(s) URL.
    case url
    /// An absolute path to a folder.
    case folder
    /// `on` or `off`.
    case onOff
    /// Any text.
    case text

    /// Whether the setting takes a text.
    public func accepts(_ text: String) -> Bool {
        switch self {
        case let .choices(words): words.contains(text.lowercased())
        case let .wholeNumber(range, _): Int(text).map(range.contains) ?? false
        case .source: SourceChoice(parsing: text) != nil
        case .logLevels: (try? LogLevelRules(parsing: text)) != nil
        case .url: text.hasPrefix("http://") || text.hasPrefix("https://")
        case .folder: text.hasPrefix("/")
        case .onOff: ["on", "off", "yes", "no", "true", "false", "1", "0"].contains(text.lowercased())
        case .text: !text.isEmpty
        }
    }

    /// A taken text as the setting holds it: choices lowercased, `on`/`off` for the yes-or-no words.
    func normalized(_ text: String) -> String {
        switch self {
        case .choices: text.lowercased()
        case .onOff: ["on", "yes", "true", "1"].contains(text.lowercased()) ? "on" : "off"
        default: text
        }
    }

    /// The words a shell completes for a flag of the setting: its choices; none where it takes any number, text or path.
    public var completions: [String] {
        switch self {
        case let .choices(words): words
        case .source: SourceChoice.namedChoices
        case .onOff: ["on", "off"]
        case .wholeNumber, .logLevels, .url, .folder, .text: []
        }
    }

    /// The values, as a warning or the manual lists them (`dark, light or auto`, `1–600 seconds`).
    public var description: [String] {
        switch self {
        case let .choices(words): words
        case let .wholeNumber(range, unit): ["\(range.lowerBound)–\(range.upperBound)" + (unit.map { " " + $0 } ?? "")]
        case .source: SourceChoice.namedChoices + ["http(s)://…"]
        case .logLevels: ["a level (trace, debug, info, notice, warning, error, critical)", "category=level pairs (net=debug,cache=info)"]
        case .url: ["http(s)://…"]
        case .folder: ["an absolute path"]
        case .onOff: ["on", "off"]
        case .text: ["any text"]
        }
    }
}
