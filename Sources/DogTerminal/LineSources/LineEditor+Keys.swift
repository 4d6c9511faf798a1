import CLibEdit
import CLibEditShim
import DogCore

/// The keys dogsh binds, whatever the terminal sends, and dogsh's own editor functions.
///
/// The shim hands every common encoding of a key to libedit in one form (`DOGSH_KEY_…`), and
/// swallows escape sequences it does not know, so no byte a key sends is ever typed as text.
extension LineEditor {
    /// Every key dogsh binds, and the editor function it runs: libedit's own or one of `functions`.
    static let bindings: [(keys: String, function: String)] = [
        (DOGSH_KEY_HOME, "ed-move-to-beg"), (DOGSH_KEY_END, "ed-move-to-end"),
        (DOGSH_KEY_DELETE, "ed-delete-next-char"), (DOGSH_KEY_CTRL_DELETE, "em-delete-next-word"),
        (DOGSH_KEY_CTRL_LEFT, "ed-prev-word"), (DOGSH_KEY_CTRL_RIGHT, "em-next-word"),
        (DOGSH_KEY_LEFT, "ed-prev-char"), (DOGSH_KEY_RIGHT, "ed-next-char"),
        (DOGSH_KEY_ALT_BACKSPACE, "ed-delete-prev-word"), ("^W", "ed-delete-prev-word"),
        (DOGSH_KEY_UP, "dogsh-history-up"), ("^P", "dogsh-history-up"),
        (DOGSH_KEY_DOWN, "dogsh-history-down"), ("^N", "dogsh-history-down"),
        ("^R", "dogsh-history-search"), ("^I", "dogsh-complete"),
        (DOGSH_KEY_PAGE_UP, "dogsh-page-up"), (DOGSH_KEY_PAGE_DOWN, "dogsh-page-down"),
        (DOGSH_KEY_ALT_LEFT, "dogsh-alt-left"), (DOGSH_KEY_ALT_RIGHT, "dogsh-alt-right"),
        (DOGSH_KEY_PASTE_START, "dogsh-paste"),
    ]

    /// dogsh's own editor functions, by the names `bindings` uses.
    static let functions: [(name: String, help: String, function: dogsh_editor_function)] = [
        ("dogsh-complete", "Complete the word before the cursor", { editor, _ in owner(of: editor)?.complete() ?? UInt8(CC_NORM) }),
        ("dogsh-history-up", "An older line starting with the text typed", { editor, _ in owner(of: editor)?.historyUp() ?? UInt8(CC_NORM) }),
        ("dogsh-history-down", "A newer line starting with the text typed", { editor, _ in owner(of: editor)?.historyDown() ?? UInt8(CC_NORM) }),
        ("dogsh-history-search", "Search the history as you type", { editor, _ in owner(of: editor)?.historySearch() ?? UInt8(CC_NORM) }),
        ("dogsh-page-up", "On an empty line, the previous page", { editor, _ in owner(of: editor)?.runOnEmptyLine("prev") ?? UInt8(CC_NORM) }),
        ("dogsh-page-down", "On an empty line, the next page", { editor, _ in owner(of: editor)?.runOnEmptyLine("more") ?? UInt8(CC_NORM) }),
        ("dogsh-alt-left", "On an empty line, back; else a word left", { editor, _ in
            owner(of: editor)?.runOnEmptyLine("back", otherwise: DOGSH_KEY_CTRL_LEFT) ?? UInt8(CC_NORM)
        }),
        ("dogsh-alt-right", "On an empty line, forward; else a word right", { editor, _ in
            owner(of: editor)?.runOnEmptyLine("forward", otherwise: DOGSH_KEY_CTRL_RIGHT) ?? UInt8(CC_NORM)
        }),
        ("dogsh-paste", "Type pasted text into the line", { editor, _ in owner(of: editor)?.paste() ?? UInt8(CC_NORM) }),
    ]

    /// Adds dogsh's functions to an editor and binds every key.
    static func bindKeys(_ editor: OpaquePointer) {
        for function in functions { dogsh_editor_add_function(editor, function.name, function.help, function.function) }
        for binding in bindings { dogsh_editor_bind(editor, binding.keys, binding.function) }
    }

    /// The whole line, before and after the cursor.
    private var wholeLine: String {
        let line = typedLine()
        return line.beforeCursor + line.afterCursor
    }

    /// Up: an older line starting with what was typed.
    func historyUp() -> UInt8 {
        guard let found = browser.up(from: wholeLine, in: history ?? []) else { return UInt8(CC_REFRESH_BEEP) }
        replaceLine(with: found)
        return UInt8(CC_REFRESH)
    }

    /// Down: a newer line starting with what was typed, or what was typed.
    func historyDown() -> UInt8 {
        guard let found = browser.down(from: wholeLine, in: history ?? []) else { return UInt8(CC_REFRESH_BEEP) }
        replaceLine(with: found)
        return UInt8(CC_REFRESH)
    }

