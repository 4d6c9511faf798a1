import Glibc

/// Asks the tmux server dogsh runs under whether its pane passes escape sequences on (`allow-passthrough`).
///
/// tmux answers no query about its options on the terminal itself, so this runs
/// `tmux -S <socket> display-message -p -t <pane> '#{allow-passthrough}'`, with the socket from
/// `TMUX` and the pane from `TMUX_PANE`; the format reads the option as the pane inherits it.
public enum TmuxOptions {
    /// Whether tmux passes escapes on for this pane; false when it says no, or cannot be asked.
    public static func allowsPassthrough(environment: [String: String]) -> Bool {
        guard let tmux = environment["TMUX"], let socket = tmux.split(separator: ",").first, !socket.isEmpty else { return false }
        var arguments = ["tmux", "-S", String(socket), "display-message", "-p"]
        if let pane = environment["TMUX_PANE"], !pane.isEmpty { arguments += ["-t", pane] }
        arguments.append("#{allow-passthrough}")
        guard let answer = output(of: arguments, path: environment["PATH"]) else { return false }
        return passes(answer)
    }

    /// Whether an answer of `#{allow-passthrough}` allows it: `1` or `on` (tmux 3.3), `all` (3.4 and later, also for hidden panes).
    static func passes(_ answer: String) -> Bool {
        let value = answer.split(whereSeparator: \.isWhitespace).first.map(String.init)?.lowercased() ?? ""
        return ["1", "on", "all"].contains(value)
    }

    /// What a program printed on standard output, when it ran and ended with status 0; standard input and error go to /dev/null.
    static func output(of arguments: [String], path: String?) -> String? {
        guard let program = ProgramPath.locate(arguments[0], path: path) else { return nil }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, program, &actions, nil, argv, environ)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard started == 0 else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // Exited (the low seven bits zero) with status 0.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
