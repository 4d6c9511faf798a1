import CLibEdit
import CLibEditShim
import Dispatch
import DogCore
import FoundationEssentials
import Glibc

/// Lines typed at a terminal, edited with libedit: keys, history, tab completion, pastes, Ctrl-C, Ctrl-D and Ctrl-Z.
///
/// The shim reads keys and decodes every common encoding of each (`KeyDecoder.c`); the keys are
/// bound in `LineEditor+Keys.swift`, Tab in `LineEditor+Completion.swift`, pastes in `LineEditor+Paste.swift`. Ctrl-C clears the line
/// or leaves a search and draws a fresh prompt, Ctrl-D on an empty line ends input, and after
/// Ctrl-Z and `fg` the prompt and the typed text are drawn again. Lines are normalised to NFC;
/// lines starting with a space stay out of the history.
///
/// libedit waits for keys on a thread of its own (`ReadingThread`), and `readLine` awaits it, so
/// the session's actor is free while a person types. News from the background ends the wait:
/// the prompt and the typed text are cleared and `readLine` returns `.woken`; the next prompt
/// puts the text back (`LineEditor+Notices.swift`). libedit is used by one thread at a time:
/// the reading thread between the start of a read and its end, the owner otherwise. The
/// functions libedit calls during a read (keys, the prompt, the wait for a key) run on the
/// reading thread, which is why the context is sendable.
public final class LineEditor: LineSource {
    let editor: OpaquePointer
    private let historyStore: OpaquePointer
    private let historyPath: String?
    let context: any LineEditorContext
    private var promptBuffer: UnsafeMutablePointer<CChar>?
    /// The prompt as the session wrote it, to give back after the history search.
    private(set) var prompt = ""
    /// The columns the prompt takes on the screen.
    var promptWidth = 0
    /// The text before the cursor when Tab was pressed without listing; a second Tab lists.
    var pendingList: String?
    /// Up and Down through the history among the lines that start with what was typed.
    var browser = HistoryBrowser()
    /// The command a key ran on an empty line (PageDown's `more`): the history keeps typed lines only.
    var commandFromKey: String?
    /// Where the prompt, the echo and candidate lists go: standard output when it is the
    /// terminal, else standard error when that is, so `dogsh > file` keeps them out of the file.
    let terminalOutput: Int32
    /// The text a notice or a stop interrupted, put back once the prompt is drawn again.
    var interruptedLine: TypedLine?
    /// Whether the first prompt, drawn before the editor existed, is still on the screen with echo
    /// off (`LineEditor+EarlyPrompt.swift`).
    var showsEarlyPrompt = false
    /// The terminal's settings from before the first prompt, given back once libedit has ended:
    /// libedit restores those it found, which had echo off.
    private let settingsBeforeEditing: termios?

    /// The most lines the history keeps.
    public static let historyLimit = 1000

    /// Sets up libedit on the process's terminal; nil when libedit cannot use it.
    ///
    /// The history is read from `historyPath` and saved there after every line; its folder
    /// must exist for the saves to succeed.
    ///
    /// `terminalType` is `TERM`: unless it is `dumb` or missing, the terminal is asked to mark pastes.
    ///
    /// The character type is set first (`CharacterLocale`), without which libedit drops non-ASCII input.
    public init?(historyPath: String?, context: any LineEditorContext, terminalType: String? = nil) {
        CharacterLocale.adopt(environment: CharacterLocale.processEnvironment)
        guard let store = dogsh_history_create(Int32(Self.historyLimit)) else { return nil }
        let terminalOutput = Self.terminalOutput()
        guard let editor = dogsh_editor_create("dogsh", promptCallback, store, terminalOutput) else {
            history_end(store)
            return nil
        }
        self.editor = editor
        self.terminalOutput = terminalOutput
        self.historyStore = store
        self.historyPath = historyPath
        self.context = context
        settingsBeforeEditing = Self.settingsBeforeFirstPrompt
        // libedit's set-up turned echo and line editing on again: off at once, while the first prompt waits.
        takeOverFirstPrompt()
        dogsh_editor_set_client(editor, Unmanaged.passUnretained(self).toOpaque())
        dogsh_editor_set_idle(idleCallback)
        dogsh_editor_wake_install()
        Self.bindKeys(editor)
        dogsh_editor_set_bracketed_paste(Self.marksPastes(terminalType: terminalType, output: terminalOutput) ? terminalOutput : -1)
        if let historyPath {
            _ = dogsh_history_load(store, historyPath)
        }
    }

    deinit {
        el_end(editor)
        if var settings = settingsBeforeEditing { tcsetattr(STDIN_FILENO, TCSANOW, &settings) }
        history_end(historyStore)
        free(promptBuffer)
    }

    public var isInteractive: Bool { true }

    public func readLine(prompt: @autoclosure () -> String) async -> LineInput {
        setPrompt(prompt())
        browser = HistoryBrowser()
        if showsEarlyPrompt {
            // Echo stays off: libedit goes from here straight to its own raw mode, so no key typed
            // meanwhile is echoed by the terminal. (Its mode between lines sets echo itself, and the
            // settings from before the first prompt come back when the editor ends.) libedit draws
            // the prompt again from the first column.
            showsEarlyPrompt = false
            write("\r\u{1B}[K")
        }
        // Keys typed while the terminal was asked what it draws, read then, come first.
        let typed = TypedAhead.take().filter { $0 != 0 }
        if !typed.isEmpty { dogsh_editor_push(editor, String(decoding: typed, as: UTF8.self)) }
        while true {
            switch await ReadingThread.read(editor) {
            case let .line(raw):
                let line = String(decoding: raw._nfcCodeUnits, as: UTF8.self)
                if line != commandFromKey { remember(line) }
                commandFromKey = nil
                pendingList = nil
                return .line(line)
            case .woken:
                clearForNotices()
                return .woken
            case .continued:
                keepTypedLine()
            case .interrupted:
                _ = Interrupts.take()
                pendingList = nil
                commandFromKey = nil
                browser = HistoryBrowser()
                write("\n")
            case .end:
                write("\n")
                return .end
            }
        }
    }