    /// A command run as if typed, when the line is empty; otherwise the key does `otherwise` (or nothing).
    ///
    /// The line ends through libedit's own Enter (a newline pushed to its input), which moves
    /// below the line and keeps it on the screen; an editor function that returned the line
    /// itself would leave an empty one looking like the end of input.
    func runOnEmptyLine(_ command: String, otherwise keys: String? = nil) -> UInt8 {
        guard wholeLine.isEmpty else {
            if let keys { dogsh_editor_push(editor, keys) }
            return UInt8(CC_NORM)
        }
        _ = el_insertstr(editor, command)
        commandFromKey = command
        dogsh_editor_push(editor, "\n")
        return UInt8(CC_REFRESH)
    }

    /// Ctrl-R: searches the history as the person types, in a prompt that says what it found.
    ///
    /// Each Ctrl-R steps further back; Enter runs the line found; Esc or Ctrl-G gives back the
    /// line as it was; any other key keeps the line found and acts on it. Ctrl-C, news from the
    /// background or a stop end the read with the line as it was, and the editor handles them.
    func historySearch() -> UInt8 {
        let saved = typedLine()
        var search = HistorySearch(entries: history ?? [])
        showSearch(search, saved: saved)
        while true {
            var key: wchar_t = 0
            guard dogsh_editor_read_key(editor, &key) == 1 else {
                leaveSearch(showing: saved, redrawing: false)
                return UInt8(CC_EOF)
            }
            switch key {
            case 0x12:
                search.older()
            case 0x07:
                leaveSearch(showing: saved)
                return UInt8(CC_NORM)
            case 0x1B:
                guard let rest = restOfEscapeKey() else {
                    leaveSearch(showing: saved)
                    return UInt8(CC_NORM)
                }
                // A key, not Esc: it acts on the line found.
                leaveSearch(showing: TypedLine(beforeCursor: search.match ?? saved.whole, afterCursor: ""))
                dogsh_editor_push(editor, "\u{1B}" + rest)
                return UInt8(CC_NORM)
            case 0x7F, 0x08:
                search.deleteBackward()
            case 0x0D, 0x0A:
                leaveSearch(showing: TypedLine(beforeCursor: search.match ?? saved.whole, afterCursor: ""))
                dogsh_editor_push(editor, "\n")
                return UInt8(CC_NORM)
            case 0x20...:
                if let scalar = Unicode.Scalar(UInt32(key)) { search.type(Character(scalar)) }
            default:
                leaveSearch(showing: TypedLine(beforeCursor: search.match ?? saved.whole, afterCursor: ""))
                if let scalar = Unicode.Scalar(UInt32(key)) { dogsh_editor_push(editor, String(Character(scalar))) }
                return UInt8(CC_NORM)
            }
            showSearch(search, saved: saved)
        }
    }

    /// The rest of a key read inside an editor function whose first byte was ESC; nil when it was Esc alone.
    ///
    /// Pushed back after ESC, the key acts on the line as a key typed there does: an arrow moves,
    /// a paste's start reads the paste.
    func restOfEscapeKey() -> String? {
        var rest = [CChar](repeating: 0, count: 16)
        let length = dogsh_editor_take_queued(&rest, rest.count)
        return length > 0 ? String(decoding: rest.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }

    /// Draws the search prompt, `(history) 'whe': where`, with the line found.
    private func showSearch(_ search: HistorySearch, saved: TypedLine) {
        let key: LocalizationKey = search.match == nil && !search.query.isEmpty ? .promptHistorySearchNone : .promptHistorySearch
        let text = search.query.isEmpty ? saved.whole : search.match ?? ""
        redraw(prompt: context.painter.paint(context.strings.text(key, ["query": .typed(search.query)]), .hint), line: TypedLine(beforeCursor: text, afterCursor: ""))
    }

    /// Gives back the session's prompt, with a line and the cursor where it says; drawn at once
    /// unless the read is about to end and the editor draws it anew.
    private func leaveSearch(showing line: TypedLine, redrawing: Bool = true) {
        guard redrawing else {
            showPrompt(prompt)
            replaceLine(with: line.whole)
            return
        }
        redraw(prompt: prompt, line: line)
    }

    /// Draws the line again from the prompt's first column, under another prompt and with another text.
    ///
    /// libedit redraws where it believes the prompt starts; with a prompt of another width it
    /// must start from a cleared line, as a notice does.
    func redraw(prompt newPrompt: String, line: TypedLine) {
        let before = typedLine()
        write(Self.eraseFromPromptStart(rowsAbove: Self.rowsAboveCursor(promptWidth: promptWidth, textWidth: DisplayWidth.of(before.beforeCursor), columns: columns)))
        showPrompt(newPrompt)
        replaceLine(with: line.whole)
        _ = el_cursor(editor, -Int32(line.afterCursor.unicodeScalars.count))
        dogsh_editor_refresh(editor)
    }
}

extension TypedLine {
    /// The text before and after the cursor.
    var whole: String {
        beforeCursor + afterCursor
    }
}
