import ArgumentParser
import DogCore
import DogTerminal
import Glibc

/// Reports what ArgumentParser refused, and exits: help and the version on standard output,
/// errors on standard error as text, or as a JSON record when `--json` was asked for.
///
/// The shell's options are parsed by a hidden `shell` subcommand; its name never reaches the
/// person, who typed `dogsh`.
enum UsageErrorReport {
    static func exit(_ error: any Error, arguments: [String]) -> Never {
        let code = Dogsh.exitCode(for: error)
        let message = Dogsh.fullMessage(for: error)
        if code == .success {
            if !message.isEmpty { StandardStreams.print(message) }
            OutputFailureReport.exitIfOutputFailed(arguments: arguments)
            Glibc.exit(code.rawValue)
        }
        // Output lost says so first, whatever else ended the run.
        OutputFailureReport.exitIfOutputFailed(arguments: arguments)
        // Every error on the command line opens with `dogsh:`, as a script's open with their place; ArgumentParser's `Error:` becomes it.
        let named = message.replacing("dogsh shell", with: "dogsh")
        let text = named.hasPrefix("Error: ") ? String(named.dropFirst(7)) : named
        // An exit status thrown on purpose (a failed command, Ctrl-C) has said what it had to already.
        if text.isEmpty { Glibc.exit(code.rawValue) }
        if arguments.prefix(while: { $0 != "--" }).contains("--json") {
            let records = JSONRecords(renderer: PresentationRenderer(strings: CLIText.strings, width: 80))
            let oneLine = text.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.joined(separator: " ")
            TerminalOutput().write([records.error(Message(.errorUsage, ["detail": .text(oneLine)]))], to: .error)
        } else {
            TerminalOutput().write(["dogsh: " + text], to: .error)
        }
        Glibc.exit(code.rawValue)
    }
}
