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

    /// The file as read once at start: the preferences and every raw setting.
    public struct Snapshot: Sendable {
        /// The preferences the file holds; the defaults when it is missing or cannot be read.
        public let preferences: Preferences
        private let settings: [(key: String, value: String)]

        fileprivate init(settings: [(key: String, value: String)]) {
            self.settings = settings
            preferences = PreferencesFile.preferences(from: settings)
        }

        /// The raw value of a setting dogsh reads outside `Preferences`, such as `source` or `thedogapi-key`.
        public func setting(_ key: String) -> String? {
            settings.last { $0.key == key }?.value
        }
    }

    /// Reads the preferences; a missing file gives the defaults, and unknown values are ignored.
    public func load() throws(PreferencesError) -> Preferences {
        let text: String
        do {
            text = try FileContents.text(atPath: path)
        } catch where error.code == ENOENT || error.code == ENOTDIR {
            return Preferences()
        } catch {
            throw .cannotRead(path: path, reason: error.reason)
        }
        return Self.preferences(from: Self.settings(in: text))
    }

    /// Reads the file once for the start; one that is missing or cannot be read gives the
    /// defaults and no settings (the session's `load()` reports a file it cannot read).
    public func snapshot() -> Snapshot {
        Snapshot(settings: (try? FileContents.text(atPath: path)).map(Self.settings(in:)) ?? [])
    }

    /// The preferences some settings give; unknown keys and values are ignored.
    fileprivate static func preferences(from settings: [(key: String, value: String)]) -> Preferences {
        var preferences = Preferences()
        for (key, value) in settings {
            switch key {
            case "theme": preferences.theme = ThemeChoice(rawValue: value.lowercased()) ?? preferences.theme
            case "lang": preferences.language = LanguageChoice(rawValue: value.lowercased())
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
        let settings = [("theme", preferences.theme.rawValue), ("lang", preferences.language?.rawValue ?? "auto")]
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

    /// The `key = value` pairs of a text, in order; comments and malformed lines are skipped.
    static func settings(in text: String) -> [(key: String, value: String)] {
        text.split(separator: "\n").compactMap { setting(in: String($0)) }
    }

    private static func setting(in line: String) -> (key: String, value: String)? {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else { return nil }
        let key = trimmed[..<equals].trimmingWhitespace().lowercased()
        let value = trimmed[trimmed.index(after: equals)...].trimmingWhitespace()
        return key.isEmpty ? nil : (key, value)
    }
}
