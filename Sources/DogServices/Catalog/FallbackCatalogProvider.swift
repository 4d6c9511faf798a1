import DogCore

/// A live source backed by the embedded catalog: when the network fails, embedded data answers instead.
public struct FallbackCatalogProvider: CatalogProvider {
    let primary: any CatalogProvider
    let fallback: EmbeddedCatalogProvider

    /// Wraps a live provider.
    public init(primary: any CatalogProvider, fallback: EmbeddedCatalogProvider) {
        self.primary = primary
        self.fallback = fallback
    }

    public func loadCatalog() async throws(CatalogError) -> Catalog {
        do { return try await primary.loadCatalog() } catch where Self.fallsBack(error) {
            let embedded = try await fallback.loadCatalog()
            let reason: Message? = error.meansOffline ? nil : error.message
            return Catalog(breeds: embedded.breeds, sourceName: embedded.sourceName, features: CatalogFeatures(live: true, fallbackReason: reason))
        }
    }

    public func images(of ref: BreedRef, count: Int) async throws(CatalogError) -> ImageBatch {
        do { return try await primary.images(of: ref, count: count) } catch where Self.fallsBack(error) {
            guard let images = try? await fallback.images(of: ref, count: count) else { throw error }
            return images
        }
    }

    public func randomImage(of ref: BreedRef?) async throws(CatalogError) -> BreedImage {
        do { return try await primary.randomImage(of: ref) } catch where Self.fallsBack(error) {
            guard let image = try? await fallback.randomImage(of: ref) else { throw error }
            return image
        }
    }

    public func search(_ query: String) async throws(CatalogError) -> [BreedRef] {
        try await primary.search(query)
    }

    /// Only a network that cannot be reached falls back; a server's own answer (404, bad data) stands.
    static func fallsBack(_ error: CatalogError) -> Bool {
        if case let .network(network) = error { return network.meansOffline || network.isTransient }
        return false
    }
}
