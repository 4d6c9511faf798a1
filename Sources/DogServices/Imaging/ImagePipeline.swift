import DogCore
import DogImaging
import FoundationEssentials
import Glibc

/// Image bytes to pixels of the size a drawing needs, through two cache levels.
///
/// The first level is `ImageStore`: encoded bytes in memory and on disk. The second is here:
/// decoded, scaled bitmaps in a memory LRU with a byte budget, keyed by URL and target size,
/// so drawing the same image at the same size again decodes nothing. Sizes read from file
/// headers are remembered too, so a repeated draw does not even read the bytes.
public final class ImagePipeline: Sendable {
    /// A decoded image at one size.
    struct PixelKey: Hashable, Sendable {
        let url: String
        let width: Int
        let height: Int
    }

    /// Where encoded bytes come from.
    public let store: ImageStore
    /// Scaled bitmaps.
    let pixels: MemoryLRUCache<PixelKey, Bitmap>
    private let sizes = Locked<[String: (width: Int, height: Int)]>([:])
    private let decodes = Locked(0)
    private let isOffline: @Sendable () -> Bool

    /// Creates a pipeline over a store; the pixel cache keeps `pixelBudget` bytes (64 MB by default).
    public init(store: ImageStore, pixelBudget: Int = 64 << 20, isOffline: @escaping @Sendable () -> Bool = { false }) {
        self.store = store
        self.pixels = MemoryLRUCache(budget: pixelBudget)
        self.isOffline = isOffline
    }

    /// How many images were decoded so far; a cached draw adds none.
    public var decodeCount: Int {
        decodes.withLock { $0 }
    }

    /// The encoded bytes of an image (for `save`, and for terminals that draw JPEG themselves).
    public func bytes(for url: String) async throws(ImageError) -> Data {
        do {
            return try await store.data(for: url)
        } catch {
            if case .truncated = error { throw .truncated(url: url) }
            if error.meansOffline || isOffline() { throw .notCached(url: url) }
            throw .network(error)
        }
    }

    /// The image scaled to the size `fit` chooses from its declared size, decoded only when no cached bitmap has that size.
    public func bitmap(for url: String, fit: (_ width: Int, _ height: Int) -> (width: Int, height: Int)) async throws(ImageError) -> Bitmap {
        if let size = sizes.withLock({ $0[url] }) {
            let target = fit(size.width, size.height)
            if let cached = pixels.value(for: PixelKey(url: url, width: target.width, height: target.height)) { return cached }
        }
        let data = try await bytes(for: url)
        let size = try ImageCodec.dimensions(of: data, url: url)
        sizes.withLock { $0[url] = size }
        let target = fit(size.width, size.height)
        let key = PixelKey(url: url, width: target.width, height: target.height)
        if let cached = pixels.value(for: key) { return cached }
        let decoded = try ImageCodec.decode(data, url: url, atLeast: target)
        decodes.withLock { $0 += 1 }
        let scaled = decoded.scaled(toWidth: target.width, height: target.height)
        pixels.insert(scaled, cost: scaled.byteCount, for: key)
        return scaled
    }

    /// The declared size of an image, reading its bytes only the first time.
    public func size(for url: String) async throws(ImageError) -> (width: Int, height: Int) {
        if let size = sizes.withLock({ $0[url] }) { return size }
        let size = try ImageCodec.dimensions(of: try await bytes(for: url), url: url)
        sizes.withLock { $0[url] = size }
        return size
    }
}
