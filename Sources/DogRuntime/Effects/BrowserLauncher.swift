import Dispatch
import DogCore
import DogTerminal
import Glibc

/// Opens URLs in the person's browser: each command in `$BROWSER` in turn, else `xdg-open`.
///
/// `$BROWSER` is a colon-separated list of commands, as `sensible-browser` and Python's
/// `webbrowser` read it. In each, `%s` stands for the URL and `%%` for a percent sign; a command
/// without `%s` gets the URL as its last argument. Words are split at spaces, without quoting,
/// and run directly, never through a shell. A command that does not exist is skipped; one that
/// exists but cannot be started fails with status 126, as in a shell.
///
/// The browser runs in a process group of its own, with no terminal input or output and the
/// default signal handlers, so Ctrl-C in dogsh does not reach it. dogsh waits briefly for the
/// command to fail (`xdg-open` with nothing to open ends with status 3 at once); one still
/// running after that, such as a browser started directly, is left to run and reaped when it ends.
/// (posix_spawn directly, not swift-subprocess: that awaits the child's end, and a browser may
/// run for hours while the shell goes on.)
struct BrowserLauncher: Sendable {
    /// The process environment: `BROWSER`, and `PATH` to find the commands.
    let environment: [String: String]
    /// How long a command may take to report failure before it is taken to have opened the URL.
    var patience: Duration = .seconds(2)

    /// The commands to try for a URL, in order, each as its words.
    static func commands(for url: String, browser: String?) -> [[String]] {
        let entries = (browser ?? "").split(separator: ":").map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        return (entries + [["xdg-open"]]).map { words in
            var placed = false
            let filled = words.map { word in
                guard word.contains("%") else { return word }
                if word.contains("%s") { placed = true }
                return fill(word, url: url)
            }
            return placed ? filled : filled + [url]
        }
    }

    /// Replaces `%s` with the URL and `%%` with `%` in one word.
    private static func fill(_ word: String, url: String) -> String {
        var result = ""
        var characters = word.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            switch characters.next() {
            case "s": result += url
            case "%": result += "%"
            case let other?: result += "%" + String(other)
            case nil: result += "%"
            }
        }
        return result
    }

    /// Opens a sanitised URL: success once a command started and did not fail within the patience.
    func open(_ url: String) async -> Result<Void, HandOffError> {
        for words in Self.commands(for: url, browser: environment["BROWSER"]) {
            guard let program = ProgramPath.locate(words[0], path: environment["PATH"]) else { continue }
            guard let pid = Self.spawn(program, words) else { return .failure(.browserFailed(command: words[0], status: 126)) }
            guard let status = await Self.exitStatus(of: pid, within: patience), status != 0 else { return .success(()) }
            return .failure(.browserFailed(command: words[0], status: status))
        }
        return .failure(.noBrowser(url: url))
    }

    /// Starts a program with its words as arguments, detached from the terminal; nil when it cannot start.
    private static func spawn(_ program: String, _ words: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let arguments = words.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        let result = arguments.withUnsafeBufferPointer { argv in
            posix_spawn(&pid, program, &actions, &attributes, argv.baseAddress!, environ)
        }
        return result == 0 ? pid : nil
    }

    /// The command's exit status (128 + the signal when a signal ended it), or nil while it still
    /// runs after `patience`.
    ///
    /// It looks every 10 ms rather than blocking a thread in `waitpid`: a blocked thread and a
    /// timer on Dispatch's shared pool can both wait behind other blocked work, and a browser that
    /// fails must be named at once. One still running after the patience is waited for on the
    /// pool, so it never lingers as a zombie.
    private static func exitStatus(of pid: pid_t, within patience: Duration) async -> Int? {
        let deadline = ContinuousClock.now + patience
        // Looks once more after the deadline too: a task resumed late on a busy machine must not
        // take a browser that ended in time for one still running.
        while true {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid {
                let signal = status & 0x7F
                return signal == 0 ? Int((status >> 8) & 0xFF) : 128 + Int(signal)
            }
            if reaped == -1, errno != EINTR { return nil }
            if ContinuousClock.now >= deadline { break }
            try? await Task.sleep(for: .milliseconds(10))
        }
        DispatchQueue.global().async {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        }
        return nil
    }
}
