import DogCore

/// A source of breeds and images: the embedded catalog or a live API.
public protocol CatalogProvider: Sendable {
    /// Whether every answer comes from memory at once, so calls need no spinner, deadline or Ctrl-C watch.
    var answersLocally: Bool { get }
    /// Loads every breed and sub-breed.
    func loadCatalog() async throws(CatalogError) -> Catalog
    /// Chooses up to `count` random images of a breed, including its sub-breeds' images.
    func images(of ref: BreedRef, count: Int) async throws(CatalogError) -> ImageBatch
    /// Chooses one random image, of any breed when `ref` is nil.
    func randomImage(of ref: BreedRef?) async throws(CatalogError) -> BreedImage
    /// Asks the source's own search for breeds matching a query; only sources with `remoteSearch` have one.
    func search(_ query: String) async throws(CatalogError) -> [BreedRef]
}

extension CatalogProvider {
    /// Sources answer over the network unless they say otherwise.
    public var answersLocally: Bool { false }

    /// Sources without a search endpoint find nothing remotely; the local ranking does the work.
    public func search(_ query: String) async throws(CatalogError) -> [BreedRef] {
        []
    }
}
