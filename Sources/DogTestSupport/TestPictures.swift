import DogImaging
import Glibc

/// Pictures with colours known in advance, for decoder, renderer and server tests.
public enum TestPictures {
    /// Top left.
    public static let red = RGB(255, 0, 0)
    /// Top right.
    public static let green = RGB(0, 255, 0)
    /// Bottom left.
    public static let blue = RGB(0, 0, 255)
    /// Bottom right.
    public static let white = RGB(255, 255, 255)

    /// Four quadrants: red, green on top; blue, white below.
    public static func quadrants(width: Int, height: Int) -> Bitmap {
        Bitmap(width: width, height: height) { x, y in
            switch (x < width / 2, y < height / 2) {
            case (true, true): red
            case (false, true): green
            case (true, false): blue
            case (false, false): white
            }
        }
    }

    /// Black to white from left to right.
    public static func gradient(width: Int, height: Int) -> Bitmap {
        Bitmap(width: width, height: height) { x, _ in
            let level = UInt8(x * 255 / max(1, width - 1))
            return RGB(level, level, level)
        }
    }

    /// Whether two colours differ by at most `tolerance` in every channel (JPEG is lossy).
    public static func close(_ a: RGB, _ b: RGB, tolerance: Int = 16) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance
    }
}

extension TestPictures {
    /// A picture with thousands of colours in smooth areas, edges and fine detail, as a photo has;
    /// the same for the same size.
    public static func photoLike(width: Int, height: Int) -> Bitmap {
        var noise: UInt64 = 0x9E37_79B9_7F4A_7C15
        return Bitmap(width: width, height: height) { x, y in
            let u = Double(x) / Double(width), v = Double(y) / Double(height)
            noise ^= noise << 13
            noise ^= noise >> 7
            noise ^= noise << 17
            let grain = Double(Int(noise % 9) - 4)
            let disc = (u - 0.6) * (u - 0.6) + (v - 0.45) * (v - 0.45) < 0.04
            let red = disc ? 200 - 80 * v : 60 + 150 * u + 30 * sin(v * 9)
            let green = disc ? 140 + 60 * u : 90 + 100 * v * u + 20 * cos(u * 13)
            let blue = disc ? 60 : 170 - 120 * v + 25 * sin((u + v) * 17)
            func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value + grain))) }
            return RGB(channel(red), channel(green), channel(blue))
        }
    }
}
