import DogCore
import Glibc

/// The settings file, `key = value` lines: read at start, rewritten when a setting changes.
///
/// Lines dogsh does not know (comments, later settings) are kept as they are when it rewrites the file.
public struct PreferencesFile: Sendable {
    /// The file's path.
    public let path: String

    /// The file name inside the config folder.
    public static let fileName = "config"

    /// A settings file in a folder.
    public init(directory: String) {
        path = directory + "/" + Self.fileName
    }

    /// The file as read once at start: the preferences, every setting dogsh accepts, and what it does not.
    public struct Snapshot: Sendable {
        /// The preferences the file holds; the defaults when it is missing or cannot be read.
        public let preferences: Preferences
        /// Each `key = value` line, in order; of a key given twice, the last wins.
        public let settings: [(key: String, value: String, line: Int)]
        /// The lines that are not `key = value`, each to be warned about once.
        public let problems: [SettingsProblem]
        /// Why a file that is there could not be read; nil when it was read or is missing.
        public let failure: PreferencesError?

        /// A file's text as read; `failure` says why a file that is there could not be read.
        public init(text: String, failure: PreferencesError? = nil) {
            let (settings, problems) = PreferencesFile.check(text)
            self.settings = settings
            self.problems = problems
            self.failure = failure
            preferences = PreferencesFile.preferences(from: settings.map { ($0.key, $0.value) })
        }

        /// The preferences as a session starts with them, or why the file could not be read, for it to report.
        public var loaded: Result<Preferences, PreferencesError> {
            failure.map { .failure($0) } ?? .success(preferences)
        }

        /// The value a key is given, such as `source` or `thedogapi-key`, as written; nil when unset.
        public func setting(_ key: String) -> String? {
            settings.last { $0.key == key }?.value
        }

        /// Every value a key is given, with its line, in the file's order.
        public func values(of key: String) -> [(value: String, line: Int)] {
            settings.filter { $0.key == key }.map { ($0.value, $0.line) }
        }

        /// The line a key's value comes from.
        public func line(of key: String) -> Int? {
            settings.last { $0.key == key }?.line
        }
    }

    /// The lines of a settings text sorted into settings (`key = value`, keys lowercased) and lines that are not, in order.
    ///
    /// Which keys and values dogsh takes is the settings table's to say (`Setting.all`, in the
    /// runtime), which warns about the rest; here a line is only read.
    static func check(_ text: String) -> (settings: [(key: String, value: String, line: Int)], problems: [SettingsProblem]) {
        var settings: [(key: String, value: String, line: Int)] = []
        var problems: [SettingsProblem] = []
        for (index, piece) in LineSplitter.lines(of: text).enumerated() {
            guard case let .line(line) = piece else {
                problems.append(SettingsProblem(line: index + 1, text: "…"))
                continue
            }
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let (key, value) = setting(in: line) else {
                problems.append(SettingsProblem(line: index + 1, text: trimmed))
                continue
            }
            settings.append((key, value, index + 1))
        }
        return (settings, problems)
    }

    /// Reads the preferences alone; a missing file gives the defaults, and unknown values are ignored.
    public func load() throws(PreferencesError) -> Preferences {
        try snapshot().loaded.get()
    }

    /// Reads the file, once per process at start; one that is missing or cannot be read gives the
    /// defaults and no settings, and one that cannot be read says why (the session reports it).
    public func snapshot() -> Snapshot {
        do {
            return Snapshot(text: try FileContents.text(atPath: path))
        } catch where error.code == ENOENT || error.code == ENOTDIR {
            return Snapshot(text: "")
        } catch {
            return Snapshot(text: "", failure: .cannotRead(path: path, reason: error.reason))
        }
    }

    /// The preferences some settings give; unknown keys and values are ignored.
    fileprivate static func preferences(from settings: [(key: String, value: String)]) -> Preferences {
        var preferences = Preferences()
        for (key, value) in settings {
            switch key {
            case "theme": preferences.theme = ThemeChoice(rawValue: value.lowercased()) ?? preferences.theme
            case "lang":
                if value.lowercased() == "auto" { preferences.language = nil }
                preferences.language = LanguageChoice(rawValue: value.lowercased()) ?? preferences.language
            case "units": preferences.units = UnitsSetting(rawValue: value.lowercased()) ?? preferences.units
            case "pager": preferences.pager = PagerSetting(rawValue: value.lowercased()) ?? preferences.pager
            default: continue
            }
        }
        return preferences
    }

    /// Writes the preferences atomically, creating the folder and keeping unknown lines; the file is private (0600).
    public func save(_ preferences: Preferences) throws(PreferencesError) {
        let existing = (try? FileContents.text(atPath: path)) ?? "# dogsh settings: key = value\n"
        var lines = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let settings = [
            ("theme", preferences.theme.rawValue), ("lang", preferences.language?.rawValue ?? "auto"), ("units", preferences.units.rawValue),
            ("pager", preferences.pager.rawValue),
        ]
        for (key, value) in settings {
            if let index = lines.firstIndex(where: { Self.setting(in: $0)?.key == key }) {
                lines[index] = "\(key) = \(value)"
            } else {
                lines.append("\(key) = \(value)")
            }
        }
        if let failure = PrivateFolder.create(PrivateFolder.parentFolder(of: path)) {
            throw .cannotWrite(path: path, reason: failure)
        }
        do {
            try PrivateFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: path)
        } catch {
            throw .cannotWrite(path: path, reason: SystemErrorText.describe(error))
        }
    }

    fileprivate static func setting(in line: String) -> (key: String, value: String)? {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else { return nil }
        let key = trimmed[..<equals].trimmingWhitespace().lowercased()
        let value = trimmed[trimmed.index(after: equals)...].trimmingWhitespace()
        return key.isEmpty ? nil : (key, value)
    }
}

/// A line of the settings file that is not `key = value`: warned about once at start, and ignored.
public struct SettingsProblem: Hashable, Sendable {
    /// The 1-based line number.
    public let line: Int
    /// The line, trimmed.
    public let text: String

    /// A line that could not be read.
    public init(line: Int, text: String) {
        self.line = line
        self.text = text
    }
}
