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

    /// Reads `auto`, `blocks`, `256`, `kitty`, `iterm`, `sixel` or `off`; `auto` gives nil (detect).
    public static func parse(_ text: String) -> ImageMode?? {
        if text.lowercased() == "auto" { return .some(nil) }
        return ImageMode(rawValue: text.lowercased()).map { .some($0) }
    }

    /// The mode's name in force: `--images` when it names a mode, else the settings file's `images`, else `auto`.
    ///
    /// `--images auto` is the flag's default, so it cannot be told from no flag: the file's setting then holds.
    public static func setting(flag: String, file: String?) -> String {
        if parse(flag) != .some(nil) { return flag }
        return file.flatMap { parse($0) == nil ? nil : $0 } ?? "auto"
    }
}
