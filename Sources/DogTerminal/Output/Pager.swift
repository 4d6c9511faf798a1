import CLibEditShim
import DogCore
import Glibc

/// A pager for output taller than the window, chosen and run as git and psql run theirs.
///
/// The pager is `$DOGSH_PAGER`, else `$PAGER` (either set but empty, or `cat`, means none), else
/// `less -FRXK` where less is installed: colours kept (`-R`), the screen left as it is (`-X`),
/// quitting at once when the text fits (`-F`) and at Ctrl-C (`-K`). Where nothing is named and
/// less is missing, dogsh shows its own more prompt (`MorePrompt`). A named pager runs through
/// `/bin/sh -c`, as git runs it, with `LESS=FRXK` and `LV=-c` in its environment unless they are set.
public enum Pager {
    /// The pager run when no variable names one and less is installed.
    public static let defaultCommand = "less -FRXK"

    /// The pager for a session whose standard input and output are a terminal (`atTerminal`), as the environment asks for it.
    public static func program(environment: [String: String], atTerminal: Bool) -> PagerProgram {
        guard atTerminal else { return .notAtTerminal }
        for variable in ["DOGSH_PAGER", "PAGER"] {
            guard let value = environment[variable] else { continue }
            let command = value.trimmingWhitespace()
            if command.isEmpty || command == "cat" { return .none(variable: variable, value: value) }
            return .command(command, variable: variable)
        }
        return ProgramPath.locate("less", path: environment["PATH"]) != nil ? .command(defaultCommand, variable: nil) : .own
    }

    /// How a pager's run ended.
    public enum Outcome: Equatable, Sendable {
        /// The person read what they wanted and quit it.
        case shown
        /// Ctrl-C ended it.
        case interrupted
        /// It could not run (`sh` could not start it: status 126 or 127, or no process at all); nothing was shown.
        case failed(status: Int32)
    }

    /// Sends text through a pager command and waits, off the caller's thread, until the person quits it.
    ///
    /// The terminal's settings are given back afterwards, so a pager that Ctrl-C ended cannot leave it without echo.
    public static func run(_ command: String, text: [UInt8]) async -> Outcome {
        await ReadingThread.run {
            var settings = termios()
            let saved = tcgetattr(STDIN_FILENO, &settings) == 0
            defer { if saved { tcsetattr(STDIN_FILENO, TCSANOW, &settings) } }
            return feed(command, text)
        }
    }

    /// Starts the pager and writes the text to it.
    private static func feed(_ command: String, _ text: [UInt8]) -> Outcome {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failed(status: -1) }
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        guard let pid = spawn(command, input: ends[0]) else {
            close(ends[0])
            close(ends[1])
            return .failed(status: 127)
        }
        close(ends[0])
        var interrupted: Int32 = 0
        let status = text.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { dogsh_pager_feed(pid, ends[1], $0.baseAddress, $0.count, &interrupted) }
        }
        if interrupted != 0 {
            // A pager ended by a signal may leave its prompt on the last line.
            StandardStreams.writeAll(Array("\r\u{1B}[K".utf8), to: STDOUT_FILENO)
            return .interrupted
        }
        // `sh` says 127 when it cannot find the command and 126 when it cannot run it.
        return status == 126 || status == 127 || status < 0 ? .failed(status: status) : .shown
    }

    /// The shell command that runs a pager: a simple command (words only) is run with `exec`, so
    /// the process dogsh waits for is the pager itself. Waiting for a shell that Ctrl-C ended left
    /// less still running, and its exit reset the terminal under the next prompt.
    static func shellCommand(_ command: String) -> String {
        let simple = command.unicodeScalars.allSatisfy { !"|&;<>()$`\\\"'*?[#~=%\n{}!".unicodeScalars.contains($0) }
        return simple ? "exec " + command : command
    }

    /// Starts `/bin/sh -c command` in the terminal's process group, reading `input`, with the default signal handlers.
    private static func spawn(_ command: String, input: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE] { sigaddset(&defaults, signal) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let words: [String] = ["sh", "-c", shellCommand(command)]
        let arguments = words.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        let environment = Self.environment().map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let result = arguments.withUnsafeBufferPointer { argv in
            environment.withUnsafeBufferPointer { envp in
                posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv.baseAddress!, envp.baseAddress!)
            }
        }
        return result == 0 ? pid : nil
    }

    /// The process's environment, with less and lv told to keep colours and quit when the text
    /// fits, where nobody told them otherwise, and the UTF-8 locale dogsh reads keys with where the
    /// one named is UTF-8 but not installed (less showed `<C3><A4>` for `ä` there).
    static func environment(_ entries: [String] = processEntries(), isInstalled: (String) -> Bool = CharacterLocale.isInstalled) -> [String] {
        let pairs = entries.map { entry in (name: String(entry.prefix { $0 != "=" }), value: String(entry.drop { $0 != "=" }.dropFirst())) }
        let variables = Dictionary(pairs.map { ($0.name, $0.value) }) { first, _ in first }
        var result = entries + [("LESS", "FRXK"), ("LV", "-c")].filter { variables[$0.0] == nil }.map { $0.0 + "=" + $0.1 }
        if let standIn = CharacterLocale.standIn(environment: variables, isInstalled: isInstalled) {
            // `LC_ALL`, not `LC_CTYPE`: a pager sets every category from the environment at once
            // (`setlocale(LC_ALL, "")`), which fails as a whole when one names a missing locale.
            result = result.filter { !$0.hasPrefix("LC_ALL=") } + ["LC_ALL=" + standIn]
        }
        return result
    }

    /// Every `NAME=value` entry of the process's environment.
    private static func processEntries() -> [String] {
        var entries: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            entries.append(String(cString: pointer))
            entry += 1
        }
        return entries
    }
}
