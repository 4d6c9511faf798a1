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
    ///
    /// Lines are assembled as UTF-8 bytes with a table of the decimal forms of 0–255, since
    /// an 80-column image writes some 2,400 colour codes.
    ///
    /// In 256 colours the picture is first dithered to the palette (Floyd–Steinberg, as sixel
    /// is), so an area between two entries mixes them: mapped pixel by pixel, a red rose came out
    /// with orange and brown patches, since the palette's cube is coarse where reds differ.
    public func lines(_ bitmap: Bitmap) -> [String] {
        let dithered: IndexedBitmap? = switch colors {
        case .truecolor: nil
        case .palette256: bitmap.dithered(to: XtermPalette.palette)
        }
        func code(_ x: Int, _ y: Int) -> Int {
            if let dithered { return XtermPalette.firstIndex + Int(dithered.indices[y * bitmap.width + x]) }
            let color = bitmap[x, y]
            return Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
        }
        var lines: [String] = []
        lines.reserveCapacity((bitmap.height + 1) / 2)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(bitmap.width * 40)
        var y = 0
        while y < bitmap.height {
            bytes.removeAll(keepingCapacity: true)
            var foreground: Int?
            var background: Int?
            for x in 0..<bitmap.width {
                let top = code(x, y)
                let bottom = y + 1 < bitmap.height ? code(x, y + 1) : nil
                if let bottom, bottom == top {
                    if background != top { append(top, background: true, to: &bytes); background = top }
                    bytes.append(0x20)
                } else if let bottom {
                    if foreground != top { append(top, background: false, to: &bytes); foreground = top }
                    if background != bottom { append(bottom, background: true, to: &bytes); background = bottom }
                    bytes += Self.upperHalf
                } else {
                    if foreground != top { append(top, background: false, to: &bytes); foreground = top }
                    bytes += Self.upperHalf
                }
            }
            bytes += Self.reset
            lines.append(String(decoding: bytes, as: UTF8.self))
            y += 2
        }
        return lines
    }

    /// `▀` in UTF-8.
    private static let upperHalf: [UInt8] = Array("▀".utf8)
    /// `ESC[0m`.
    private static let reset: [UInt8] = Array("\u{1B}[0m".utf8)
    /// The decimal digits of 0–255.
    private static let decimals: [[UInt8]] = (0...255).map { Array(String($0).utf8) }

    /// Appends `ESC[38;2;r;g;bm` (or `48`, or `;5;n`) for a colour code.
    private func append(_ code: Int, background: Bool, to bytes: inout [UInt8]) {
        bytes += [0x1B, UInt8(ascii: "["), UInt8(ascii: background ? "4" : "3"), UInt8(ascii: "8"), UInt8(ascii: ";")]
        switch colors {
        case .truecolor:
            bytes += [UInt8(ascii: "2"), UInt8(ascii: ";")]
            bytes += Self.decimals[code >> 16]
            bytes.append(UInt8(ascii: ";"))
            bytes += Self.decimals[(code >> 8) & 0xFF]
            bytes.append(UInt8(ascii: ";"))
            bytes += Self.decimals[code & 0xFF]
        case .palette256:
            bytes += [UInt8(ascii: "5"), UInt8(ascii: ";")]
            bytes += Self.decimals[code]
        }
        bytes.append(UInt8(ascii: "m"))
    }
}
