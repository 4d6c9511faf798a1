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
        // The settings file's warnings in the order of its lines, then the environment's and the flags'.
        var fileLines: [(line: Int, text: String)] = settings.file.problems.map { problem in
            (problem.line, strings.text(.warningSettingsUnreadable, ["path": .text(path), "line": .number(problem.line), "text": .typed(problem.text)]))
        }
        let known = Setting.fileKeys
        fileLines += settings.file.settings.filter { !known.contains($0.key) }.map { setting in
            (setting.line, strings.text(.warningSettingsUnknownKey, ["path": .text(path), "line": .number(setting.line), "key": .typed(setting.key), "known": .list(known)]))
        }
        var lines: [String] = []
        for refusal in settings.resolution.refusals {
            let inForce: [String: MessageArgument] = [
                "accepted": .alternatives(refusal.setting.values.description), "value": .typed(refusal.text),
                "value-in-force": .text(refusal.setting.isSecret ? "" : refusal.entry.value),
                "origin": .text(EffectiveSettings.describe(.init(refusal.entry.origin), strings: strings)),
            ]
            switch refusal.source {
            case let .file(key):
                let line = refusal.line ?? 0
                fileLines.append((line, strings.text(.warningSettingsBadValue, inForce.merging(["path": .text(path), "line": .number(line), "key": .text(key)]) { $1 })))
            case let .environment(name), let .flag(name):
                lines.append(strings.text(.warningEnvironmentRefused, inForce.merging(["variable": .text(name), "name": .text(refusal.setting.name)]) { $1 }))
            }
        }
        lines = fileLines.sorted { $0.line < $1.line }.map(\.text) + lines
        if settings.resolution.folder(.dataDirectory) == nil, settings.options.dataDirectory == nil {
            let variables = [XDGDirectory.data, .state, .config].map(\.variable)
            lines.append(strings.text(.warningNoPersistence, ["variables": .list(variables)]))
        }
        return lines
    }
}
