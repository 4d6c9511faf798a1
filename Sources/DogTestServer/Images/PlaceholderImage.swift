import DogServices
import Foundation

/// A small picture made from a name: a two-colour diagonal gradient with a darker disc, different for every name.
///
/// The same name always gives the same bytes, so caches and transcripts can rely on them.
public enum PlaceholderImage {
    /// The picture's width in pixels.
    public static let width = 48
    /// The picture's height in pixels.
    public static let height = 36

    /// PNG bytes for a name, such as an image path.
    public static func png(for name: String) -> Data {
        let hash = UInt64(CacheKey.fileName(for: name), radix: 16) ?? 0
        let from = color(hash)
        let to = color(hash >> 24)
        let centre = (x: Double(width) * (0.3 + Double(hash >> 48 & 0xFF) / 640), y: Double(height) / 2)
        var rgb: [UInt8] = []
        rgb.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let t = Double(x + y) / Double(width + height - 2)
                let inDisc = hypot(Double(x) - centre.x, Double(y) - centre.y) < Double(height) / 4
                for channel in 0..<3 {
                    let value = Double(from[channel]) * (1 - t) + Double(to[channel]) * t
                    rgb.append(UInt8(inDisc ? value * 0.45 : value))
                }
            }
        }
        return PNGEncoder.encode(width: width, height: height, rgb: rgb)
    }

    private static func color(_ bits: UInt64) -> [UInt8] {
        [UInt8(64 + bits & 0xBF), UInt8(64 + (bits >> 8) & 0xBF), UInt8(64 + (bits >> 16) & 0xBF)]
    }
}
