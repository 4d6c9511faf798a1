/// Error diffusion: drawing a bitmap in the colours of a palette.
extension Bitmap {
    /// The bitmap in the palette's colours, with Floyd–Steinberg error diffusion along alternate
    /// directions (serpentine), so areas between two palette colours mix them instead of banding.
    ///
    /// `diffusion` is the share of each pixel's error passed on (0 maps each pixel to its nearest
    /// colour, 1 is Floyd and Steinberg's full error); a little under 1 keeps smooth areas from
    /// speckling. The error is carried in integers, in 1/4096ths of a level.
    public func dithered(to palette: ColorPalette, diffusion: Double = 0.875) -> IndexedBitmap {
        let nearest = CachedNearestColor(palette)
        let colors = palette.colors.flatMap { [Int($0.red), Int($0.green), Int($0.blue)] }
        let share = Int((max(0, min(1, diffusion)) * 256).rounded())
        var indices = [UInt8](repeating: 0, count: width * height)
        // Two rows of carried error (this one and the next), with a spare pixel at each end.
        let stride = (width + 2) * 3
        var current = UnsafeMutablePointer<Int32>.allocate(capacity: stride)
        var next = UnsafeMutablePointer<Int32>.allocate(capacity: stride)
        current.initialize(repeating: 0, count: stride)
        next.initialize(repeating: 0, count: stride)
        defer {
            current.deallocate()
            next.deallocate()
        }
        let width = width, height = height
        rgb.withUnsafeBufferPointer { pixels in
            colors.withUnsafeBufferPointer { colors in
                indices.withUnsafeMutableBufferPointer { indices in
                    for y in 0..<height {
                        let leftToRight = y % 2 == 0
                        let step = leftToRight ? 1 : -1
                        var x = leftToRight ? 0 : width - 1
                        for _ in 0..<width {
                            let source = (y * width + x) * 3
                            let slot = (x + 1) * 3
                            let red = Self.clamp(Int(pixels[source]) + Int((current[slot] + 2048) >> 12))
                            let green = Self.clamp(Int(pixels[source + 1]) + Int((current[slot + 1] + 2048) >> 12))
                            let blue = Self.clamp(Int(pixels[source + 2]) + Int((current[slot + 2] + 2048) >> 12))
                            let index = nearest.index(ofRed: red, green: green, blue: blue)
                            indices[y * width + x] = UInt8(index)
                            // The error in 1/4096ths of a level: the share passed on (in 256ths) times 7, 3, 5 and 1 sixteenths.
                            let ahead = step * 3
                            Self.spread(Int32((red - colors[index * 3]) * share), current + slot, next + slot, ahead)
                            Self.spread(Int32((green - colors[index * 3 + 1]) * share), current + slot + 1, next + slot + 1, ahead)
                            Self.spread(Int32((blue - colors[index * 3 + 2]) * share), current + slot + 2, next + slot + 2, ahead)
                            x += step
                        }
                        swap(&current, &next)
                        next.update(repeating: 0, count: stride)
                    }
                }
            }
        }
        return IndexedBitmap(width: width, height: height, palette: palette, indices: indices)
    }

    /// Passes one channel's error on to the pixel ahead and the three below, in Floyd and Steinberg's shares.
    @inline(__always)
    private static func spread(_ error: Int32, _ current: UnsafeMutablePointer<Int32>, _ next: UnsafeMutablePointer<Int32>, _ ahead: Int) {
        current[ahead] &+= error &* 7
        next[-ahead] &+= error &* 3
        next[0] &+= error &* 5
        next[ahead] &+= error
    }

    @inline(__always)
    private static func clamp(_ value: Int) -> Int {
        value < 0 ? 0 : (value > 255 ? 255 : value)
    }
}
