/// Finds the palette colour nearest a colour (least squared distance), searching outward from the
/// colour's red value in a palette sorted by red, and stopping once red alone is farther than the best.
///
/// `CachedNearestColor` wraps it for the millions of look-ups dithering makes.
struct NearestColor {
    /// The palette's colours sorted by red, each with its index in the palette.
    private let sorted: [(red: Int, green: Int, blue: Int, index: Int)]

    init(_ palette: ColorPalette) {
        sorted = palette.colors.enumerated()
            .map { (Int($1.red), Int($1.green), Int($1.blue), $0) }
            .sorted { ($0.red, $0.index) < ($1.red, $1.index) }
    }

    /// The index in the palette of the colour nearest `(red, green, blue)`; of equally near ones, the lowest index.
    func index(ofRed red: Int, green: Int, blue: Int) -> Int {
        sorted.withUnsafeBufferPointer { colors in
            // The first colour whose red is at least `red`.
            var low = 0, high = colors.count
            while low < high {
                let middle = (low + high) / 2
                if colors[middle].red < red { low = middle + 1 } else { high = middle }
            }
            var best = Int.max, bestIndex = 0
            func consider(_ color: (red: Int, green: Int, blue: Int, index: Int)) {
                let dr = color.red - red, dg = color.green - green, db = color.blue - blue
                let distance = dr * dr + dg * dg + db * db
                if distance < best || (distance == best && color.index < bestIndex) {
                    best = distance
                    bestIndex = color.index
                }
            }
            var up = low, down = low - 1
            while up < colors.count || down >= 0 {
                if up < colors.count {
                    let dr = colors[up].red - red
                    if dr * dr > best { up = colors.count } else { consider(colors[up]); up += 1 }
                }
                if down >= 0 {
                    let dr = red - colors[down].red
                    if dr * dr > best { down = -1 } else { consider(colors[down]); down -= 1 }
                }
            }
            return bestIndex
        }
    }
}

/// Nearest-colour look-ups remembered by cell of a 64×64×64 grid: the first look-up in a cell
/// searches for the nearest colour to the cell's centre, later ones in the cell read it back.
///
/// The cell is 4 levels wide on each channel, so a colour may get a neighbour of its true nearest
/// when two palette colours are that close; dithering carries the difference to the next pixels.
final class CachedNearestColor {
    private let nearest: NearestColor
    /// One entry per cell: the palette index plus one, or 0 while not yet searched.
    private let cells: UnsafeMutablePointer<UInt16>

    init(_ palette: ColorPalette) {
        nearest = NearestColor(palette)
        cells = .allocate(capacity: 1 << 18)
        cells.initialize(repeating: 0, count: 1 << 18)
    }

    deinit {
        cells.deallocate()
    }

    /// The palette index for a colour whose channels are each within 0–255.
    @inline(__always)
    func index(ofRed red: Int, green: Int, blue: Int) -> Int {
        let cell = (red >> 2) << 12 | (green >> 2) << 6 | (blue >> 2)
        let known = cells[cell]
        if known != 0 { return Int(known) - 1 }
        let found = nearest.index(ofRed: (red & ~3) + 2, green: (green & ~3) + 2, blue: (blue & ~3) + 2)
        cells[cell] = UInt16(found + 1)
        return found
    }
}
