/// An image in memory: 8-bit RGB pixels, row by row, top left first.
public struct Bitmap: Hashable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width * height * 3` bytes: red, green, blue for each pixel.
    public let rgb: [UInt8]

    /// Creates a bitmap; `rgb` must hold exactly `width * height * 3` bytes.
    public init(width: Int, height: Int, rgb: [UInt8]) {
        precondition(width > 0 && height > 0 && rgb.count == width * height * 3, "a bitmap needs width × height × 3 bytes")
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// Creates a bitmap by asking for each pixel's colour.
    public init(width: Int, height: Int, pixel: (_ x: Int, _ y: Int) -> RGB) {
        var bytes = [UInt8]()
        bytes.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let color = pixel(x, y)
                bytes += [color.red, color.green, color.blue]
            }
        }
        self.init(width: width, height: height, rgb: bytes)
    }

    /// The colour at a pixel.
    public subscript(x: Int, y: Int) -> RGB {
        let offset = (y * width + x) * 3
        return RGB(rgb[offset], rgb[offset + 1], rgb[offset + 2])
    }

    /// The bytes the pixels take, for cache budgets.
    public var byteCount: Int {
        rgb.count
    }
}

/// One 24-bit colour.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public let red: UInt8
    /// Green, 0–255.
    public let green: UInt8
    /// Blue, 0–255.
    public let blue: UInt8

    /// Creates a colour.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public var description: String {
        "rgb(\(red),\(green),\(blue))"
    }
}
