import ArgumentParser
import DogCore
import DogRuntime
import DogServices
import DogTerminal
import Glibc

/// A `--script` file, or `-` for standard input, as the launcher runs it: read as a stream, each
/// line's parameters filled as data when it is read, and the seed its option lines set.
///
/// A file that cannot be read ends the run with status 66. A regular file is read once before
/// anything runs for the names it uses, so a parameter it needs and was not given stops it with
/// 64, naming it, and one it does not use is warned about; standard input cannot be read twice,
/// so there the line that needs a missing parameter is refused, with status 64. An option line
/// the script does not know is warned about on standard error, with its place; what is wrong
/// with the command line opens with `dogsh:`.
struct LoadedScript {
    /// The script's lines, parameters filled as each is read.
    let lines: DescriptorLineSource
    /// The seed of its `#| seed` line, if any.
    let seed: UInt64?

    /// Opens the script at `path` (`-`: standard input) and fills it with the `name=value` words given after it.
    @MainActor
    init(path: String, parameters: [String]) async throws {
        let strings = CLIText.strings
        let output = TerminalOutput()
        let name = path == "-" ? "<stdin>" : path
        let descriptor = try Self.open(path, strings: strings, output: output)
        let given = parameters.compactMap(ScriptParameters.parse)
        let values = Dictionary(given.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
        if path != "-" {
            var used: [String] = []
            DescriptorLineSource.eachLine(ofFile: descriptor, holding: UInt8(ascii: "{")) { line in
                for name in ScriptTemplate.names(inLine: line) where !used.contains(name) { used.append(name) }
            }
            let missing = used.filter { values[$0] == nil }
            if !missing.isEmpty {
                close(descriptor)
                let example = missing.map { $0 + "=…" }.joined(separator: " ")
                output.write([LinePlace.commandLine.prefix + strings.text(.errorScriptParameterMissing, ["path": .text(path), "names": .list(missing), "example": .text(example)])], to: .error)
                throw ExitCode(ExitStatus.usage.rawValue)
            }
            let unused = given.map(\.name).filter { !used.contains($0) }
            output.write(unused.map { LinePlace.commandLine.prefix + strings.text(.warningScriptParameterUnused, ["path": .text(path), "name": .text($0)]) }, to: .error)
        }
        lines = DescriptorLineSource(descriptor: descriptor, name: name, closesDescriptor: path != "-") { line throws(ScriptParameterError) in
            try ScriptTemplate.filled(line, with: values)
        }
        var header = ScriptHeader()
        for line in await lines.header(ScriptHeader.belongs, keeping: { $0.hasPrefix("#|") }) { header.read(line.text, number: line.number) }
        output.write(header.unknownOptions.map { option in
            strings.text(.warningScriptOptionUnknown, ["path": .text(name), "line": .number(option.line), "text": .text(option.text)])
        }, to: .error)
        seed = header.seed
    }

    /// Opens the script for reading; a file that cannot be opened, or a folder, is reported and ends the run with 66.
    private static func open(_ path: String, strings: Strings, output: TerminalOutput) throws -> Int32 {
        guard path != "-" else { return STDIN_FILENO }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        var status = stat()
        let reason: String? = if descriptor < 0 {
            String(cString: strerror(errno))
        } else if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            String(cString: strerror(EISDIR))
        } else {
            nil
        }
        guard let reason else { return descriptor }
        if descriptor >= 0 { close(descriptor) }
        output.write([LinePlace.commandLine.prefix + strings.text(.errorScriptRead, ["path": .text(path), "reason": .text(reason)])], to: .error)
        throw ExitCode(ExitStatus.unreadableFile.rawValue)
    }
}
