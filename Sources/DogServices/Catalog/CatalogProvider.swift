import DogCore

/// A source of breeds and images: the embedded catalog now, live APIs later.
public protocol CatalogProvider: Sendable {
    /// Loads every breed and sub-breed.
    func loadCatalog() async throws(CatalogError) -> Catalog
    /// Chooses up to `count` random images of a breed, including its sub-breeds' images.
    func images(of ref: BreedRef, count: Int) async throws(CatalogError) -> ImageBatch
    /// Chooses one random image, of any breed when `ref` is nil.
    func randomImage(of ref: BreedRef?) async throws(CatalogError) -> BreedImage
}
