import DogImaging

/// Draws a bitmap as a sixel image: a palette fitted to it, error diffusion, then DEC's sixel bands.
///
/// The sequence is `ESC P 0;1;0 q`, the raster size (`"1;1;width;height`, square pixels), the
/// colour registers (`#n;2;r;g;b` in percent), then one band for each six pixel rows: for every
/// colour in the band, its register and one character per column (`?` plus a bit for each of the
/// six rows it covers), runs of four or more written `!count` and the character, `$` back to
/// the band's start, `-` to the next band; `ESC \` ends it. Background select 1 leaves no pixel
/// painted but the image's. Everything written comes from decoded pixels; nothing of a remote
/// file is copied into the sequence.
public enum SixelRenderer {
    /// The escape sequence that draws `bitmap` in at most `colors` colour registers (2–256).
    public static func sequence(_ bitmap: Bitmap, colors: Int = 256) -> String {
        let palette = ColorPalette.fitted(to: bitmap, maximumColors: max(2, min(256, colors))).map(representable)
        return String(decoding: encode(bitmap.dithered(to: palette)), as: UTF8.self)
    }

    /// A colour as a terminal shows it after the round trip through sixel's percentages.
    ///
    /// Dithering aims at these colours, so the error of the rounding is diffused too.
    static func representable(_ color: RGB) -> RGB {
        RGB(byte(percent(color.red)), byte(percent(color.green)), byte(percent(color.blue)))
    }

    /// A channel in percent, as registers take it.
    static func percent(_ value: UInt8) -> Int {
        (Int(value) * 100 + 127) / 255
    }

    /// A percentage back as a byte, as terminals read it.
    static func byte(_ percent: Int) -> UInt8 {
        UInt8((percent * 255 + 50) / 100)
    }

    /// The sixel sequence for pixels already in a palette, as bytes.
    static func encode(_ image: IndexedBitmap) -> [UInt8] {
        let width = image.width, height = image.height
        var out: [UInt8] = []
        out.reserveCapacity(width * height / 2)
        out += Array("\u{1B}P0;1;0q\"1;1;".utf8)
        appendNumber(width, to: &out)
        out.append(UInt8(ascii: ";"))
        appendNumber(height, to: &out)
        for (index, color) in image.palette.colors.enumerated() {
            out.append(UInt8(ascii: "#"))
            appendNumber(index, to: &out)
            out += [UInt8(ascii: ";"), UInt8(ascii: "2"), UInt8(ascii: ";")]
            appendNumber(percent(color.red), to: &out)
            out.append(UInt8(ascii: ";"))
            appendNumber(percent(color.green), to: &out)
            out.append(UInt8(ascii: ";"))
            appendNumber(percent(color.blue), to: &out)
        }
        let colorCount = image.palette.count
        // For each colour, one byte per column of the band: the six rows' bits.
        var bits = [UInt8](repeating: 0, count: colorCount * width)
        var lastColumn = [Int](repeating: -1, count: colorCount)
        var used: [Int] = []
        used.reserveCapacity(colorCount)
        image.indices.withUnsafeBufferPointer { indices in
            bits.withUnsafeMutableBufferPointer { bits in
                var top = 0
                while top < height {
                    used.removeAll(keepingCapacity: true)
                    for row in 0..<min(6, height - top) {
                        let start = (top + row) * width
                        let bit = UInt8(1) << row
                        for x in 0..<width {
                            let color = Int(indices[start + x])
                            if lastColumn[color] < 0 { used.append(color) }
                            if x > lastColumn[color] { lastColumn[color] = x }
                            bits[color * width + x] |= bit
                        }
                    }
                    for (position, color) in used.enumerated() {
                        if position > 0 { out.append(UInt8(ascii: "$")) }
                        out.append(UInt8(ascii: "#"))
                        appendNumber(color, to: &out)
                        let base = color * width
                        var run = bits[base], count = 1
                        for x in 1..<(lastColumn[color] + 1) {
                            let value = bits[base + x]
                            if value == run {
                                count += 1
                            } else {
                                appendRun(run, count, to: &out)
                                run = value
                                count = 1
                            }
                        }
                        appendRun(run, count, to: &out)
                        for x in 0...lastColumn[color] { bits[base + x] = 0 }
                        lastColumn[color] = -1
                    }
                    top += 6
                    if top < height { out.append(UInt8(ascii: "-")) }
                }
            }
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }

    /// `count` sixels of six bits: `!count` and the character for four or more, else the character repeated.
    @inline(__always)
    private static func appendRun(_ bits: UInt8, _ count: Int, to out: inout [UInt8]) {
        let character = 63 + bits
        if count >= 4 {
            out.append(UInt8(ascii: "!"))
            appendNumber(count, to: &out)
            out.append(character)
        } else {
            for _ in 0..<count { out.append(character) }
        }
    }

    /// A non-negative number in decimal digits.
    @inline(__always)
    private static func appendNumber(_ value: Int, to out: inout [UInt8]) {
        if value >= 10 { appendNumber(value / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
