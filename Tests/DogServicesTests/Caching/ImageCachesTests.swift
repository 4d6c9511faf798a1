import DogCore
import Foundation
import DogTestSupport
import Testing
@testable import DogServices

/// The two image cache levels on their own and together: byte budgets, size caps, LRU order.
@Suite struct ImageCachesTests {
    let folder = temporaryFolder("images")
    let clock = ManualClock()

    static func bytes(_ count: Int, _ fill: UInt8 = 7) -> Data {
        Data(repeating: fill, count: count)
    }

    @Test func memoryEvictsTheLeastRecentlyUsedPastTheBudget() {
        let cache = MemoryLRUCache<String, Data>(budget: 100)
        cache.insert(Self.bytes(40), cost: 40, for: "a")
        cache.insert(Self.bytes(40), cost: 40, for: "b")
        #expect(cache.value(for: "a") != nil, "a is now the most recently used")
        cache.insert(Self.bytes(40), cost: 40, for: "c")
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") != nil)
        #expect(cache.value(for: "c") != nil)
        #expect(cache.totalCost == 80)
        #expect(cache.count == 2)
        cache.insert(Self.bytes(101), cost: 101, for: "huge")
        #expect(cache.value(for: "huge") == nil, "a value over the whole budget is not kept")
        #expect(cache.totalCost == 80)
        cache.insert(Self.bytes(10), cost: 10, for: "a")
        #expect(cache.totalCost == 50, "replacing a value replaces its cost")
        #expect(cache.statistics == (hits: 3, misses: 2))
    }

    @Test func diskKeepsItsCapAndEvictsTheLeastRecentlyUsed() throws {
        let cache = DiskLRUCache(directory: folder, capacity: 3000, now: { [clock] in clock.now })
        for name in ["a", "b", "c"] {
            cache.store(Self.bytes(900), for: "http://127.0.0.1/\(name).jpg")
            clock.advance(1)
        }
        #expect(cache.data(for: "http://127.0.0.1/a.jpg") == Self.bytes(900), "reading marks a as used")
        clock.advance(1)
        cache.store(Self.bytes(900), for: "http://127.0.0.1/d.jpg")
        #expect(cache.data(for: "http://127.0.0.1/b.jpg") == nil, "b was the least recently used")
        for name in ["a", "c", "d"] { #expect(cache.data(for: "http://127.0.0.1/\(name).jpg") != nil) }
        #expect(cache.size <= 3000)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["a", "c", "d"].map { CacheKey.fileName(for: "http://127.0.0.1/\($0).jpg") + ".bin" }.sorted())
        let reopened = DiskLRUCache(directory: folder, capacity: 3000)
        #expect(reopened.size == cache.size, "a new process finds the same total")
    }

    @Test func diskRefusesWhatCannotFitAndNamesNothingAfterTheNetwork() throws {
        let cache = DiskLRUCache(directory: folder, capacity: 1000)
        cache.store(Self.bytes(2000), for: "http://127.0.0.1/big.jpg")
        #expect(cache.data(for: "http://127.0.0.1/big.jpg") == nil)
        cache.store(Self.bytes(10), for: "http://127.0.0.1/../../etc/passwd")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names == [CacheKey.fileName(for: "http://127.0.0.1/../../etc/passwd") + ".bin"])
    }

    @Test func theStoreGoesMemoryThenDiskThenNetwork() async throws {
        let url = "http://127.0.0.1:9/breeds/pug/1.jpg"
        let base = ScriptedTransport([url: [.answer(200, "pixels")]])
        let disk = DiskLRUCache(directory: folder, capacity: 1 << 20)
        let store = ImageStore(transport: base, memory: MemoryLRUCache(budget: 1 << 20), disk: disk)
        #expect(try await store.data(for: url) == Data("pixels".utf8))
        #expect(try await store.data(for: url) == Data("pixels".utf8))
        #expect(base.calls == [url], "the second read came from memory")
        let restarted = ImageStore(transport: base, memory: MemoryLRUCache(budget: 1 << 20), disk: disk)
        #expect(restarted.memory.count == 0)
        #expect(try await restarted.data(for: url) == Data("pixels".utf8))
        #expect(base.calls == [url], "after a restart the disk answered")
        #expect(restarted.memory.count == 1, "and the disk hit was promoted to memory")
    }

    @Test func theStoreRefusesNonHTTPURLsAndErrorStatuses() async {
        let missing = "http://127.0.0.1:9/breeds/pug/none.jpg"
        let store = ImageStore(transport: ScriptedTransport([missing: [.answer(404, "gone")]]), disk: nil)
        await #expect(throws: NetworkError.decoding(url: "file:///etc/passwd", problem: .notAnImageURL)) {
            try await store.data(for: "file:///etc/passwd")
        }
        await #expect(throws: NetworkError.server(url: missing, status: 404, body: "gone")) {
            try await store.data(for: missing)
        }
        #expect(store.memory.count == 0)
    }

    @Test func prefetchFillsTheCachesAndSkipsWhatTheyHold() async {
        let urls = (1...5).map { "http://127.0.0.1:9/breeds/pug/\($0).jpg" }
        let base = ScriptedTransport(Dictionary(uniqueKeysWithValues: urls.map { ($0, [.answer(200, "p")]) }))
        let store = ImageStore(transport: base, disk: DiskLRUCache(directory: folder, capacity: 1 << 20))
        await store.prefetch(Array(urls.prefix(2)))
        await store.prefetch(urls)
        #expect(base.calls.count == 5)
        #expect(urls.allSatisfy { store.cachedData(for: $0) != nil })
    }
}
