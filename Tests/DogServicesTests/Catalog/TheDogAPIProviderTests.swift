import DogCore
import DogTestServer
import Foundation
import Testing
@testable import DogServices

/// TheDogAPI's provider against the test server in both record schemas.
@Suite struct TheDogAPIProviderTests {
    @Test(arguments: TheDogAPISchema.allCases)
    func bothSchemasLoadWithDogCEOIdentifiers(schema: TheDogAPISchema) async throws {
        let live = try await LiveSourceFixture.start(schema: schema)
        let catalog = try await live.theDogAPI().loadCatalog()
        #expect(catalog.features == CatalogFeatures(remoteSearch: true, live: true))
        let labrador = try #require(catalog.breed(BreedRef("labrador")), "matched breeds keep dog.ceo's identifier")
        #expect(labrador.displayName == "Labrador Retriever")
        #expect(labrador.details?.source?.id == 149)
        #expect(labrador.details?.weight == MeasuredRange(lower: 25, upper: 36))
        #expect(labrador.details?.lifeSpan == MeasuredRange(lower: 10, upper: 13))
        #expect(catalog.breed(BreedRef("hound", "afghan"))?.details?.source?.id == 2, "sub-breeds sit under their dog.ceo breed")
        let akbash = try #require(catalog.breed(BreedRef("akbashdog")), "unmatched breeds get an identifier from their name")
        #expect(akbash.displayName == "Akbash Dog")
        #expect(try await catalog.allBreeds.filter { $0.details?.source != nil }.count == live.server.theDogAPIRecordCount(), "every record is a breed")
        #expect(live.warnings.warnings.isEmpty)
    }

    @Test func pagesAreReadUntilAShortOne() async throws {
        let live = try await LiveSourceFixture.start()
        _ = try await live.theDogAPI().loadCatalog()
        let pages = try await live.server.targets()
        #expect(pages == ["/thedogapi/v1/breeds?limit=100&page=0", "/thedogapi/v1/breeds?limit=100&page=1"])
    }

    @Test func malformedRecordsAreSkippedWithAWarningAndTheRestKept() async throws {
        let live = try await LiveSourceFixture.start(faults: [FaultRule("/thedogapi/v1/breeds", .wrongTypes)])
        let catalog = try await live.theDogAPI().loadCatalog()
        let total = try await live.server.theDogAPIRecordCount()
        let broken = (0..<100).filter { $0 % 3 == 1 }.count + (0..<(total - 100)).filter { $0 % 3 == 1 }.count
        #expect(catalog.allBreeds.filter { $0.details?.source != nil }.count == total - broken)
        let warnings = live.warnings.warnings
        #expect(warnings.count == 2, "one warning per page")
        #expect(warnings.first?.message == "skipped malformed breed records")
        #expect(warnings.first?.metadata["count"] == "33")
    }

    @Test func aRefusedKeyIsSaidToBeRefusedNotMissing() {
        let refused = CatalogError.apiKeyRefused(source: "TheDogAPI", status: 403).message
        #expect(refused == Message(.errorCatalogApiKeyRefused, ["source": .text("TheDogAPI"), "status": .number(403)]))
        #expect(refused != CatalogError.apiKeyRequired(source: "TheDogAPI").message)
    }

    @Test func imagesNeedAKeyAndSaySo() async throws {
        let live = try await LiveSourceFixture.start()
        let keyless = live.theDogAPI(key: nil)
        _ = try await keyless.loadCatalog()
        await #expect(throws: CatalogError.apiKeyRequired(source: "TheDogAPI")) {
            try await keyless.images(of: BreedRef("labrador"), count: 3)
        }
        #expect(try await live.server.requests().allSatisfy { !$0.path.contains("images") }, "no request is made without a key")
        let wrongKey = live.theDogAPI(key: "stolen")
        _ = try await wrongKey.loadCatalog()
        await #expect(throws: CatalogError.apiKeyRefused(source: "TheDogAPI", status: 401)) {
            try await wrongKey.images(of: BreedRef("labrador"), count: 3)
        }
    }

    @Test func imagesWithAKeyAreLabelledWithTheirBreed() async throws {
        let live = try await LiveSourceFixture.start()
        let provider = live.theDogAPI()
        _ = try await provider.loadCatalog()
        let batch = try await provider.images(of: BreedRef("labrador"), count: 3)
        #expect(batch.images.count == 3)
        #expect(batch.images.allSatisfy { $0.ref == BreedRef("labrador") && $0.url.hasPrefix(live.server.theDogAPIURL.absoluteString) })
        #expect(try await live.server.requests().last?.target == "/thedogapi/v1/images/search?breed_ids=149&limit=3")
        let hounds = try await provider.images(of: BreedRef("hound"), count: 5)
        #expect(hounds.images.allSatisfy { $0.ref.breed == "hound" }, "a dog.ceo group asks for all its sub-breeds' ids")
        let random = try await provider.randomImage(of: nil)
        #expect(random.url.hasPrefix(live.server.theDogAPIURL.absoluteString))
    }

    @Test func searchAsksTheServerAndMapsItsAnswers() async throws {
        let live = try await LiveSourceFixture.start()
        let provider = live.theDogAPI()
        let found = try await provider.search("retriever")
        #expect(found.contains(BreedRef("labrador")))
        #expect(found.contains(BreedRef("retriever", "golden")))
        #expect(try await live.server.targets() == ["/thedogapi/v1/breeds/search?q=retriever"])
        #expect(try await provider.search("zzzz").isEmpty)
    }

    @Test func recordsDecodeLenientlyFromBothSchemas() throws {
        let classic = #"[{"id": 1, "name": "A", "weight": {"metric": "3 - 6"}, "image": {"url": "https://x/y.jpg"}}, {"id": "2", "name": "B", "species_id": "2", "life_span": "12-15"}, {"id": "x", "name": "C"}, {"name": "D"}, {"id": 5, "name": 7}, 42, {"id": 6, "name": "F", "breed_group": 3}]"#
        let list = try JSONDecoder().decode(LossyArray<DogAPIBreedRecord>.self, from: Data(classic.utf8))
        #expect(list.elements.map(\.id) == [1, 2, 6])
        #expect(list.skipped == 4)
        #expect(list.elements[0].weight == "3 - 6")
        #expect(list.elements[1].lifeSpan == "12-15")
        #expect(list.elements[2].group == nil, "a field of the wrong type reads as missing")
    }
}
