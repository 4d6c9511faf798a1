import CLibEdit
import CLibEditShim
import Dispatch
import Glibc

/// libedit's wait for a line, run on a thread of its own so the caller's actor is free meanwhile.
///
/// The read blocks in `poll` until a key, Ctrl-C or a wake arrives; a serial dispatch queue gives
/// it a thread outside Swift's cooperative pool, and the caller awaits its outcome.
enum ReadingThread {
    /// How a read ended.
    enum Outcome: Sendable {
        /// A line, without its newline.
        case line(String)
        /// `PromptWaker.wake()` ended the wait between keys.
        case woken
        /// Ctrl-C ended the wait.
        case interrupted
        /// Ctrl-D on an empty line, or the terminal went away.
        case end
    }

    private static let queue = DispatchQueue(label: "dogsh.line-reader")

    /// Reads a line with libedit on the reading thread and waits for it.
    static func read(_ editor: OpaquePointer) async -> Outcome {
        let handle = Handle(editor: editor)
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: handle.read()) }
        }
    }

    /// The editor, carried to the reading thread.
    ///
    /// Safe to send: `read(_:)`'s caller awaits the read and touches the editor again only once
    /// it is resumed, after the reading thread's last use; so the editor has one user at a time,
    /// and the queue's hand-offs order their accesses.
    private struct Handle: @unchecked Sendable {
        let editor: OpaquePointer

        func read() -> Outcome {
            var count: Int32 = 0
            errno = 0
            if let raw = el_gets(editor, &count) {
                var line = String(cString: raw)
                while line.last?.isNewline == true { line.removeLast() }
                return .line(line)
            }
            if count == -1, dogsh_editor_take_wake() != 0 { return .woken }
            if count == -1, errno == EINTR { return .interrupted }
            return .end
        }
    }
}
