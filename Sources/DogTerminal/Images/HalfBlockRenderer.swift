import DogImaging

/// Draws a bitmap with upper half-blocks: each cell shows two pixels, the top as the
/// foreground colour of `▀` and the bottom as the background.
///
/// Colour codes are written only when they change, a cell whose two pixels match is a
/// space on the background colour, and every line ends by resetting the colours.
public struct HalfBlockRenderer: Sendable {
    /// The colours to write in.
    public enum Colors: Sendable {
        /// `ESC[38;2;r;g;bm`: 24-bit colour.
        case truecolor
        /// `ESC[38;5;nm`: the xterm 256-colour palette.
        case palette256
    }

    /// The colours to write in.
    public let colors: Colors

    /// Creates a renderer.
    public init(colors: Colors) {
        self.colors = colors
    }

    /// One line per row of cells: pixel rows 2y and 2y + 1 (the last row alone when the height is odd).
    public func lines(_ bitmap: Bitmap) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity((bitmap.height + 1) / 2)
        var y = 0
        while y < bitmap.height {
            var line = ""
            line.reserveCapacity(bitmap.width * 24)
            var foreground: Int?
            var background: Int?
            for x in 0..<bitmap.width {
                let top = code(bitmap[x, y])
                let bottom = y + 1 < bitmap.height ? code(bitmap[x, y + 1]) : nil
                if let bottom, bottom == top {
                    if background != top { line += sequence(top, background: true); background = top }
                    line += " "
                } else if let bottom {
                    if foreground != top { line += sequence(top, background: false); foreground = top }
                    if background != bottom { line += sequence(bottom, background: true); background = bottom }
                    line += "▀"
                } else {
                    if background != nil { line += "\u{1B}[49m"; background = nil }
                    if foreground != top { line += sequence(top, background: false); foreground = top }
                    line += "▀"
                }
            }
            lines.append(line + "\u{1B}[0m")
            y += 2
        }
        return lines
    }

    /// The colour as a number: 24-bit RGB, or a palette index.
    private func code(_ color: RGB) -> Int {
        switch colors {
        case .truecolor: Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
        case .palette256: Int(XtermPalette.index(of: color))
        }
    }

    private func sequence(_ code: Int, background: Bool) -> String {
        let layer = background ? "48" : "38"
        switch colors {
        case .truecolor: return "\u{1B}[\(layer);2;\(code >> 16);\((code >> 8) & 0xFF);\(code & 0xFF)m"
        case .palette256: return "\u{1B}[\(layer);5;\(code)m"
        }
    }
}
