import DogCore

/// How pictures will be drawn, as far as it is known before the first one: a mode, and whether
/// the terminal (and tmux) are to be asked for a better one when a picture is about to be drawn.
public struct ImageModeChoice: Hashable, Sendable {
    /// The mode drawn when nothing better is learnt; grids and thumbnails use it when it draws cells.
    public let mode: ImageMode
    /// Whether to ask the terminal (`TerminalQuery`) before the first picture: sixel where it says so.
    public let asksTerminal: Bool
    /// Whether dogsh runs inside tmux in a terminal with kitty's protocol: kitty through tmux's passthrough where tmux allows it.
    public let kittyOutsideTmux: Bool

    /// Creates a choice.
    public init(mode: ImageMode, asksTerminal: Bool = false, kittyOutsideTmux: Bool = false) {
        self.mode = mode
        self.asksTerminal = asksTerminal
        self.kittyOutsideTmux = kittyOutsideTmux
    }

    /// A mode chosen for good: `--images` named it, or nothing is left to ask.
    public static func settled(_ mode: ImageMode) -> ImageModeChoice {
        ImageModeChoice(mode: mode)
    }

    /// Whether anything is to be asked before the first picture.
    public var asksBeforeDrawing: Bool {
        asksTerminal || kittyOutsideTmux
    }

    /// The mode once asked: kitty's protocol through tmux where tmux passes it on, then sixel where
    /// the terminal says it has it, else `mode` (cells), as before asking.
    public func resolved(answers: TerminalAnswers?, tmuxPassesThrough: Bool) -> ImageMode {
        if kittyOutsideTmux, tmuxPassesThrough { return .kitty }
        if asksTerminal, answers?.hasSixel == true { return .sixel }
        return mode
    }
}
