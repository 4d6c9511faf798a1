import Dispatch
import DogCore
import Glibc

/// Asks the terminal what it can draw, and waits a moment for the answers.
///
/// The query goes to the controlling terminal (`/dev/tty`) with echo and line editing turned off
/// for the wait: `CSI 16 t` (a cell's size in pixels), XTSMGRAPHICS for the colour registers and
/// the largest sixel image, and last the primary device attributes (`CSI c`), which every terminal
/// answers, so their answer ends the wait at once. A terminal that answers nothing costs the
/// timeout. Callers ask at most once a session, and only when a picture is about to be drawn.
/// Keys typed before the answers came are kept for the next prompt (`TypedAhead`).
public enum TerminalQuery {
    /// The bytes sent, in order; the device attributes last.
    public static let request = Array("\u{1B}[16t\u{1B}[?1;1;0S\u{1B}[?2;1;0S\u{1B}[c".utf8)

    /// How long the answers may take.
    public static let timeout: Duration = .milliseconds(100)

    private static let queue = DispatchQueue(label: "dogsh.terminal-query")

    /// Sends the query and returns what was answered within `timeout`; nil when there is no terminal to ask.
    ///
    /// The wait runs on a thread of its own, so the caller's actor is free meanwhile.
    public static func ask(device: String = "/dev/tty", timeout: Duration = timeout) async -> TerminalAnswers? {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: askBlocking(device: device, timeout: timeout)) }
        }
    }

    /// The query, done on the calling thread.
    static func askBlocking(device: String, timeout: Duration) -> TerminalAnswers? {
        let descriptor = open(device, O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(descriptor, TCSANOW, &quiet)
        // TCSANOW, not TCSAFLUSH: keys typed before the query stay to be read.
        defer { tcsetattr(descriptor, TCSANOW, &saved) }
        guard writeAll(request, to: descriptor) else { return nil }
        var deadline = ContinuousClock.now + timeout
        var graced = false
        var answers = TerminalAnswers()
        var carried: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while !answers.isComplete || !carried.isEmpty {
            var left = ContinuousClock.now.duration(to: deadline)
            // An answer begun when the time is up gets a moment more to end.
            if left <= .zero, !carried.isEmpty, !graced {
                graced = true
                deadline = ContinuousClock.now + timeout / 2
                left = timeout / 2
            }
            guard left > .zero else { break }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(1, (left.components.seconds * 1000) + Int64(left.components.attoseconds / 1_000_000_000_000_000)))
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            carried = answers.read(carried + buffer[0..<count])
        }
        // What is left is an answer cut short (it starts with ESC or CSI): dropped, never typed.
        // Keys typed before the answers were read with them: the next prompt gets them back.
        TypedAhead.keep(answers.otherInput)
        if !answers.isComplete { unanswered.withLock { $0 = true } }
        return answers
    }

    /// Whether a query went unanswered in time, so its answers may still come.
    private static let unanswered = Locked(false)

    /// Reads and drops what a terminal answered too late, before dogsh leaves without a prompt of
    /// its own (`dogsh draw`), so the shell it returns to does not read the answers as typed
    /// text; nothing is read when every query was answered in time.
    ///
    /// Keys typed meanwhile are read with them and lost: no terminal lets them be given back.
    public static func dropLateAnswers(device: String = "/dev/tty") {
        guard unanswered.withLock({ $0 }) else { return }
        let descriptor = open(device, O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(descriptor, TCSANOW, &raw)
        defer { tcsetattr(descriptor, TCSANOW, &saved) }
        var buffer = [UInt8](repeating: 0, count: 512)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&poller, 1, 100)
                    continue
                }
                return false
            }
            written += count
        }
        return true
    }
}
