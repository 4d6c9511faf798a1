import DogCore
import FoundationEssentials
import Glibc

/// Bytes on disk within a size cap, one file per URL named by hash; the least recently used go first.
///
/// Reading an entry marks it used (its modification time). The total size is kept in memory
/// after one scan of the folder, so writes stay cheap.
public final class DiskLRUCache: Sendable {
    /// The folder, such as `$XDG_CACHE_HOME/dogsh/images`; nil keeps nothing (no home folder to keep it in).
    public let directory: String?
    /// The most the files may take in all, in bytes.
    public let capacity: Int
    private let total = Locked<Int?>(nil)
    private let now: @Sendable () -> Date

    /// A cache in a folder with a size cap; `now` stamps uses (tests pass their own clock).
    public init(directory: String?, capacity: Int, now: @escaping @Sendable () -> Date = Date.init) {
        self.directory = directory
        self.capacity = capacity
        self.now = now
    }

    /// The bytes stored for a URL, marking them used.
    public func data(for url: String) -> Data? {
        guard let path = path(for: url), let file = FileManager.default.contents(atPath: path), let entry = CacheEntryFile.decode(file, url: url) else { return nil }
        try? FileManager.default.setAttributes([.modificationDate: now()], ofItemAtPath: path)
        return entry.body
    }

    /// Stores bytes for a URL, then evicts the least recently used files until the cap holds.
    public func store(_ data: Data, for url: String) {
        let stamp = now()
        let encoded = CacheEntryFile.encode(url: url, date: stamp, body: data)
        guard encoded.count <= capacity, let directory, let path = path(for: url) else { return }
        CacheEntryFile.prepare(directory)
        let previous = Self.size(of: path)
        guard (try? encoded.write(to: URL(fileURLWithPath: path), options: .atomic)) != nil else { return }
        try? FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: path)
        let size = total.withLock { total -> Int in
            let current = (total ?? scan()) - previous + encoded.count
            total = current
            return current
        }
        if size > capacity { evict() }
    }

    /// The bytes the cache's files take.
    public var size: Int {
        total.withLock { total in
            if total == nil { total = scan() }
            return total ?? 0
        }
    }

    /// Deletes the least recently used files until the total is within the cap.
    private func evict() {
        let files = entries().sorted { $0.date < $1.date }
        total.withLock { total in
            var current = files.reduce(0) { $0 + $1.size }
            for file in files where current > capacity {
                try? FileManager.default.removeItem(atPath: file.path)
                current -= file.size
            }
            total = current
        }
    }

    private func scan() -> Int {
        entries().reduce(0) { $0 + $1.size }
    }

    private func entries() -> [(path: String, size: Int, date: Date)] {
        guard let directory else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".bin") }.compactMap { name in
            let path = directory + "/" + name
            guard let status = FileStatus(path: path) else { return nil }
            return (path, status.size, status.modified)
        }
    }

    private func path(for url: String) -> String? {
        directory.map { $0 + "/" + CacheKey.fileName(for: url) + ".bin" }
    }

    private static func size(of path: String) -> Int {
        FileStatus(path: path)?.size ?? 0
    }
}
