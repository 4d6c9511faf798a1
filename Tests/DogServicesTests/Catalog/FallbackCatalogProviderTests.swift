import DogCore
import DogTestServer
import Foundation
import Logging
import Testing
@testable import DogServices

/// Live sources fall back to the embedded catalog when the network is gone, and only then.
@Suite struct FallbackCatalogProviderTests {
    @Test func anUnreachableServerFallsBackToEmbeddedData() async throws {
        let live = try await LiveSourceFixture.start()
        await live.stop()
        let provider = SourceChoice.dogCEO(live.server.url).provider(stack: live.stack, apiKey: nil, seed: 1, logger: Logger(label: "test"))
        let catalog = try await provider.loadCatalog()
        #expect(catalog.breeds.count == 107)
        #expect(catalog.features.live, "the session still knows it is on a live source")
        let images = try await provider.images(of: BreedRef("pug"), count: 2)
        #expect(images.images.allSatisfy { $0.url.hasPrefix(BreedImage.dogCEOBase + "pug/") })
        #expect(images.fallbackReason == nil, "offline is said by the connectivity notice, not with the images")
        #expect(live.stack.monitor.isOffline)
    }

    @Test func aServersOwnAnswerIsNotHiddenByTheFallback() async throws {
        let live = try await LiveSourceFixture.start()
        let provider = SourceChoice.dogCEO(live.server.url).provider(stack: live.stack, apiKey: nil, seed: 1, logger: Logger(label: "test"))
        await #expect(throws: CatalogError.service(source: live.server.url.host! + ":" + String(live.server.url.port!), message: "Breed not found (main breed does not exist)")) {
            try await provider.images(of: BreedRef("unicorn"), count: 1)
        }
    }

    @Test func theEmbeddedSourceNeedsNoStack() async throws {
        let provider = SourceChoice.embedded.provider(stack: nil, apiKey: nil, seed: 1, logger: Logger(label: "test"))
        #expect(provider is EmbeddedCatalogProvider)
        #expect(try await provider.loadCatalog().sourceName == "embedded")
    }

    @Test(arguments: [
        ("embedded", SourceChoice.embedded as SourceChoice?),
        ("dogceo", .dogCEO(SourceChoice.dogCEOURL)),
        ("DOG.CEO", .dogCEO(SourceChoice.dogCEOURL)),
        ("thedogapi", .theDogAPI(SourceChoice.theDogAPIURL)),
        ("http://127.0.0.1:8080", .dogCEO(URL(string: "http://127.0.0.1:8080")!)),
        ("https://dogs.example.org/mirror", .dogCEO(URL(string: "https://dogs.example.org/mirror")!)),
        ("https://dog.ceo/api", .dogCEO(SourceChoice.dogCEOURL)),
        ("https://dog.ceo/api/", .dogCEO(SourceChoice.dogCEOURL)),
        ("https://dog.ceo/", .dogCEO(SourceChoice.dogCEOURL)),
        ("https://dog.ceo", .dogCEO(SourceChoice.dogCEOURL)),
        ("http://127.0.0.1:8080/mirror/API//", .dogCEO(URL(string: "http://127.0.0.1:8080/mirror")!)),
        ("http://127.0.0.1:8080/apis", .dogCEO(URL(string: "http://127.0.0.1:8080/apis")!)),
        ("http://api/", .dogCEO(URL(string: "http://api")!)),
        ("ftp://dogs.example.org", nil),
        ("file:///tmp", nil),
        ("dogs", nil),
        ("", nil),
    ] as [(String, SourceChoice?)])
    func sourcesParse(text: String, expected: SourceChoice?) {
        #expect(SourceChoice(parsing: text) == expected)
    }

    @Test func sourcesHaveNames() {
        #expect(SourceChoice.embedded.name == "embedded")
        #expect(SourceChoice.dogCEO(SourceChoice.dogCEOURL).name == "dog.ceo")
        #expect(SourceChoice(parsing: "https://dog.ceo/api/")?.name == "dog.ceo", "dog.ceo's documented address is dog.ceo")
        #expect(SourceChoice.theDogAPI(SourceChoice.theDogAPIURL).name == "TheDogAPI")
        #expect(SourceChoice.dogCEO(URL(string: "http://127.0.0.1:8080")!).name == "127.0.0.1:8080")
        #expect(SourceChoice(parsing: "thedogapi", theDogAPIBase: URL(string: "http://127.0.0.1:9/thedogapi"))?.name == "127.0.0.1:9")
    }
}
