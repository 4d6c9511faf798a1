import DogCore
import DogRuntime
import DogTerminal
import Glibc

/// Ends a run whose standard output could not be written: one line on standard error, status 74.
///
/// Every way out of the process comes here last, whatever the subcommand or mode, so output cut
/// short by a full disk or a closed descriptor is never a success.
enum OutputFailureReport {
    /// Ends the process with status 74, saying why, when a write to standard output failed; returns otherwise.
    static func exitIfOutputFailed(arguments: [String]) {
        guard let code = StandardStreams.outputFailure else { return }
        let message = Message(.errorOutputFailed, ["reason": .text(String(cString: strerror(code)))])
        let line = arguments.prefix(while: { $0 != "--" }).contains("--json")
            ? JSONRecords(renderer: PresentationRenderer(strings: CLIText.strings, width: 80)).error(message)
            : "dogsh: " + CLIText.strings.format(message)
        StandardStreams.writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
        // `_exit`: the C library's own flush at exit would only fail again.
        _exit(ExitStatus.outputFailed.rawValue)
    }
}
