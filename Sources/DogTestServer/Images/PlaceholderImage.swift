import DogImaging
import DogServices
import Foundation

/// A picture made from a name: a two-colour diagonal gradient with a darker disc, different for every name.
///
/// Served as a real JPEG (for `.jpg` paths, as dog.ceo's are) or PNG, encoded with libjpeg
/// and libpng. The same name always gives the same bytes, so caches and transcripts can rely on them.
public enum PlaceholderImage {
    /// The picture's width in pixels.
    public static let width = 320
    /// The picture's height in pixels.
    public static let height = 240

    /// The picture for a name, as pixels, at the default size or another.
    ///
    /// `grain` adds a little deterministic noise, so the JPEG holds as much detail as a photo
    /// and decoding it costs what decoding a photo costs (benchmarks use it).
    public static func bitmap(for name: String, width: Int = width, height: Int = height, grain: Int = 0) -> Bitmap {
        let hash = UInt64(CacheKey.fileName(for: name), radix: 16) ?? 0
        let from = color(hash)
        let to = color(hash >> 24)
        let centre = (x: Double(width) * (0.3 + Double(hash >> 48 & 0xFF) / 640), y: Double(height) / 2)
        let radius = Double(height) / 4
        var noise = hash | 1
        return Bitmap(width: width, height: height) { x, y in
            let t = Double(x + y) / Double(width + height - 2)
            let shade = hypot(Double(x) - centre.x, Double(y) - centre.y) < radius ? 0.45 : 1
            noise ^= noise << 13
            noise ^= noise >> 7
            noise ^= noise << 17
            let jitter = grain > 0 ? Double(Int(noise % UInt64(2 * grain + 1)) - grain) : 0
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
                UInt8(max(0, min(255, (Double(a) * (1 - t) + Double(b) * t) * shade + jitter)))
            }
            return RGB(mix(from.red, to.red), mix(from.green, to.green), mix(from.blue, to.blue))
        }
    }

    /// The encoded picture for an image path: JPEG unless the path ends in `.png`; with a size, photo-like (with grain).
    public static func bytes(for path: String, size: (width: Int, height: Int)? = nil) -> Data {
        let picture = size.map { bitmap(for: path, width: $0.width, height: $0.height, grain: 24) } ?? bitmap(for: path)
        return path.lowercased().hasSuffix(".png") ? ImageCodec.png(picture) : ImageCodec.jpeg(picture, quality: 85)
    }

    /// The content type for an image path.
    public static func contentType(for path: String) -> String {
        path.lowercased().hasSuffix(".png") ? "image/png" : "image/jpeg"
    }

    private static func color(_ bits: UInt64) -> RGB {
        RGB(UInt8(64 + bits & 0xBF), UInt8(64 + (bits >> 8) & 0xBF), UInt8(64 + (bits >> 16) & 0xBF))
    }
}
