import DogCore
import Testing
@testable import DogServices

@Suite struct EmbeddedCatalogProviderTests {
    @Test func theSameSeedPicksTheSameImages() async throws {
        let first = EmbeddedCatalogProvider(seed: 7), second = EmbeddedCatalogProvider(seed: 7), other = EmbeddedCatalogProvider(seed: 8)
        let labrador = BreedRef("labrador")
        let a = try await first.images(of: labrador, count: 10)
        let b = try await second.images(of: labrador, count: 10)
        let c = try await other.images(of: labrador, count: 10)
        #expect(a == b)
        #expect(a != c)
        #expect(a.images.count == 10 && Set(a.images).count == 10)
        #expect(a.available == 100 && a.requested == 10 && !a.isShort)
        #expect(try await first.randomImage(of: nil) == second.randomImage(of: nil))
    }

    @Test func fewAndNoImagesAreReportedAsShortBatches() async throws {
        let provider = EmbeddedCatalogProvider(seed: 1)
        let bakharwal = try await provider.images(of: BreedRef("bakharwal", "indian"), count: 10)
        #expect(bakharwal.images.map(\.fileName) == ["Bakharwal.jpg"])
        #expect(bakharwal.isShort && bakharwal.available == 1)
        let kombai = try await provider.images(of: BreedRef("kombai"), count: 10)
        #expect(kombai.images.isEmpty && kombai.available == 0)
        await #expect(throws: CatalogError.noImages(BreedRef("kombai"))) { try await provider.randomImage(of: BreedRef("kombai")) }
        await #expect(throws: CatalogError.unknownBreed(BreedRef("unicorn"))) { try await provider.images(of: BreedRef("unicorn"), count: 3) }
    }

    @Test func randomImagesComeFromTheAskedBreed() async throws {
        let provider = EmbeddedCatalogProvider(seed: 99)
        for _ in 0..<20 {
            let image = try await provider.randomImage(of: BreedRef("hound"))
            #expect(image.ref.breed == "hound" && image.ref.subBreed != nil)
            let any = try await provider.randomImage(of: nil)
            #expect(any.url.hasPrefix("https://images.dog.ceo/breeds/" + any.ref.folder + "/"))
        }
    }
}
