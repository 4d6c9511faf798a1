import DogImaging

/// The xterm 256-colour palette's 6×6×6 cube and grey ramp, as a palette pictures are dithered to.
public enum XtermPalette {
    /// The cube's channel levels.
    static let levels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The first index drawn with: 0–15 are the terminal's own sixteen colours, which themes change.
    static let firstIndex = 16

    /// Entries 16–255 as a palette to dither to: palette position `i` is index `firstIndex + i`.
    static let palette = ColorPalette((firstIndex...255).map { color(of: UInt8($0)) })

    /// The colour a palette index stands for (16–255).
    public static func color(of index: UInt8) -> RGB {
        let value = Int(index)
        if value >= 232 {
            let level = UInt8(8 + 10 * (value - 232))
            return RGB(level, level, level)
        }
        let cube = value - 16
        return RGB(UInt8(levels[cube / 36]), UInt8(levels[(cube / 6) % 6]), UInt8(levels[cube % 6]))
    }
}
