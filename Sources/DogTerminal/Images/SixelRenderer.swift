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
        return encode(bitmap.dithered(to: palette))
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

    /// The sixel sequence for pixels already in a palette.
    ///
    /// The bytes are written through a pointer into a buffer grown ahead of each colour's row,
    /// since an 800 × 600 picture writes about a megabyte a byte at a time (a profile had
    /// `Array.append`'s checks at a third of the encoder's time).
    static func encode(_ image: IndexedBitmap) -> String {
        let width = image.width, height = image.height
        var out = ByteWriter(capacity: width * height / 2 + 4096)
        defer { out.free() }
        out.reserve(64 + 24 * image.palette.count)
        out.append("\u{1B}P0;1;0q\"1;1;")
        out.number(width)
        out.append(UInt8(ascii: ";"))
        out.number(height)
        for (index, color) in image.palette.colors.enumerated() {
            out.append(UInt8(ascii: "#"))
            out.number(index)
            out.append(";2;")
            out.number(percent(color.red))
            out.append(UInt8(ascii: ";"))
            out.number(percent(color.green))
            out.append(UInt8(ascii: ";"))
            out.number(percent(color.blue))
        }
        let colorCount = image.palette.count
        // For each colour, one byte per column of the band: the six rows' bits; and the columns it spans.
        let bits = UnsafeMutablePointer<UInt8>.allocate(capacity: colorCount * width)
        bits.initialize(repeating: 0, count: colorCount * width)
        defer { bits.deallocate() }
        var firstColumn = [Int](repeating: Int.max, count: colorCount)
        var lastColumn = [Int](repeating: -1, count: colorCount)
        var used: [Int] = []
        used.reserveCapacity(colorCount)
        image.indices.withUnsafeBufferPointer { indices in
            var top = 0
            while top < height {
                used.removeAll(keepingCapacity: true)
                for row in 0..<min(6, height - top) {
                    let start = (top + row) * width
                    let bit = UInt8(1) << row
                    for x in 0..<width {
                        let color = Int(indices[start + x])
                        if lastColumn[color] < 0 { used.append(color); firstColumn[color] = x }
                        if x > lastColumn[color] { lastColumn[color] = x }
                        if x < firstColumn[color] { firstColumn[color] = x }
                        bits[color * width + x] |= bit
                    }
                }
                for (position, color) in used.enumerated() {
                    let row = bits + color * width
                    let first = firstColumn[color], last = lastColumn[color]
                    out.reserve(last - first + 48)
                    if position > 0 { out.append(UInt8(ascii: "$")) }
                    out.append(UInt8(ascii: "#"))
                    out.number(color)
                    if first > 0 { out.run(0, first) }
                    var run = row[first], count = 1
                    var x = first + 1
                    while x <= last {
                        let value = row[x]
                        if value == run {
                            count += 1
                        } else {
                            out.run(run, count)
                            run = value
                            count = 1
                        }
                        x += 1
                    }
                    out.run(run, count)
                    (row + first).update(repeating: 0, count: last - first + 1)
                    firstColumn[color] = Int.max
                    lastColumn[color] = -1
                }
                top += 6
                if top < height { out.reserve(1); out.append(UInt8(ascii: "-")) }
            }
        }
        out.reserve(2)
        out.append("\u{1B}\\")
        return out.string
    }
}

/// A growable byte buffer written through a pointer: `reserve` before appending, then append without checks.
private struct ByteWriter {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Makes room for `extra` more bytes.
    mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = grown
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Appends ASCII text, making room for it.
    mutating func append(_ text: StaticString) {
        reserve(text.utf8CodeUnitCount)
        text.withUTF8Buffer { for byte in $0 { append(byte) } }
    }

    /// Appends a non-negative number of at most 19 digits in decimal.
    @inline(__always)
    mutating func number(_ value: Int) {
        reserve(20)
        if value < 10 {
            append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var length = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { digits in
            repeat {
                digits[length] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                length += 1
            } while rest > 0
            for index in stride(from: length - 1, through: 0, by: -1) { append(digits[index]) }
        }
    }

    /// `count` sixels of six bits: `!count` and the character for four or more, else the character repeated.
    @inline(__always)
    mutating func run(_ bits: UInt8, _ count: Int) {
        reserve(24)
        let character = 63 + bits
        if count >= 4 {
            append(UInt8(ascii: "!"))
            number(count)
            append(character)
        } else {
            for _ in 0..<count { append(character) }
        }
    }

    /// The bytes as text (they are ASCII).
    var string: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    func free() {
        base.deallocate()
    }
}
