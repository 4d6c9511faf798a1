import DogCore
import FoundationEssentials
import Glibc

/// Image bytes: from memory, else from disk, else from the network; each level keeps what it got.
public final class ImageStore: Sendable {
    private let transport: any HTTPTransport
    /// The first level: recent images in memory.
    public let memory: MemoryLRUCache<String, Data>
    /// The second level: images on disk.
    public let disk: DiskLRUCache?

    /// Creates a store; the defaults keep 32 MB in memory and 256 MB on disk.
    public init(transport: any HTTPTransport, memory: MemoryLRUCache<String, Data> = MemoryLRUCache(budget: 32 << 20), disk: DiskLRUCache?) {
        self.transport = transport
        self.memory = memory
        self.disk = disk
    }

    /// The bytes of an image, fetching them only when neither cache has them.
    public func data(for url: String) async throws(NetworkError) -> Data {
        if let cached = cachedData(for: url) { return cached }
        guard let parsed = URL(string: url), ["http", "https"].contains(parsed.scheme?.lowercased() ?? "") else {
            throw .decoding(url: url, problem: .notAnImageURL)
        }
        let response = try await transport.send(HTTPRequest(url: parsed)).validated(HTTPRequest(url: parsed))
        memory.insert(response.body, cost: response.body.count, for: url)
        disk?.store(response.body, for: url)
        return response.body
    }

    /// The bytes of an image if a cache has them; a disk hit is promoted to memory.
    public func cachedData(for url: String) -> Data? {
        if let bytes = memory.value(for: url) { return bytes }
        guard let bytes = disk?.data(for: url) else { return nil }
        memory.insert(bytes, cost: bytes.count, for: url)
        return bytes
    }

    /// Fetches images into the caches ahead of need, a few at a time; stops when cancelled.
    public func prefetch(_ urls: [String]) async {
        await withTaskGroup(of: Void.self) { group in
            for url in urls where cachedData(for: url) == nil {
                if Task.isCancelled { break }
                group.addTask { _ = try? await self.data(for: url) }
            }
        }
    }
}
