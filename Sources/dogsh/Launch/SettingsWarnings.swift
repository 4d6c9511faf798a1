import DogCore
import DogServices
import DogTerminal

/// The warnings about the settings file's lines that dogsh cannot use: once per line, at start, on standard error.
///
/// None is fatal: a bad value leaves its key at the default, and an unknown key or a line that
/// is not `key = value` is ignored, as each warning says.
enum SettingsWarnings {
    /// The settings' defaults, as the warnings name them.
    static let defaults = ["theme": "auto", "lang": "auto", "units": "auto", "pager": "auto", "source": "embedded", "images": "auto"]

    /// The warnings for a settings file's problems, in the session's language.
    static func lines(for problems: [SettingsProblem], path: String, strings: Strings = CLIText.strings) -> [String] {
        problems.map { problem in
            switch problem.kind {
            case let .unreadable(text):
                strings.text(.warningSettingsUnreadable, ["path": .text(path), "line": .number(problem.line), "text": .typed(text)])
            case let .unknownKey(key, known):
                strings.text(.warningSettingsUnknownKey, ["path": .text(path), "line": .number(problem.line), "key": .typed(key), "known": .list(known)])
            case let .badValue(key, value, accepted):
                strings.text(.warningSettingsBadValue, [
                    "path": .text(path), "line": .number(problem.line), "key": .text(key), "value": .typed(value),
                    "accepted": .alternatives(accepted), "default": .text(defaults[key] ?? ""),
                ])
            }
        }
    }
}
