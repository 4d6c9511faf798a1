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

    /// What `--images auto` decides before any picture is drawn, in this order: nothing unless
    /// standard output is a terminal (and `TERM` is not `dumb`); kitty's or iTerm2's protocol where
    /// the environment names a terminal that has it (not inside tmux, which drops them); else cells,
    /// truecolor where `COLORTERM` says so and 256 colours otherwise, with the terminal to be asked,
    /// before the first picture, whether it draws sixel, and inside tmux in a kitty-protocol
    /// terminal whether tmux passes kitty's escapes on.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ImageModeChoice {
        guard isTerminal, environment["TERM"] != "dumb" else { return .settled(.off) }
        let insideTmux = environment["TMUX"] != nil
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        let kittyTerminal = term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || term == "xterm-ghostty"
        if !insideTmux {
            if kittyTerminal { return .settled(.kitty) }
            if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" { return .settled(.iterm) }
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        let cells: ImageMode = colorTerm == "truecolor" || colorTerm == "24bit" ? .blocks : .palette256
        return ImageModeChoice(mode: cells, asksTerminal: true, kittyOutsideTmux: insideTmux && kittyTerminal)
    }

    /// Reads `auto`, `blocks`, `256`, `kitty`, `iterm`, `sixel` or `off`; `auto` gives nil (detect).
    public static func parse(_ text: String) -> ImageMode?? {
        if text.lowercased() == "auto" { return .some(nil) }
        return ImageMode(rawValue: text.lowercased()).map { .some($0) }
    }
}
