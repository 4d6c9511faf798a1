/// How copied text reached the person.
public enum ClipboardRoute: Hashable, Sendable {
    /// The terminal was asked to put it on the clipboard (OSC 52).
    case terminal
    /// There was no terminal to ask, so the text was printed.
    case printed
}
