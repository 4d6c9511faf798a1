/// Fitting a palette to an image: Xiaolin Wu's variance-minimising quantiser, then k-means.
///
/// Written here rather than taken from libsixel (which dogsh does not link, BENCHMARKS.md, issue
/// 30): Wu's cuts of a 32×32×32 colour histogram find boxes of nearly least squared error in a
/// few milliseconds for any image size, and two k-means passes over the histogram's occupied
/// cells move each colour to the mean of the cells nearest it. On the benchmark's photos this
/// scores higher PSNR than img2sixel's median cut in a fraction of its time.
extension ColorPalette {
    /// Channel levels of the histogram: 5 bits, so the moments fit in 33³ cells.
    static let histogramSide = 33

    /// A palette of at most `maximumColors` colours (1–256) fitted to the bitmap's pixels.
    ///
    /// An image with no more distinct colours than that keeps exactly its own colours.
    public static func fitted(to bitmap: Bitmap, maximumColors: Int = 256, refinements: Int = 2) -> ColorPalette {
        let limit = max(1, min(256, maximumColors))
        if let exact = exactColors(of: bitmap, limit: limit) { return ColorPalette(exact) }
        let moments = Moments(bitmap)
        var colors = moments.cutBoxes(limit)
        for _ in 0..<refinements { colors = moments.refined(colors) }
        return ColorPalette(colors)
    }

    /// The image's own colours when it has at most `limit`, in first-seen order; nil when it has more.
    static func exactColors(of bitmap: Bitmap, limit: Int) -> [RGB]? {
        var seen: [Int: Int] = [:]
        var colors: [RGB] = []
        return bitmap.rgb.withUnsafeBufferPointer { pixels -> [RGB]? in
            var offset = 0
            while offset < pixels.count {
                let key = Int(pixels[offset]) << 16 | Int(pixels[offset + 1]) << 8 | Int(pixels[offset + 2])
                if seen[key] == nil {
                    if colors.count == limit { return nil }
                    seen[key] = colors.count
                    colors.append(RGB(pixels[offset], pixels[offset + 1], pixels[offset + 2]))
                }
                offset += 3
            }
            return colors
        }
    }
}

/// The cumulative moments of an image's colour histogram, as Wu's quantiser needs them.
///
/// Each array has one entry per histogram cell (33³, index 0 of each axis left at zero), and after
/// `accumulate` each entry holds the sums over the box from the origin to that cell: the pixel
/// count, the sums of red, green and blue, and the sum of squared lengths. Any box's sums are then
/// eight look-ups.
struct Moments {
    static let side = ColorPalette.histogramSide
    var weight: [Int64]
    var red: [Int64]
    var green: [Int64]
    var blue: [Int64]
    var squares: [Double]
    /// The occupied cells before accumulation: their pixel count and mean colour, for k-means.
    var cells: [(count: Int64, red: Double, green: Double, blue: Double)] = []

    /// The histogram of a bitmap, accumulated.
    init(_ bitmap: Bitmap) {
        let count = Self.side * Self.side * Self.side
        weight = [Int64](repeating: 0, count: count)
        red = weight
        green = weight
        blue = weight
        squares = [Double](repeating: 0, count: count)
        bitmap.rgb.withUnsafeBufferPointer { pixels in
            weight.withUnsafeMutableBufferPointer { weight in
                red.withUnsafeMutableBufferPointer { red in
                    green.withUnsafeMutableBufferPointer { green in
                        blue.withUnsafeMutableBufferPointer { blue in
                            squares.withUnsafeMutableBufferPointer { squares in
                                var offset = 0
                                while offset < pixels.count {
                                    let r = Int(pixels[offset]), g = Int(pixels[offset + 1]), b = Int(pixels[offset + 2])
                                    let index = Self.index((r >> 3) + 1, (g >> 3) + 1, (b >> 3) + 1)
                                    weight[index] += 1
                                    red[index] += Int64(r)
                                    green[index] += Int64(g)
                                    blue[index] += Int64(b)
                                    squares[index] += Double(r * r + g * g + b * b)
                                    offset += 3
                                }
                            }
                        }
                    }
                }
            }
        }
        for index in 0..<count where weight[index] > 0 {
            let total = Double(weight[index])
            cells.append((weight[index], Double(red[index]) / total, Double(green[index]) / total, Double(blue[index]) / total))
        }
        accumulate()
    }

