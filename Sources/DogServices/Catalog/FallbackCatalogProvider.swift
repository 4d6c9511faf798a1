import DogCore

/// A live source backed by the embedded catalog: when the source does not answer, embedded data answers instead, and says why.
///
/// The list of breeds falls back on any failure but Ctrl-C (an error status, a hang, an answer
/// cut short, too large, or not in the shape the API documents), and on a list with no breeds:
/// a live source never leaves a session with an empty catalog. A breed's images fall back when
/// the source could not answer, not when it answered that it has none or answered garbage, and
/// carry the reason to be said; a random pick falls back only while the source is offline.
public struct FallbackCatalogProvider: CatalogProvider {
    let primary: any CatalogProvider
    let fallback: EmbeddedCatalogProvider

    /// Wraps a live provider.
    public init(primary: any CatalogProvider, fallback: EmbeddedCatalogProvider) {
        self.primary = primary
        self.fallback = fallback
    }

    public func loadCatalog() async throws(CatalogError) -> Catalog {
        let failure: CatalogError
        do {
            let live = try await primary.loadCatalog()
            guard live.breeds.isEmpty else { return live }
            failure = .empty(source: live.sourceName)
        } catch where error != .network(.cancelled) {
            failure = error
        }
        let embedded = try await fallback.loadCatalog()
        let reason: Message? = failure.meansOffline ? nil : failure.message
        return Catalog(breeds: embedded.breeds, sourceName: embedded.sourceName, features: CatalogFeatures(live: true, fallbackReason: reason))
    }

    public func images(of ref: BreedRef, count: Int) async throws(CatalogError) -> ImageBatch {
        do { return try await primary.images(of: ref, count: count) } catch where Self.fallsBack(error) {
            guard let images = try? await fallback.images(of: ref, count: count) else { throw error }
            // Offline is said by the connectivity notice; any other reason goes with the images, to be said with them.
            return images.fallingBack(because: error.meansOffline ? nil : error.message)
        }
    }

    /// One random image; the embedded catalog picks one only while the source cannot be reached
    /// (the offline notice says so), since a lone picture has no place to say another reason.
    public func randomImage(of ref: BreedRef?) async throws(CatalogError) -> BreedImage {
        do { return try await primary.randomImage(of: ref) } catch where error.meansOffline {
            guard let image = try? await fallback.randomImage(of: ref) else { throw error }
            return image
        }
    }

    public func search(_ query: String) async throws(CatalogError) -> [BreedRef] {
        try await primary.search(query)
    }

    /// A source that could not answer falls back; an answer it gave stands, named for what it is
    /// (none: 404; garbage: not JSON, the wrong shape, too large), since nothing else would say why.
    static func fallsBack(_ error: CatalogError) -> Bool {
        guard case let .network(network) = error else { return false }
        return network.meansOffline || network.isTransient
    }
}
