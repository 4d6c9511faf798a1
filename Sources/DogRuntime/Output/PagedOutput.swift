import DogCore
import DogTerminal
import Glibc

/// A command's output at a terminal, held until the command ends and then shown at once, or
/// through the pager when it does not fit the window, as git and psql page theirs.
///
/// Only a session whose standard input and output are a terminal holds its output (never a pipe,
/// `-c` to a pipe, a transcript or `--json`). Each statement of a line is a command of its own,
/// paged on its own, as each command in a shell's line is. When it ends, the window's size now decides:
/// with the pager setting `auto`, output taller than the window but its last row (where the prompt
/// goes) is paged; with `on`, all of it. Pictures drawn with kitty's, iTerm2's or sixel's escapes
/// are never paged: a pager shows no pictures, and they are fitted to the window already. Where
/// standard error is the terminal too, errors go through the pager in their place among the lines;
/// elsewhere they are written to it before the pager starts. A pager that cannot run has its
/// output written as it is, with an error saying why.
final class PagedOutput: OutputSink {
    private let target: OutputSink
    /// The window's size now, asked when a line ends; nil when standard output is no terminal.
    private let window: () -> (rows: Int, columns: Int)?
    /// What the command wrote so far, in order; nil between commands, when writes go straight through.
    private var held: [(lines: [String], stream: OutputStream)]?

    /// Holds output for `target` command by command, for the window `window` measures (standard output's by default).
    init(_ target: OutputSink, window: @escaping () -> (rows: Int, columns: Int)? = PagedOutput.terminalWindow) {
        self.target = target
        self.window = window
    }

    /// The size of the terminal on standard output.
    static func terminalWindow() -> (rows: Int, columns: Int)? {
        guard let rows = TerminalInfo.rows(STDOUT_FILENO), let columns = TerminalInfo.columns(STDOUT_FILENO) else { return nil }
        return (rows, columns)
    }

    /// Holds what is written from now until `endCommand`.
    func beginCommand() {
        held = held ?? []
    }

    func write(_ lines: [String], to stream: OutputStream) {
        if held != nil { held?.append((lines, stream)) } else { target.write(lines, to: stream) }
    }

    /// Prompts and control sequences (a clipboard's OSC 52) take no room and go out at once.
    func writePrompt(_ prompt: String) {
        target.writePrompt(prompt)
    }

    func flush() {
        if held == nil { target.flush() }
    }

    /// What the terminal's output said of a failed write: held lines are written, and can fail, there.
    var standardOutputFailure: Int32? {
        target.standardOutputFailure
    }

    /// Shows what the command wrote: through the pager when `setting` and the window's height say so,
    /// else as it is; returns whether Ctrl-C ended the pager. `failure` is the error for a pager
    /// that could not run, `prompt` the own more prompt's for how much is shown.
    func endCommand(
        setting: PagerSetting, program: PagerProgram, failure: (_ command: String, _ status: Int32) -> [String],
        prompt: @escaping @Sendable (Int) -> String
    ) async -> Bool {
        guard let entries = held else { return false }
        held = nil
        let errorsInPlace = TerminalInfo.isTerminal(STDERR_FILENO)
        let paged = entries.filter { errorsInPlace || $0.stream == .standard }.flatMap(\.lines)
        guard let (rows, columns) = window(), Self.pages(paged, setting: setting, program: program, rows: rows, columns: columns)
        else {
            release(entries)
            return false
        }
        for entry in entries where !errorsInPlace && entry.stream == .error { target.write(entry.lines, to: .error) }
        target.flush()
        let outcome: Pager.Outcome
        switch program {
        case let .command(command, _): outcome = await Pager.run(command, text: Array((paged.joined(separator: "\n") + "\n").utf8))
        default: outcome = await MorePrompt.run(paged, rows: rows, columns: columns, prompt: prompt)
        }
        guard case let .failed(status) = outcome, case let .command(command, _) = program else { return outcome == .interrupted }
        release(entries.filter { errorsInPlace || $0.stream == .standard })
        target.write(failure(command, status), to: .error)
        return false
    }

    /// Whether lines go through the pager: the setting allows it, no picture is among them, and with
    /// `auto` they take more rows than the window has above the prompt.
    static func pages(_ lines: [String], setting: PagerSetting, program: PagerProgram, rows: Int, columns: Int) -> Bool {
        guard program.pages, setting != .off, !lines.isEmpty, !lines.contains(where: drawsPicture) else { return false }
        if setting == .on { return true }
        var height = 0
        for line in lines {
            height += max(1, (DisplayWidth.of(line) + columns - 1) / max(1, columns))
            if height > rows - 1 { return true }
        }
        return false
    }

    /// Whether a line draws a picture with kitty's (`ESC _ G`), iTerm2's (`ESC ] 1337`) or sixel's (`ESC P … q`) escapes, tmux's passthrough (`ESC P tmux;`) included.
    static func drawsPicture(_ line: String) -> Bool {
        line.contains("\u{1B}_G") || line.contains("\u{1B}]1337;") || line.contains("\u{1B}P")
    }

    /// Writes held lines as they came.
    private func release(_ entries: [(lines: [String], stream: OutputStream)]) {
        for entry in entries { target.write(entry.lines, to: entry.stream) }
    }
}
