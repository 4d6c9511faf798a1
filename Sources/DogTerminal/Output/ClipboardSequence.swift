import FoundationEssentials

/// The OSC 52 sequence that asks a terminal to put text on the system clipboard.
///
/// Terminals such as xterm, kitty, iTerm2, WezTerm, foot and Windows Terminal honour it, over
/// ssh too; tmux takes it into its paste buffer when `set-clipboard` is on, and passes it on
/// to the terminal outside.
public enum ClipboardSequence {
    /// `ESC ] 52 ; c ; <base64> BEL` for the text.
    public static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }
}