    static func index(_ r: Int, _ g: Int, _ b: Int) -> Int {
        (r * side + g) * side + b
    }

    /// Turns per-cell sums into sums over the box from the origin to each cell.
    private mutating func accumulate() {
        let side = Self.side
        for r in 1..<side {
            var area = [Int64](repeating: 0, count: side * 4)
            var areaSquares = [Double](repeating: 0, count: side)
            for g in 1..<side {
                var line: (Int64, Int64, Int64, Int64) = (0, 0, 0, 0)
                var lineSquares = 0.0
                for b in 1..<side {
                    let index = Self.index(r, g, b)
                    line.0 += weight[index]
                    line.1 += red[index]
                    line.2 += green[index]
                    line.3 += blue[index]
                    lineSquares += squares[index]
                    area[b * 4] += line.0
                    area[b * 4 + 1] += line.1
                    area[b * 4 + 2] += line.2
                    area[b * 4 + 3] += line.3
                    areaSquares[b] += lineSquares
                    let below = Self.index(r - 1, g, b)
                    weight[index] = weight[below] + area[b * 4]
                    red[index] = red[below] + area[b * 4 + 1]
                    green[index] = green[below] + area[b * 4 + 2]
                    blue[index] = blue[below] + area[b * 4 + 3]
                    squares[index] = squares[below] + areaSquares[b]
                }
            }
        }
    }

    /// A box of histogram cells: lower bounds exclusive, upper bounds inclusive, as Wu defines them.
    struct Box {
        var r0 = 0, r1 = 0, g0 = 0, g1 = 0, b0 = 0, b1 = 0

        var volume: Int {
            (r1 - r0) * (g1 - g0) * (b1 - b0)
        }
    }

    /// The sum of a moment over a box.
    func sum<T: AdditiveArithmetic>(_ moment: [T], _ box: Box) -> T {
        moment[Self.index(box.r1, box.g1, box.b1)] - moment[Self.index(box.r1, box.g1, box.b0)]
            - moment[Self.index(box.r1, box.g0, box.b1)] + moment[Self.index(box.r1, box.g0, box.b0)]
            - moment[Self.index(box.r0, box.g1, box.b1)] + moment[Self.index(box.r0, box.g1, box.b0)]
            + moment[Self.index(box.r0, box.g0, box.b1)] - moment[Self.index(box.r0, box.g0, box.b0)]
    }

    /// The squared error of a box's pixels about their mean, times their count.
    func variance(_ box: Box) -> Double {
        let r = Double(sum(red, box)), g = Double(sum(green, box)), b = Double(sum(blue, box))
        let w = Double(sum(weight, box))
        guard w > 0 else { return 0 }
        return sum(squares, box) - (r * r + g * g + b * b) / w
    }

    enum Axis { case red, green, blue }

    /// The sum of a moment over the part of a box below `position` on an axis (the "bottom" and "top" of Wu's paper together).
    private func partial(_ moment: [Int64], _ box: Box, _ axis: Axis, _ position: Int) -> Int64 {
        var part = box
        switch axis {
        case .red: part.r1 = position
        case .green: part.g1 = position
        case .blue: part.b1 = position
        }
        return sum(moment, part)
    }

