import CLibEdit
import CLibEditShim
import Glibc

/// Pasting at the prompt: a terminal in bracketed paste mode marks pasted text, which the editor
/// types into the line as text (`PastedText`), so a paste never runs anything by itself.
///
/// The shim switches the mode on when a line's read starts and off when it ends, so commands run
/// with it off; it goes off too before the process stops (Ctrl-Z) or ends on a signal during a
/// read. The start of a paste, `ESC [ 200 ~`, is bound to `paste()`, which reads up to the
/// `ESC [ 201 ~` that ends it; Ctrl-C meanwhile ends the read and clears the line as ever.
extension LineEditor {
    /// The most bytes of one paste kept; the rest is read and dropped.
    ///
    /// No command needs a line near that long; it keeps a whole file pasted by mistake from
    /// becoming one line.
    static let pasteLimit = 16 * 1024

    /// Whether the terminal is asked to mark pastes: when standard input and the editor's output are
    /// a terminal, and `TERM` names a terminal that is not `dumb` (emacs's shell buffer says `dumb`).
    static func marksPastes(terminalType: String?, output: Int32) -> Bool {
        guard let terminalType, !terminalType.isEmpty, terminalType != "dumb" else { return false }
        return TerminalInfo.isTerminal(STDIN_FILENO) && TerminalInfo.isTerminal(output)
    }

    /// The start of a paste: reads the pasted text and inserts it at the cursor as one line.
    func paste() -> UInt8 {
        var bytes = [CChar](repeating: 0, count: Self.pasteLimit)
        let count = dogsh_editor_read_paste(&bytes, bytes.count)
        // Ctrl-C, a stop or the end of input came first: the read ends, and `readLine` says which.
        guard count >= 0 else { return UInt8(CC_EOF) }
        pendingList = nil
        let text = PastedText.line(from: bytes.prefix(count).map { UInt8(bitPattern: $0) }, asciiOnly: !Self.localeIsUTF8)
        guard !text.isEmpty else { return UInt8(CC_NORM) }
        _ = el_insertstr(editor, text)
        return UInt8(CC_REFRESH)
    }
}
