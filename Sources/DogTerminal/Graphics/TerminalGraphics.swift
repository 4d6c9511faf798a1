import DogImaging

/// What is known of how a terminal draws pixels: its cell size, the largest sixel image and the
/// colour registers it takes, and whether escapes must pass through tmux; defaults where it said nothing.
public struct TerminalGraphics: Hashable, Sendable {
    /// A cell's size when the terminal does not say: VT340's 10 × 20 pixels, about what most fonts give.
    public static let defaultCell = PixelSize(width: 10, height: 20)

    /// One cell in pixels.
    public var cell: PixelSize
    /// The largest sixel image the terminal draws, when it says (XTSMGRAPHICS).
    public var sixelLimit: PixelSize?
    /// The sixel colour registers, at most 256 used.
    public var colorRegisters: Int
    /// Whether image escapes are wrapped in tmux's passthrough sequence to reach the terminal outside it.
    public var tmuxPassthrough: Bool

    /// Creates a description; by default a 10 × 20 cell, no known limit, 256 colours, no tmux.
    public init(cell: PixelSize? = nil, sixelLimit: PixelSize? = nil, colorRegisters: Int? = nil, tmuxPassthrough: Bool = false) {
        self.cell = cell ?? Self.defaultCell
        self.sixelLimit = sixelLimit
        self.colorRegisters = max(2, min(256, colorRegisters ?? 256))
        self.tmuxPassthrough = tmuxPassthrough
    }
}
