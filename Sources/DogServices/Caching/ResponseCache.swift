import FoundationEssentials
import Glibc

/// JSON answers on disk, one file per URL, named by hash.
public struct ResponseCache: Sendable {
    /// The folder, such as `$XDG_CACHE_HOME/dogsh/http`.
    public let directory: String

    /// A cache in a folder, created on first write.
    public init(directory: String) {
        self.directory = directory
    }

    /// The stored body for a URL and when it was stored.
    public func read(_ url: String) -> (date: Date, body: Data)? {
        guard let data = FileManager.default.contents(atPath: path(for: url)) else { return nil }
        return CacheEntryFile.decode(data, url: url)
    }

    /// Stores a body for a URL, atomically; failures are ignored (the cache is an optimisation).
    public func write(_ url: String, body: Data, date: Date) {
        CacheEntryFile.prepare(directory)
        try? CacheEntryFile.encode(url: url, date: date, body: body).write(to: URL(fileURLWithPath: path(for: url)), options: .atomic)
    }

    private func path(for url: String) -> String {
        directory + "/" + CacheKey.fileName(for: url) + ".json"
    }
}
