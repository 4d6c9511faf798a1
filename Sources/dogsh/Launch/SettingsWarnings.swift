import DogCore
import DogRuntime
import DogServices
import DogTerminal

/// The warnings about settings dogsh cannot use, from any source: once each, at start, on standard error.
///
/// None is fatal: a line of the settings file that is not `key = value`, or names no setting, is
/// ignored; a value a setting does not take is refused, and the next source decides, as each
/// warning says, naming the value in force and where it comes from.
enum SettingsWarnings {
    /// The warnings for a run's settings, in the session's language.
    static func lines(for settings: EffectiveSettings) -> [String] {
        let strings = settings.strings
        let path = settings.filePath
        var lines = settings.file.problems.map { problem in
            strings.text(.warningSettingsUnreadable, ["path": .text(path), "line": .number(problem.line), "text": .typed(problem.text)])
        }
        let known = Setting.fileKeys
        lines += settings.file.settings.filter { !known.contains($0.key) }.map { setting in
            strings.text(.warningSettingsUnknownKey, ["path": .text(path), "line": .number(setting.line), "key": .typed(setting.key), "known": .list(known)])
        }
        lines += settings.resolution.refusals.map { refusal in
            let inForce: [String: MessageArgument] = [
                "accepted": .alternatives(refusal.setting.values.description), "value": .typed(refusal.text),
                "value-in-force": .text(refusal.setting.isSecret ? "" : refusal.entry.value),
                "origin": .text(EffectiveSettings.describe(.init(refusal.entry.origin), strings: strings)),
            ]
            switch refusal.source {
            case let .file(key):
                return strings.text(.warningSettingsBadValue, inForce.merging(["path": .text(path), "line": .number(refusal.line ?? 0), "key": .text(key)]) { $1 })
            case let .environment(name), let .flag(name):
                return strings.text(.warningEnvironmentRefused, inForce.merging(["variable": .text(name), "name": .text(refusal.setting.name)]) { $1 })
            }
        }
        if settings.resolution.folder(.dataDirectory) == nil, settings.options.dataDirectory == nil {
            let variables = [XDGDirectory.data, .state, .config].map(\.variable)
            lines.append(strings.text(.warningNoPersistence, ["variables": .list(variables)]))
        }
        return lines
    }
}
