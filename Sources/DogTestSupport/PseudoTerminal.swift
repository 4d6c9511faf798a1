import Foundation
import Glibc

/// Runs a program in a pseudo-terminal of its own, as its controlling terminal, answering its
/// queries as a terminal would: when the program has written a query, the answer is typed on
/// the terminal's input side.
public enum PseudoTerminal {
    /// What the program wrote to the terminal, how it ended, and how long it took.
    public struct Outcome: Sendable {
        public let output: [UInt8]
        public let status: Int32
        public let duration: Duration
        /// The queries that were seen, in order.
        public let queriesSeen: [String]

        /// The output as text.
        public var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// The primary device attributes query dogsh sends last.
    public static let deviceAttributes = "\u{1B}[c"

    /// Runs `arguments` (the first is the program's path) in a terminal of `columns × rows` cells of
    /// `pixels` (the size the kernel is told, if any); each query in `answers` seen in the output is
    /// answered once with its reply, in the order of `answers`. The program is killed after `limit`, or as soon as its output
    /// holds `until`. `watch` is called with each piece of output as it is read, for a test that acts on it meanwhile.
    public static func run(
        _ arguments: [String], environment: [String: String], columns: Int = 80, rows: Int = 24,
        pixels: (width: Int, height: Int)? = nil, answers: KeyValuePairs<String, String> = [:], limit: Duration = .seconds(30),
        until: String? = nil, watch: (@Sendable ([UInt8]) -> Void)? = nil
    ) throws -> Outcome {
        // posix_openpt, unlockpt and ptsname are hidden from Swift's Glibc module, and so are the macros of their
        // ioctls: TIOCSPTLCK is _IOW('T', 0x31, int) and TIOCGPTN _IOR('T', 0x30, unsigned int) (asm-generic, x86 and arm).
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw POSIXError(.ENODEV) }
        defer { close(master) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else { throw POSIXError(.ENODEV) }
        let slavePath = "/dev/pts/\(number)"
        var size = winsize(
            ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: UInt16(pixels?.width ?? 0), ws_ypixel: UInt16(pixels?.height ?? 0)
        )
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid and without O_NOCTTY, the terminal becomes the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Test threads block most signals: the child starts with none blocked and every one at its default.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        // 0x80 is POSIX_SPAWN_SETSID (glibc 2.26 and later), which Swift's Glibc module does not export.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | 0x80))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let started = clock.now
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT) }

        var output: [UInt8] = []
        var seen: [String] = []
        var pending = answers.map { (query: $0.key, reply: $0.value) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = started + limit
        var status: Int32 = 0
        var exited = false
        while clock.now < deadline {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 20)
            if ready > 0 {
                let count = read(master, &buffer, buffer.count)
                // EIO once the last descriptor of the terminal's other side is closed.
                if count <= 0 { if !exited { exited = waitpid(pid, &status, 0) == pid }; break }
                output += buffer[0..<count]
                watch?(Array(buffer[0..<count]))
                // In the order given, so the device attributes can be answered last, as terminals do.
                for (query, reply) in pending where contains(output, Array(query.utf8)) {
                    seen.append(query)
                    _ = reply.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
                }
                pending.removeAll { seen.contains($0.query) }
                if let until, contains(output, Array(until.utf8)) { break }
            } else if exited {
                break
            } else if waitpid(pid, &status, WNOHANG) == pid {
                exited = true
            }
        }
        if !exited {
            if waitpid(pid, &status, WNOHANG) != pid {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
            }
        }
        let duration = clock.now - started
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(output: output, status: exitStatus, duration: duration, queriesSeen: seen)
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var start = haystack.startIndex
        while let found = haystack[start...].firstIndex(of: first), found + needle.count <= haystack.count {
            if haystack[found..<(found + needle.count)].elementsEqual(needle) { return true }
            start = found + 1
        }
        return false
    }
}