    /// The best cut of a box on one axis: where the two halves' between-class score is highest, and that score.
    private func bestCut(_ box: Box, _ axis: Axis, whole: (Int64, Int64, Int64, Int64)) -> (position: Int, score: Double)? {
        let (first, last): (Int, Int) = switch axis {
        case .red: (box.r0 + 1, box.r1)
        case .green: (box.g0 + 1, box.g1)
        case .blue: (box.b0 + 1, box.b1)
        }
        var best: (position: Int, score: Double)?
        for position in first..<last {
            let w = partial(weight, box, axis, position)
            let rest = whole.0 - w
            guard w > 0, rest > 0 else { continue }
            let r = Double(partial(red, box, axis, position)), g = Double(partial(green, box, axis, position))
            let b = Double(partial(blue, box, axis, position))
            var score = (r * r + g * g + b * b) / Double(w)
            let rr = Double(whole.1) - r, rg = Double(whole.2) - g, rb = Double(whole.3) - b
            score += (rr * rr + rg * rg + rb * rb) / Double(rest)
            if score > (best?.score ?? -1) { best = (position, score) }
        }
        return best
    }

    /// Splits a box in two where that lowers the squared error most; nil when it cannot be split.
    private func split(_ box: Box) -> (Box, Box)? {
        let whole = (sum(weight, box), sum(red, box), sum(green, box), sum(blue, box))
        let cuts = [Axis.red, .green, .blue].compactMap { axis in bestCut(box, axis, whole: whole).map { (axis, $0) } }
        guard let (axis, cut) = cuts.max(by: { $0.1.score < $1.1.score }) else { return nil }
        var lower = box, upper = box
        switch axis {
        case .red: lower.r1 = cut.position; upper.r0 = cut.position
        case .green: lower.g1 = cut.position; upper.g0 = cut.position
        case .blue: lower.b1 = cut.position; upper.b0 = cut.position
        }
        return (lower, upper)
    }

    /// Up to `count` boxes, each time splitting the box of largest squared error; each box's mean colour.
    func cutBoxes(_ count: Int) -> [RGB] {
        var boxes = [Box(r0: 0, r1: Self.side - 1, g0: 0, g1: Self.side - 1, b0: 0, b1: Self.side - 1)]
        var errors = [variance(boxes[0])]
        while boxes.count < count {
            guard let worst = errors.indices.max(by: { errors[$0] < errors[$1] }), errors[worst] > 0 else { break }
            guard let (lower, upper) = split(boxes[worst]) else {
                errors[worst] = 0
                continue
            }
            boxes[worst] = lower
            errors[worst] = lower.volume > 1 ? variance(lower) : 0
            boxes.append(upper)
            errors.append(upper.volume > 1 ? variance(upper) : 0)
        }
        return boxes.compactMap { box in
            let w = sum(weight, box)
            guard w > 0 else { return nil }
            func mean(_ moment: [Int64]) -> UInt8 { UInt8(min(255, (sum(moment, box) + w / 2) / w)) }
            return RGB(mean(red), mean(green), mean(blue))
        }
    }

    /// One k-means pass over the occupied cells: each colour moves to the mean of the pixels whose cells are nearest it.
    func refined(_ colors: [RGB]) -> [RGB] {
        var totals = [(count: Double, red: Double, green: Double, blue: Double)](repeating: (0, 0, 0, 0), count: colors.count)
        let table = NearestColor(ColorPalette(colors))
        for cell in cells {
            let nearest = table.index(ofRed: Int(cell.red.rounded()), green: Int(cell.green.rounded()), blue: Int(cell.blue.rounded()))
            let count = Double(cell.count)
            totals[nearest].count += count
            totals[nearest].red += cell.red * count
            totals[nearest].green += cell.green * count
            totals[nearest].blue += cell.blue * count
        }
        return zip(colors, totals).map { color, total in
            guard total.count > 0 else { return color }
            func channel(_ sum: Double) -> UInt8 { UInt8(min(255, max(0, (sum / total.count).rounded()))) }
            return RGB(channel(total.red), channel(total.green), channel(total.blue))
        }
    }
}
