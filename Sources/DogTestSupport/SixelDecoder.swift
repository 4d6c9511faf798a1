import DogImaging
import Glibc

/// Reads a sixel image back into pixels, so tests check what a terminal would show.
///
/// It takes what dogsh writes and what xterm reads: `ESC P … q`, raster attributes, colour
/// registers in RGB percent (`#n;2;r;g;b`), colour selection, repeats (`!n`), `$` and `-`,
/// up to `ESC \`. Pixels no sixel paints stay nil.
public enum SixelDecoder {
    /// A decoded image: its declared size and each pixel's colour, row by row.
    public struct Image: Sendable {
        public let width: Int
        public let height: Int
        public let pixels: [RGB?]

        /// The colour at a pixel; nil where nothing was painted.
        public subscript(x: Int, y: Int) -> RGB? {
            pixels[y * width + x]
        }

        /// The image as a bitmap, unpainted pixels black.
        public var bitmap: Bitmap {
            Bitmap(width: width, height: height) { x, y in self[x, y] ?? RGB(0, 0, 0) }
        }
    }

    /// The image in a sixel sequence; nil when the text is not one.
    public static func decode(_ text: String) -> Image? {
        let bytes = Array(text.utf8)
        guard bytes.count > 4, bytes[0] == 0x1B, bytes[1] == UInt8(ascii: "P"),
              let q = bytes.firstIndex(of: UInt8(ascii: "q")), bytes.suffix(2) == [0x1B, UInt8(ascii: "\\")] else { return nil }
        var index = q + 1
        func number() -> Int? {
            var value: Int?
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                value = (value ?? 0) * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            return value
        }
        func numbers() -> [Int?] {
            var values = [number()]
            while index < bytes.count, bytes[index] == UInt8(ascii: ";") {
                index += 1
                values.append(number())
            }
            return values
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let raster = numbers()
        guard raster.count == 4, let width = raster[2], let height = raster[3], width > 0, height > 0 else { return nil }
        var pixels = [RGB?](repeating: nil, count: width * height)
        var registers: [Int: RGB] = [:]
        var color: RGB?
        var x = 0, top = 0
        func byte(_ percent: Int) -> UInt8 { UInt8((percent * 255 + 50) / 100) }
        func paint(_ bits: UInt8, count: Int) {
            for _ in 0..<count {
                for row in 0..<6 where bits & (1 << row) != 0 && x < width && top + row < height {
                    pixels[(top + row) * width + x] = color
                }
                x += 1
            }
        }
        while index < bytes.count - 2 {
            let byte0 = bytes[index]
            switch byte0 {
            case UInt8(ascii: "#"):
                index += 1
                let values = numbers()
                guard let register = values[0] else { return nil }
                if values.count == 5 {
                    guard values[1] == 2, let r = values[2], let g = values[3], let b = values[4] else { return nil }
                    registers[register] = RGB(byte(r), byte(g), byte(b))
                }
                color = registers[register]
            case UInt8(ascii: "!"):
                index += 1
                guard let count = number(), index < bytes.count, (63...126).contains(bytes[index]) else { return nil }
                paint(bytes[index] - 63, count: count)
                index += 1
            case UInt8(ascii: "$"):
                x = 0
                index += 1
            case UInt8(ascii: "-"):
                x = 0
                top += 6
                index += 1
            case 63...126:
                paint(byte0 - 63, count: 1)
                index += 1
            default:
                return nil
            }
        }
        return Image(width: width, height: height, pixels: pixels)
    }

    /// The peak signal-to-noise ratio of `b` against `a`, in decibels, over all three channels; infinity when they are equal.
    public static func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var total = 0.0
        for (x, y) in zip(a.rgb, b.rgb) {
            let difference = Double(x) - Double(y)
            total += difference * difference
        }
        let mse = total / Double(a.rgb.count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}
