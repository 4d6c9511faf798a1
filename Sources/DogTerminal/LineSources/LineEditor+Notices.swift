import CLibEdit
import CLibEditShim
import Glibc

/// Ends the line editor's wait for a key so the session can show news from the background; safe to call from any thread.
///
/// The editor clears its prompt and the text typed so far and returns `.woken`; the next prompt
/// puts the text back, cursor and all. A wake sent while no line is being read is taken up by the
/// next line's first wait.
public struct PromptWaker: Sendable {
    /// A waker for the process's line editor.
    public init() {}

    /// Asks the editor to show notices as soon as no typed key is waiting.
    public func wake() {
        dogsh_editor_wake()
    }
}

/// The text on the line when a notice interrupted it: what lies before the cursor and after it.
struct TypedLine: Equatable {
    var beforeCursor: String
    var afterCursor: String
}

/// Notices shown while the prompt waits: clearing the prompt, then drawing it again with the typed text.
extension LineEditor {
    /// Keeps the typed text for the next prompt, leaving the screen as it is: after a stop, the
    /// shell has written below the line, and the prompt is drawn again where the cursor is.
    func keepTypedLine() {
        let typed = typedLine()
        interruptedLine = typed.beforeCursor.isEmpty && typed.afterCursor.isEmpty ? nil : typed
    }

    /// Clears the prompt and the typed text from the screen, and keeps the text for the next prompt.
    func clearForNotices() {
        let typed = typedLine()
        write(Self.eraseFromPromptStart(rowsAbove: Self.rowsAboveCursor(promptWidth: promptWidth, textWidth: DisplayWidth.of(typed.beforeCursor), columns: columns)))
        interruptedLine = typed.beforeCursor.isEmpty && typed.afterCursor.isEmpty ? nil : typed
    }

    /// Puts back the text a notice interrupted, with the cursor where it was, and redraws the line.
    ///
    /// libedit has drawn the prompt for an empty line by then; the redraw starts from the prompt's first column.
    func restoreInterruptedLine() {
        guard let typed = interruptedLine else { return }
        interruptedLine = nil
        _ = el_insertstr(editor, typed.beforeCursor + typed.afterCursor)
        _ = el_cursor(editor, -Int32(typed.afterCursor.unicodeScalars.count))
        write(Self.eraseFromPromptStart(rowsAbove: Self.rowsAboveCursor(promptWidth: promptWidth, textWidth: 0, columns: columns)))
        dogsh_editor_refresh(editor)
    }

    /// How many screen rows above the cursor the prompt starts, when the prompt and the text wrap at `columns`.
    ///
    /// libedit wraps a line that fills the last column at once, so a cursor just past a full row sits on the next one.
    static func rowsAboveCursor(promptWidth: Int, textWidth: Int, columns: Int) -> Int {
        guard columns > 0 else { return 0 }
        return (promptWidth + textWidth) / columns
    }

    /// The escape sequence that moves to the prompt's first column, `rowsAbove` rows up, and erases to the end of the screen.
    static func eraseFromPromptStart(rowsAbove: Int) -> String {
        "\r" + (rowsAbove > 0 ? "\u{1B}[\(rowsAbove)A" : "") + "\u{1B}[J"
    }
}
