import FoundationEssentials
import Glibc

/// JSON answers on disk, one file per URL, named by hash.
public struct ResponseCache: Sendable {
    /// The folder, such as `$XDG_CACHE_HOME/dogsh/http`; nil keeps nothing (no home folder to keep it in).
    public let directory: String?

    /// A cache in a folder, created on first write.
    public init(directory: String?) {
        self.directory = directory
    }

    /// The stored body for a URL and when it was stored.
    public func read(_ url: String) -> (date: Date, body: Data)? {
        guard let path = path(for: url), let data = FileManager.default.contents(atPath: path) else { return nil }
        return CacheEntryFile.decode(data, url: url)
    }

    /// Stores a body for a URL, atomically; failures are ignored (the cache is an optimisation).
    public func write(_ url: String, body: Data, date: Date) {
        guard let directory, let path = path(for: url) else { return }
        CacheEntryFile.prepare(directory)
        try? CacheEntryFile.encode(url: url, date: date, body: body).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    private func path(for url: String) -> String? {
        directory.map { $0 + "/" + CacheKey.fileName(for: url) + ".json" }
    }
}
