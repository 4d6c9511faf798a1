import CLibEditShim
import DogCore
import FoundationEssentials
import Glibc

/// A spinner on standard error for waits longer than about 150 ms, saying what is being fetched.
///
/// Only for terminals: the session is given one only when standard error is a tty, so piped
/// and scripted runs show nothing. The line is cleared when the wait ends, and no frame is
/// ever drawn after that: frames and the clearing are written under one lock. A frame is cut to
/// the terminal's width, since a line that wrapped could not be redrawn in place. Ctrl-Z while
/// the spinner shows clears its line before dogsh stops (`dogsh_spinner_shown`).
public final class ProgressIndicator: Sendable {
    private let delay: Duration
    private let columns: @Sendable () -> Int?
    private let write: @Sendable (String) -> Void
    /// Told when the spinner's line appears and goes.
    private let shown: @Sendable (Bool) -> Void
    /// Whether the terminal shows ASCII alone: the spinner turns with `|/-\`, and the text is spelt in ASCII.
    private let ascii: Bool

    /// Creates an indicator writing to standard error, its frames cut to `columns` (standard error's width by default).
    public init(
        delay: Duration = .milliseconds(150), columns: @escaping @Sendable () -> Int? = { TerminalInfo.columns(STDERR_FILENO) },
        write: @escaping @Sendable (String) -> Void = ProgressIndicator.standardError,
        shown: @escaping @Sendable (Bool) -> Void = { dogsh_spinner_shown($0 ? 1 : 0) }, ascii: Bool = false
    ) {
        self.delay = delay
        self.columns = columns
        self.write = write
        self.shown = shown
        self.ascii = ascii
    }

    /// Shows `text` with a spinner once the delay has passed, until the returned handle ends it.
    public func begin(_ text: String) -> ProgressHandle {
        let state = Locked((stopped: false, shown: false))
        let text = ascii ? ASCIIText.line(text) : text
        let frames = ascii ? Self.asciiFrames : Self.frames
        let task = Task { [delay, columns, write, shown] in
            try? await Task.sleep(for: delay)
            var frame = 0
            while !Task.isCancelled {
                let running = state.withLock { state -> Bool in
                    guard !state.stopped else { return false }
                    if !state.shown { shown(true) }
                    state.shown = true
                    write("\r" + Self.frame(frame, text, columns: columns(), frames: frames) + "\u{1B}[K")
                    return true
                }
                guard running else { return }
                frame += 1
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        return ProgressHandle { [write, shown] in
            task.cancel()
            state.withLock { state in
                state.stopped = true
                guard state.shown else { return }
                write("\r\u{1B}[K")
                shown(false)
            }
        }
    }

    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    private static let asciiFrames = ["|", "/", "-", "\\"]

    /// Frame `index`: the spinner and the text, cut to leave the last column free so the line never wraps.
    static func frame(_ index: Int, _ text: String, columns: Int?, frames: [String] = frames) -> String {
        let line = frames[index % frames.count] + " " + text
        guard let columns, columns > 1 else { return line }
        return DisplayWidth.truncate(line, to: columns - 1)
    }

    /// Writes to standard error at once.
    public static let standardError: @Sendable (String) -> Void = { text in
        StandardStreams.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }
}

/// Ends a progress display.
public struct ProgressHandle: Sendable {
    let stop: @Sendable () -> Void

    /// Stops the spinner and clears its line.
    public func end() {
        stop()
    }
}
