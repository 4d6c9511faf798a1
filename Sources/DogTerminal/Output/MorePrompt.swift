import CLibEditShim
import Glibc

/// dogsh's own pager, where no pager is named and less is not installed: a window of lines, then a
/// prompt; Space or PageDown shows the next window, Enter, `j` or Down the next line, and `q`, Esc
/// or Ctrl-C stop. The rest of the text is not shown after a stop, as more and less leave it.
public enum MorePrompt {
    /// Shows lines a window at a time on standard output, asking between windows, and waits off the
    /// caller's thread until they are all shown or the person stops; `prompt` gives the prompt for how
    /// much is shown, in percent.
    public static func run(_ lines: [String], rows: Int, columns: Int, prompt: @escaping @Sendable (Int) -> String) async -> Pager.Outcome {
        await ReadingThread.run {
            var settings = termios()
            guard tcgetattr(STDIN_FILENO, &settings) == 0 else {
                write(lines[...])
                return .shown
            }
            var keys = settings
            keys.c_lflag &= ~tcflag_t(ECHO | ICANON)
            tcsetattr(STDIN_FILENO, TCSANOW, &keys)
            defer { tcsetattr(STDIN_FILENO, TCSANOW, &settings) }
            return show(lines, window: MoreWindow(widths: lines.map(DisplayWidth.of), columns: columns, rows: rows), prompt: prompt)
        }
    }

    /// Writes window after window, asking in between.
    private static func show(_ lines: [String], window: MoreWindow, prompt: (Int) -> String) -> Pager.Outcome {
        var window = window
        write(lines[window.next(.page)])
        while !window.isAtEnd {
            // On one row, so that going back to its start clears it all.
            let text = DisplayWidth.truncate(prompt(window.percentShown), to: max(1, window.columns - 1))
            StandardStreams.writeAll(Array(text.utf8), to: STDOUT_FILENO)
            let key = readKey()
            StandardStreams.writeAll(Array("\r\u{1B}[K".utf8), to: STDOUT_FILENO)
            switch key {
            case .page: write(lines[window.next(.page)])
            case .line: write(lines[window.next(.line)])
            case .stop: return .shown
            case .interrupt: return .interrupted
            case .other: continue
            }
        }
        return .shown
    }

    /// What a key asks for.
    enum Key: Equatable {
        case page, line, stop, interrupt, other
    }

    /// Reads one key, an escape sequence whole: PageDown and Down by their sequences, Esc alone.
    private static func readKey() -> Key {
        var byte: UInt8 = 0
        switch dogsh_read_key_byte(&byte, -1) {
        case 0: return .stop
        case -1: return dogsh_interrupt_pending() != 0 ? .interrupt : .other
        default: break
        }
        guard byte == 0x1B else { return key(for: byte) }
        var sequence: [UInt8] = []
        while dogsh_read_key_byte(&byte, 50) == 1 {
            sequence.append(byte)
            if sequence.count > 1, (0x40...0x7E).contains(byte) { break }
        }
        return key(forEscapeSequence: sequence)
    }

    /// What a key of one byte asks for.
    static func key(for byte: UInt8) -> Key {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "f"): .page
        case UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "j"): .line
        case UInt8(ascii: "q"), UInt8(ascii: "Q"): .stop
        default: .other
        }
    }

    /// What the bytes after ESC ask for: nothing after it is Esc itself, which stops.
    static func key(forEscapeSequence sequence: [UInt8]) -> Key {
        switch sequence {
        case []: .stop
        case Array("[B".utf8), Array("OB".utf8): .line
        case Array("[6~".utf8): .page
        default: .other
        }
    }

    private static func write(_ lines: ArraySlice<String>) {
        guard !lines.isEmpty else { return }
        StandardStreams.writeAll(Array((lines.joined(separator: "\n") + "\n").utf8), to: STDOUT_FILENO)
    }
}

/// Which lines the more prompt shows next: a window is as many lines as fill the terminal but the
/// prompt's row, a line that wraps taking a row for every `columns` of its width.
struct MoreWindow: Equatable {
    /// How far a key moves.
    enum Step {
        case page, line
    }

    /// The width of each line.
    let widths: [Int]
    /// The terminal's width.
    let columns: Int
    /// The terminal's height.
    let rows: Int
    /// How many lines are shown.
    private(set) var shown = 0

    /// Whether every line is shown.
    var isAtEnd: Bool {
        shown >= widths.count
    }

    /// How much of the text is shown, in whole percent.
    var percentShown: Int {
        widths.isEmpty ? 100 : shown * 100 / widths.count
    }

    /// The lines to show next, at least one while any is left.
    mutating func next(_ step: Step) -> Range<Int> {
        let start = shown
        let budget = step == .line ? 1 : max(1, rows - 1)
        var used = 0
        while shown < widths.count {
            let height = max(1, (widths[shown] + columns - 1) / max(1, columns))
            if shown > start, used + height > budget { break }
            used += height
            shown += 1
        }
        return start..<shown
    }
}
