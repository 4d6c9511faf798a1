import DogCore

/// Serves the embedded catalog with no network, choosing images with a seeded generator.
///
/// The same seed gives the same picks in the same order, so `--seed` makes sessions repeatable.
public final class EmbeddedCatalogProvider: CatalogProvider {
    private let generator: Locked<SeededGenerator>
    /// Image lists already decoded from the embedded bytes, by breed.
    private let decodedImages = Memo<BreedRef, [BreedImage]>()

    /// The embedded catalog is in memory: it answers at once and never waits.
    public var answersLocally: Bool { true }

    /// Seeds the image picker; the embedded data is parsed when first asked for.
    public init(seed: UInt64) {
        generator = Locked(SeededGenerator(seed: seed))
    }

    /// The parsed data, shared by every provider in the process and parsed once.
    private var embedded: Result<EmbeddedCatalog, CatalogError> {
        EmbeddedCatalog.shared.value
    }

    public func loadCatalog() async throws(CatalogError) -> Catalog {
        try embedded.get().catalog
    }

    public func images(of ref: BreedRef, count: Int) async throws(CatalogError) -> ImageBatch {
        let embedded = try embedded.get()
        guard embedded.catalog.breed(ref) != nil else { throw .unknownBreed(ref) }
        let all = decodedImages.value(for: ref) { embedded.images(of: ref) }
        let picks = generator.withLock { $0.sampleIndices(count, of: all.count) }
        return ImageBatch(images: picks.map { all[$0] }, requested: count, available: all.count)
    }

    public func randomImage(of ref: BreedRef?) async throws(CatalogError) -> BreedImage {
        let embedded = try embedded.get()
        let breeds: [Breed]
        if let ref {
            guard let breed = embedded.catalog.breed(ref) else { throw .unknownBreed(ref) }
            breeds = [breed] + breed.subBreeds
        } else {
            breeds = embedded.catalog.allBreeds
        }
        let total = breeds.reduce(0) { $0 + ($1.imageCount ?? 0) }
        guard total > 0 else { throw .noImages(ref) }
        var pick = generator.withLock { Int.random(in: 0..<total, using: &$0) }
        for breed in breeds {
            let count = breed.imageCount ?? 0
            if pick < count { return BreedImage(ref: breed.ref, dogCEOFile: embedded.imageFiles(of: breed.ref)[pick]) }
            pick -= count
        }
        throw .noImages(ref)
    }
}
