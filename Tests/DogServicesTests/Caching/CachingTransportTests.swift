import DogCore
import Foundation
import Synchronization
import DogTestSupport
import Testing
@testable import DogServices

/// The JSON cache on a real folder with a movable clock: fresh, stale-while-revalidate, expired, offline.
@Suite struct CachingTransportTests {
    let url = "http://127.0.0.1:9/api/breeds/list/all"
    let folder = temporaryFolder("http-cache")
    let clock = ManualClock()

    func caching(_ base: ScriptedTransport, cacheable: @escaping @Sendable (HTTPRequest) -> Bool = { _ in true }) -> CachingTransport {
        CachingTransport(
            base, cache: ResponseCache(directory: folder), timeToLive: .seconds(3600), staleWhileRevalidate: .seconds(7200),
            isCacheable: cacheable, now: { [clock] in clock.now }
        )
    }

    func advance(_ seconds: Double) {
        clock.advance(seconds)
    }

    @Test func aFreshEntryIsServedWithoutTheNetwork() async throws {
        let base = ScriptedTransport([url: [.answer(200, "v1"), .answer(200, "v2")]])
        let cache = caching(base)
        #expect(try await cache.send(.get(url)).origin == .network)
        advance(3599)
        let again = try await cache.send(.get(url))
        #expect(again.origin == .freshCache)
        #expect(again.body == Data("v1".utf8))
        #expect(base.calls.count == 1)
        #expect(cache.hasFreshEntry(for: .get(url)))
    }

    @Test func aStaleEntryIsServedAtOnceAndRefreshedBehind() async throws {
        let base = ScriptedTransport([url: [.answer(200, "v1"), .answer(200, "v2")]])
        let cache = caching(base)
        _ = try await cache.send(.get(url))
        advance(3600 + 60)
        let stale = try await cache.send(.get(url))
        #expect(stale.origin == .staleCache)
        #expect(stale.body == Data("v1".utf8))
        #expect(!cache.hasFreshEntry(for: .get(url)))
        await cache.waitForRevalidations()
        #expect(base.calls.count == 2)
        let refreshed = try await cache.send(.get(url))
        #expect(refreshed.origin == .freshCache)
        #expect(refreshed.body == Data("v2".utf8))
    }

    @Test func anExpiredEntryWaitsForTheNetwork() async throws {
        let base = ScriptedTransport([url: [.answer(200, "v1"), .answer(200, "v2")]])
        let cache = caching(base)
        _ = try await cache.send(.get(url))
        advance(3600 + 7200 + 1)
        let response = try await cache.send(.get(url))
        #expect(response.origin == .network)
        #expect(response.body == Data("v2".utf8))
    }

    @Test(arguments: [
        ScriptedTransport.Outcome.fail(.transport(url: "u", reason: "unreachable")),
        .fail(.timedOut(url: "u")),
        .answer(503, "down"),
        .answer(429, "later"),
    ])
    func anEntryOfAnyAgeBeatsAFailingNetwork(failure: ScriptedTransport.Outcome) async throws {
        let base = ScriptedTransport([url: [.answer(200, "v1"), failure]])
        let cache = caching(base)
        _ = try await cache.send(.get(url))
        advance(30 * 24 * 3600)
        let response = try await cache.send(.get(url))
        #expect(response.origin == .staleCache)
        #expect(response.body == Data("v1".utf8))
    }

    @Test func errorsAndUncacheableRequestsAreNotStored() async throws {
        let random = "http://127.0.0.1:9/api/breed/pug/images/random/1"
        let base = ScriptedTransport([url: [.answer(404, "no"), .answer(200, "yes")], random: [.answer(200, "a"), .answer(200, "b")]])
        let cache = caching(base) { !$0.url.path.contains("/random") }
        #expect(try await cache.send(.get(url)).status == 404)
        #expect(try await cache.send(.get(url)).body == Data("yes".utf8), "a 404 is not cached")
        #expect(try await cache.send(.get(random)).body == Data("a".utf8))
        #expect(try await cache.send(.get(random)).body == Data("b".utf8), "random answers are never cached")
    }

    @Test func withNothingCachedTheFailureStands() async {
        let base = ScriptedTransport([url: [.fail(.transport(url: url, reason: "unreachable"))]])
        #expect(await caching(base).result(.get(url)) == .failure(.transport(url: url, reason: "unreachable")))
    }

    @Test func entriesAreNamedByHashAndCheckTheirURL() throws {
        let cache = ResponseCache(directory: folder)
        cache.write(url, body: Data("v1".utf8), date: Date(timeIntervalSince1970: 5))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names == [CacheKey.fileName(for: url) + ".json"])
        #expect(cache.read(url)?.body == Data("v1".utf8))
        #expect(cache.read(url)?.date == Date(timeIntervalSince1970: 5))
        let path = folder + "/" + names[0]
        try CacheEntryFile.encode(url: "http://elsewhere/", date: Date(), body: Data("x".utf8)).write(to: URL(fileURLWithPath: path))
        #expect(cache.read(url) == nil, "a file holding another URL is never served")
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: path))
        #expect(cache.read(url) == nil)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test(arguments: [
        ("", "cbf29ce484222325"),
        ("a", "af63dc4c8601ec8c"),
        ("https://dog.ceo/api/breeds/list/all", "3422d16b4e8a5b63"),
    ])
    func keysAreSixteenHexDigitsOfFNV1a(url: String, expected: String) {
        #expect(CacheKey.fileName(for: url) == expected)
        #expect(CacheKey.fileName(for: url).count == 16)
    }
}
