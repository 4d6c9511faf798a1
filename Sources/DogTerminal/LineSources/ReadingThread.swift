import CLibEdit
import CLibEditShim
import Dispatch
import Glibc

/// Every wait for a line, libedit's or standard input's, run on a thread of its own so the caller's actor is free meanwhile.
///
/// libedit's read blocks in `poll` until a key, Ctrl-C or a wake arrives, a pipe's in `read`;
/// a serial dispatch queue gives them a thread outside Swift's cooperative pool, and the caller
/// awaits the outcome.
enum ReadingThread {
    /// How a read ended.
    enum Outcome: Sendable {
        /// A line, without its newline.
        case line(String)
        /// `PromptWaker.wake()` ended the wait between keys.
        case woken
        /// The process continued after a stop (Ctrl-Z, then `fg`): the line is to be drawn again.
        case continued
        /// Ctrl-C ended the wait, at the line or in a search.
        case interrupted
        /// Ctrl-D on an empty line, or the terminal went away.
        case end
    }

    private static let queue = DispatchQueue(label: "dogsh.line-reader")

    /// Reads a line with libedit on the reading thread and waits for it.
    static func read(_ editor: OpaquePointer) async -> Outcome {
        let handle = Handle(editor: editor)
        return await run { handle.read() }
    }

    /// Runs a blocking read on the reading thread and waits for what it returns.
    static func run<Value: Sendable>(_ read: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: read()) }
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
            dogsh_editor_begin_read()
            defer { dogsh_editor_end_read() }
            // The terminal's size now: libedit hears of a resize by itself only once per read.
            el_resize(editor)
            var count: Int32 = 0
            if let raw = el_gets(editor, &count) {
                var line = String(cString: raw)
                while line.last?.isNewline == true { line.removeLast() }
                return .line(line)
            }
            // The shim says why no line came; libedit's own count and errno do not survive a
            // search or any function that read keys itself.
            switch dogsh_editor_take_read_end() {
            case DOGSH_READ_ENDED_INTERRUPT: return .interrupted
            case DOGSH_READ_ENDED_WAKE: return .woken
            case DOGSH_READ_ENDED_CONTINUE: return .continued
            default: return .end
            }
        }
    }
}
