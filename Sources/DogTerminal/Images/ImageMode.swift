/// How images are drawn: colour blocks, or a terminal's own image protocol, or not at all.
public enum ImageMode: String, CaseIterable, Hashable, Sendable {
    /// No images; screens show image URLs.
    case off
    /// Unicode upper half-blocks in 24-bit colour, two pixels per cell: works in nearly every terminal.
    case blocks
    /// Half-blocks in the xterm 256-colour palette, for terminals without truecolor.
    case palette256 = "256"
    /// kitty's graphics protocol (kitty, Ghostty, WezTerm).
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm
    /// DEC sixel graphics (xterm, foot, mlterm, Konsole, Windows Terminal, tmux 3.4 and later built with it).
    case sixel

    /// Whether the mode draws with text cells (and so can sit beside text, as grids and thumbnails do).
    public var drawsWithCells: Bool {
        self == .blocks || self == .palette256
    }

    /// The mode `--images auto` picks: nothing unless standard output is a terminal; then the
    /// terminal's own protocol where it says it has one, truecolor blocks where `COLORTERM`
    /// says so, and 256 colours otherwise. Inside tmux, protocols are not used (tmux drops them).
    public static func detect(environment: [String: String], isTerminal: Bool) -> ImageMode {
        guard isTerminal else { return .off }
        if environment["TERM"] == "dumb" { return .off }
        let insideTmux = environment["TMUX"] != nil
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if !insideTmux {
            if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || term == "xterm-ghostty" { return .kitty }
            if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" { return .iterm }
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        return colorTerm == "truecolor" || colorTerm == "24bit" ? .blocks : .palette256
    }

    /// Reads `auto`, `blocks`, `256`, `kitty`, `iterm`, `sixel` or `off`; `auto` gives nil (detect).
    public static func parse(_ text: String) -> ImageMode?? {
        if text.lowercased() == "auto" { return .some(nil) }
        return ImageMode(rawValue: text.lowercased()).map { .some($0) }
    }
}
