import DogImaging

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
