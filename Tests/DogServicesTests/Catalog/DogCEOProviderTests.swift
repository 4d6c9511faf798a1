import DogCore
import DogTestServer
import Foundation
import Testing
@testable import DogServices

/// dog.ceo's provider through the whole network stack against the test server.
@Suite struct DogCEOProviderTests {
    @Test func loadsEveryBreedWithEmbeddedNamesAndDetails() async throws {
        let live = try await LiveSourceFixture.start()
        let catalog = try await live.dogCEO().loadCatalog()
        #expect(catalog.breeds.count == 107)
        #expect(catalog.subBreedCount == 93, "the Australian Kelpie's second folder is dropped from the live list too")
        #expect(catalog.breed(BreedRef("australian"))?.subBreeds.map(\.ref) == [BreedRef("australian", "shepherd")])
        #expect(catalog.features == CatalogFeatures(remoteSearch: false, live: true))
        let labrador = try #require(catalog.breed(BreedRef("labrador")))
        #expect(labrador.displayName == "Labrador Retriever")
        #expect(labrador.details?.source?.id == 149)
        #expect(catalog.breed(BreedRef("hound", "afghan"))?.displayName == "Afghan Hound")
        #expect(try await live.server.targets() == ["/api/breeds/list/all"])
    }

    @Test func aColdBreedTakesOneRoundTripAndAWarmOneNone() async throws {
        let live = try await LiveSourceFixture.start(faults: [FaultRule("/", .latency(.milliseconds(50)))])
        let cold = try await live.dogCEO().images(of: BreedRef("labrador"), count: 10)
        #expect(cold.images.count == 10)
        #expect(cold.available == 100)
        #expect(Set(cold.images.map(\.ref)) == [BreedRef("labrador")])
        #expect(cold.images.allSatisfy { $0.url.hasPrefix(live.server.url.absoluteString + "/breeds/labrador/") })
        #expect(try await Set(live.server.targets()) == ["/api/breed/labrador/images/random/10", "/api/breed/labrador/images"])
        #expect(try await live.server.roundTrips() == 1, "the random pick and the full list go out together")
        try await live.server.clearLog()
        let warm = try await live.dogCEO(stack: live.restarted(), seed: 2).images(of: BreedRef("labrador"), count: 10)
        #expect(warm.images.count == 10)
        #expect(warm.available == 100)
        #expect(try await live.server.requestCount() == 0, "a fresh cached list answers without the network")
        #expect(Set(warm.images).isSubset(of: Set(try await live.dogCEO().images(of: BreedRef("labrador"), count: 100).images)))
    }

    @Test func subBreedsAndBreedsWithSubBreedsUseTheirOwnPaths() async throws {
        let live = try await LiveSourceFixture.start()
        let afghan = try await live.dogCEO().images(of: BreedRef("hound", "afghan"), count: 3)
        #expect(Set(afghan.images.map(\.ref)) == [BreedRef("hound", "afghan")])
        let hounds = try await live.dogCEO().images(of: BreedRef("hound"), count: 50)
        #expect(Set(hounds.images.map(\.ref)).count > 1, "a breed's images include its sub-breeds', each labelled with its own folder")
        #expect(hounds.images.allSatisfy { $0.ref.breed == "hound" })
        let targets = try await Set(live.server.targets())
        #expect(targets.contains("/api/breed/hound/afghan/images/random/3"))
        #expect(targets.contains("/api/breed/hound/images/random/50"))
    }

    @Test func randomImagesComeFromTheirEndpoints() async throws {
        let live = try await LiveSourceFixture.start()
        let provider = live.dogCEO()
        var seen: [BreedImage] = []
        for _ in 0..<11 { seen.append(try await provider.randomImage(of: nil)) }
        #expect(seen.allSatisfy { $0.url.hasPrefix(live.server.url.absoluteString + "/breeds/") })
        #expect(Set(seen).count == 11)
        #expect(try await live.server.targets() == ["/api/breeds/image/random/10", "/api/breeds/image/random/10"], "one request per ten")
        try await live.server.clearLog()
        let pug = try await provider.randomImage(of: BreedRef("pug"))
        #expect(pug.ref == BreedRef("pug"))
        #expect(try await live.server.targets() == ["/api/breed/pug/images/random"])
        _ = try await live.dogCEO().images(of: BreedRef("pug"), count: 1)
        try await live.server.clearLog()
        _ = try await live.dogCEO().randomImage(of: BreedRef("pug"))
        #expect(try await live.server.requestCount() == 0, "with the list cached, a random pick is local")
    }

