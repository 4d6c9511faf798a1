import ArgumentParser
import DogCore
import DogRuntime
import DogServices
import DogTerminal

/// A `--script` file as the launcher runs it: its parameters filled, and the seed it records.
///
/// It is read and filled before anything runs. A file that cannot be read ends the run with
/// status 66, and a parameter the script needs and was not given with 64, naming it. A parameter
/// the script does not use, and an option line it does not know, are warned about on standard error.
struct LoadedScript {
    /// The text to run, every `{name}` filled.
    let text: String
    /// The seed of its `#| seed` line, if any.
    let seed: UInt64?

    /// Reads the script at `path` and fills it with the `name=value` words given after it.
    init(path: String, parameters: [String]) throws {
        let strings = CLIText.strings
        let output = TerminalOutput()
        let template: ScriptTemplate
        do {
            template = ScriptTemplate(text: try FileContents.text(atPath: path))
        } catch {
            output.write([strings.text(.errorScriptRead, ["path": .text(path), "reason": .text(error.reason)])], to: .error)
            throw ExitCode(ExitStatus.unreadableFile.rawValue)
        }
        let given = parameters.compactMap(ScriptParameters.parse)
        var warnings = template.unknownOptions.map { option in
            strings.text(.warningScriptOptionUnknown, ["path": .text(path), "line": .number(option.line), "text": .text(option.text)])
        }
        warnings += template.unused(given.map(\.name)).map { strings.text(.warningScriptParameterUnused, ["path": .text(path), "name": .text($0)]) }
        output.write(warnings, to: .error)
        do {
            text = try template.filled(with: Dictionary(given.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }))
        } catch {
            switch error {
            case let .missing(names):
                let example = names.map { $0 + "=…" }.joined(separator: " ")
                output.write([strings.text(.errorScriptParameterMissing, ["path": .text(path), "names": .list(names), "example": .text(example)])], to: .error)
            }
            throw ExitCode(ExitStatus.usage.rawValue)
        }
        seed = template.seed
    }
}