    /// Every history entry, oldest first.
    public var history: [String]? {
        var entries = [UnsafePointer<CChar>?](repeating: nil, count: Self.historyLimit)
        let count = entries.withUnsafeMutableBufferPointer {
            Int(dogsh_history_entries(historyStore, $0.baseAddress, Int32(Self.historyLimit)))
        }
        return entries.prefix(min(count, Self.historyLimit)).compactMap { $0.map { String(cString: $0) } }
    }

    /// Adds a line to the history and saves the file; blank lines and lines starting with a space stay out.
    func remember(_ line: String) {
        guard !line.hasPrefix(" "), line.contains(where: { !$0.isWhitespace }) else { return }
        _ = dogsh_history_enter(historyStore, line)
        if let historyPath { _ = dogsh_history_save(historyStore, historyPath) }
    }

    /// Keeps the prompt for libedit, wrapping each escape sequence in `\1` so it takes no columns.
    func setPrompt(_ prompt: String) {
        self.prompt = prompt
        showPrompt(prompt)
    }

    /// Shows a prompt without making it the session's: the history search's own.
    func showPrompt(_ prompt: String) {
        let shown = Self.localeIsUTF8 ? prompt : ASCIIText.line(prompt)
        free(promptBuffer)
        promptBuffer = strdup(Self.markingEscapes(shown))
        promptWidth = DisplayWidth.of(shown)
    }

    /// Whether libedit reads and shows UTF-8: the C library's character locale as `init` set it.
    ///
    /// Where it is not, the terminal's encoding is not UTF-8 either (`CharacterLocale.adopt`),
    /// and the prompt, candidate lists and notices are written in ASCII (`ASCIIText`).
    static var localeIsUTF8: Bool {
        CharacterLocale.isUTF8
    }

    /// Wraps every CSI escape sequence in `\1` markers.
    static func markingEscapes(_ prompt: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in prompt.unicodeScalars {
            if !inEscape, scalar == "\u{1B}" {
                inEscape = true
                result += "\u{1}"
            }
            result.unicodeScalars.append(scalar)
            if inEscape, scalar != "\u{1B}", scalar != "[", (0x40...0x7E).contains(scalar.value) {
                inEscape = false
                result += "\u{1}"
            }
        }
        return result
    }

    /// The text libedit holds for the line being read.
    func typedLine() -> TypedLine {
        guard let info = el_line(editor)?.pointee, let start = info.buffer, let cursor = info.cursor, let end = info.lastchar else {
            return TypedLine(beforeCursor: "", afterCursor: "")
        }
        func text(_ from: UnsafePointer<CChar>, _ to: UnsafePointer<CChar>) -> String {
            String(decoding: UnsafeRawBufferPointer(start: from, count: max(0, to - from)), as: UTF8.self)
        }
        return TypedLine(beforeCursor: text(start, cursor), afterCursor: text(cursor, end))
    }

    /// Replaces the whole line with a text, the cursor at its end.
    func replaceLine(with text: String) {
        let line = typedLine()
        _ = el_cursor(editor, Int32(line.afterCursor.unicodeScalars.count))
        el_deletestr(editor, Int32((line.beforeCursor + line.afterCursor).unicodeScalars.count))
        if !text.isEmpty { _ = el_insertstr(editor, text) }
    }

    /// Deletes the partial word before the cursor and inserts a text in its place.
    func replace(_ partial: String, with text: String) {
        el_deletestr(editor, Int32(partial.unicodeScalars.count))
        _ = el_insertstr(editor, text)
    }

    /// The descriptor of the terminal the editor draws on: standard output, or standard error when only that is a terminal.
    static func terminalOutput() -> Int32 {
        !TerminalInfo.isTerminal(STDOUT_FILENO) && TerminalInfo.isTerminal(STDERR_FILENO) ? STDERR_FILENO : STDOUT_FILENO
    }

    /// The width of the terminal the editor draws on now, 80 when it cannot be asked.
    var columns: Int {
        TerminalInfo.columns(terminalOutput) ?? 80
    }

    /// Writes straight to the terminal the editor draws on, after whatever libedit has buffered;
    /// in ASCII where the terminal's encoding is not UTF-8.
    func write(_ text: String) {
        fflush(nil)
        StandardStreams.writeAll(Array((Self.localeIsUTF8 ? text : ASCIIText.line(text)).utf8), to: terminalOutput)
    }

    /// The editor that owns a libedit handle.
    static func owner(of editor: OpaquePointer?) -> LineEditor? {
        guard let editor, let client = dogsh_editor_client(editor) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(client).takeUnretainedValue()
    }

    fileprivate var promptText: UnsafeMutablePointer<CChar>? { promptBuffer }

    /// Puts back a line a notice or a stop interrupted, once libedit has drawn the prompt.
    fileprivate func becameIdle() {
        restoreInterruptedLine()
    }
}

private let idleCallback: dogsh_idle_function = { editor in
    LineEditor.owner(of: editor)?.becameIdle()
}

private let promptCallback: dogsh_prompt_function = { editor in
    LineEditor.owner(of: editor)?.promptText
}