    @Test func dogCEOErrorBodiesBecomeTheirMessage() async throws {
        let live = try await LiveSourceFixture.start()
        await #expect(throws: CatalogError.service(source: "test", message: "Breed not found (main breed does not exist)")) {
            try await live.dogCEO().images(of: BreedRef("unicorn"), count: 1)
        }
        await #expect(throws: CatalogError.service(source: "test", message: "Breed not found (sub breed does not exist)")) {
            try await live.dogCEO().randomImage(of: BreedRef("hound", "unicorn"))
        }
    }

    @Test(arguments: [(Fault.invalidJSON, DecodingProblem.notJSON), (.wrongTypes, .unexpectedShape)])
    func anUnreadableListIsADecodingError(fault: Fault, problem: DecodingProblem) async throws {
        let live = try await LiveSourceFixture.start(faults: [FaultRule("/api/breeds/list/all", fault)])
        let url = live.server.url.appendingPathComponent("api/breeds/list/all").absoluteString
        await #expect(throws: CatalogError.network(.decoding(url: url, problem: problem))) {
            try await live.dogCEO().loadCatalog()
        }
    }

    @Test(arguments: [Fault.status(503), .status(500), .tooManyRequests(retryAfterSeconds: 1), .reset, .truncated])
    func transientFailuresAreRetriedThrough(fault: Fault) async throws {
        let live = try await LiveSourceFixture.start(faults: [FaultRule("/api/breeds/list/all", fault, times: 2)])
        let catalog = try await live.dogCEO().loadCatalog()
        #expect(catalog.breeds.count == 107)
        #expect(live.sleeper.sleeps.count == 2, "two failures, two waits")
    }

    @Test func aPersistentOutageFailsWithTheLastAnswerThenTheCacheServes() async throws {
        let live = try await LiveSourceFixture.start()
        _ = try await live.dogCEO().loadCatalog()
        try await live.server.replaceFaults(with: [FaultRule("/", .status(503))])
        await #expect(throws: CatalogError.self) { try await live.dogCEO().images(of: BreedRef("pug"), count: 1) }
        #expect(try await live.server.requests().filter { $0.path.hasSuffix("/pug/images") }.count == 4, "four attempts in all")
        let stillThere = try await live.dogCEO().loadCatalog()
        #expect(stillThere.breeds.count == 107, "the cached list is fresh and needs no network")
    }

    @Test func hostileImageURLsAreDropped() {
        #expect(DogCEOResponses.image("javascript:alert(1)", expected: nil) == nil)
        #expect(DogCEOResponses.image("file:///etc/passwd", expected: nil) == nil)
        #expect(DogCEOResponses.image("https://images.dog.ceo/breeds/pug/a\u{1B}[31m.jpg", expected: nil) == nil)
        #expect(DogCEOResponses.image("https://images.dog.ceo/breeds/pug/" + String(repeating: "a", count: 3000), expected: nil) == nil)
        #expect(DogCEOResponses.image("https://images.dog.ceo/breeds/hound-afghan/a.jpg", expected: nil)?.ref == BreedRef("hound", "afghan"))
        #expect(DogCEOResponses.image("https://cdn.example/x.jpg", expected: BreedRef("pug"))?.ref == BreedRef("pug"))
        #expect(!DogCEOResponses.isIdentifier("Pug"))
        #expect(!DogCEOResponses.isIdentifier("pug\u{1B}"))
        #expect(DogCEOResponses.isIdentifier("germanshepherd"))
    }
}
