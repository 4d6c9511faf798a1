/// Downscaling by area averaging: each new pixel is the mean of the source area it covers.
extension Bitmap {
    /// The bitmap resized to `width × height`, each target pixel averaging the source pixels
    /// it covers, weighted by how much of each it covers.
    ///
    /// Done as two separable passes (rows, then columns) in 16.16 fixed point, so a 1024×768
    /// photo becomes 80×60 without any per-pixel allocation. Enlarging works too (each source
    /// pixel then covers several targets), though dogsh only shrinks.
    public func scaled(toWidth newWidth: Int, height newHeight: Int) -> Bitmap {
        precondition(newWidth > 0 && newHeight > 0)
        if newWidth == width, newHeight == height { return self }
        let horizontal = Self.weights(from: width, to: newWidth)
        let vertical = Self.weights(from: height, to: newHeight)
        var rows = [UInt32](repeating: 0, count: newWidth * height * 3)
        rgb.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let sourceRow = y * width * 3
                let targetRow = y * newWidth * 3
                for (x, spans) in horizontal.enumerated() {
                    var red: UInt64 = 0, green: UInt64 = 0, blue: UInt64 = 0
                    for span in spans {
                        let offset = sourceRow + span.index * 3
                        red += UInt64(source[offset]) * UInt64(span.weight)
                        green += UInt64(source[offset + 1]) * UInt64(span.weight)
                        blue += UInt64(source[offset + 2]) * UInt64(span.weight)
                    }
                    rows[targetRow + x * 3] = UInt32(red >> 8)
                    rows[targetRow + x * 3 + 1] = UInt32(green >> 8)
                    rows[targetRow + x * 3 + 2] = UInt32(blue >> 8)
                }
            }
        }
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 3)
        for (y, spans) in vertical.enumerated() {
            for column in 0..<(newWidth * 3) {
                var total: UInt64 = 0
                for span in spans { total += UInt64(rows[span.index * newWidth * 3 + column]) * UInt64(span.weight) }
                result[y * newWidth * 3 + column] = UInt8(min(255, (total + (1 << 23)) >> 24))
            }
        }
        return Bitmap(width: newWidth, height: newHeight, rgb: result)
    }

    /// One source pixel's share of a target pixel, in 1/65536ths.
    struct Span {
        let index: Int
        let weight: UInt32
    }

    /// For each of `target` pixels, the source pixels it covers and their shares, summing to 65536.
    static func weights(from source: Int, to target: Int) -> [[Span]] {
        let scale = Double(source) / Double(target)
        return (0..<target).map { index in
            let start = Double(index) * scale
            let end = Double(index + 1) * scale
            var spans: [Span] = []
            var first = Int(start)
            while Double(first) < end, first < source {
                let covered = min(end, Double(first + 1)) - max(start, Double(first))
                if covered > 0 { spans.append(Span(index: first, weight: UInt32((covered / scale * 65536).rounded()))) }
                first += 1
            }
            let total = spans.reduce(0) { $0 + Int($1.weight) }
            if let last = spans.indices.last { spans[last] = Span(index: spans[last].index, weight: UInt32(Int(spans[last].weight) + 65536 - total)) }
            return spans
        }
    }
}
