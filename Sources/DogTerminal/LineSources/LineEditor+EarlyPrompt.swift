import CLibEditShim
import Glibc

/// The first prompt, drawn before libedit and the session are set up, and taken over by the editor.
///
/// Echo and line editing by the terminal go off before the prompt is drawn, so keys typed while
/// dogsh starts wait unseen and untouched in the terminal's input; libedit reads and shows them
/// once `readLine` begins, over the same prompt. Left to the terminal, a Ctrl-U or a backspace
/// typed or pasted meanwhile was applied by the kernel's line editing, a paste's markers with it
/// (the paste test caught `ope\tpu^Ug…` arriving as `g`). libedit's own set-up turns both on
/// again, so the editor turns them off at once and leaves them off until libedit's first read
/// takes the terminal into raw mode; it gives the terminal its first settings back when it ends.
/// Bracketed paste goes on with the prompt, so a paste meanwhile waits
/// marked for the first read, as one at any later prompt does (`LineEditor+Paste.swift`).
extension LineEditor {
    /// The terminal's settings before the first prompt held keys; nil when no prompt came first.
    nonisolated(unsafe) static var settingsBeforeFirstPrompt: termios?

    /// Holds keys typed meanwhile (no echo, no line editing) and shows the first prompt on the terminal the editor will draw on.
    ///
    /// It needs nothing of libedit, so a person sees it before libedit and the session exist.
    /// `terminalType` is `TERM`, which says whether the terminal is asked to mark pastes.
    public static func showFirstPrompt(_ prompt: String, terminalType: String?) {
        var settings = termios()
        if tcgetattr(STDIN_FILENO, &settings) == 0 {
            settingsBeforeFirstPrompt = settings
            holdKeys(&settings)
        }
        let output = terminalOutput()
        if marksPastes(terminalType: terminalType, output: output) {
            dogsh_editor_set_bracketed_paste(output)
            dogsh_bracketed_paste_on()
        }
        StandardStreams.writeAll(Array(prompt.utf8), to: output)
    }

    /// Clears the first prompt and gives the terminal its settings back, when no editor takes it over.
    public static func withdrawFirstPrompt() {
        StandardStreams.writeAll(Array("\r\u{1B}[K".utf8), to: terminalOutput())
        dogsh_bracketed_paste_off()
        guard var settings = settingsBeforeFirstPrompt else { return }
        settingsBeforeFirstPrompt = nil
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }

    /// Takes over the first prompt, if one is on the screen, until the first read draws it again.
    func takeOverFirstPrompt() {
        guard var settings = Self.settingsBeforeFirstPrompt else { return }
        Self.settingsBeforeFirstPrompt = nil
        showsEarlyPrompt = true
        Self.holdKeys(&settings)
    }

    /// Sets the terminal to keep keys as typed, unseen, for libedit's first read: no echo and no
    /// line editing (as libedit's own editing mode has it), a read waiting for one byte; signals stay.
    private static func holdKeys(_ settings: inout termios) {
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }

    /// Clears a prompt shown early, so output can take its place; the next read draws it again.
    public func eraseEarlyPrompt() {
        guard showsEarlyPrompt else { return }
        write("\r\u{1B}[K")
    }
}
