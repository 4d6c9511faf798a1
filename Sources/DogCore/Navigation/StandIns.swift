/// What an answer that stood in for a slow live source becomes, and what the live answer that
/// comes after it settles on: the rules the runtime once applied itself, here where the tables
/// test them (`StandInTests`). The runtime hands over the raw outcomes.
enum StandIns {
    /// A stand-in's catalog shown in the live source's name, marked as waiting for it.
    static func catalog(_ shown: Catalog, for source: String) -> Catalog {
        shown.standingIn(for: source, awaitingLive: true)
    }

    /// The catalog to keep once the live source answered after a stand-in:
    /// - the live list, when the source itself answered;
    /// - the stand-in, no longer waiting, when the embedded catalog answered in the source's place
    ///   (with the reason it gave);
    /// - the stand-in, no longer waiting, when the live call failed: with the failure's message,
    ///   unless it only means the network is away, which the prompt already says.
    static func settledCatalog(standIn shown: Catalog, source: String, _ result: Result<Catalog, CatalogError>) -> Catalog {
        switch result {
        case let .success(live) where live.sourceName == source:
            live
        case let .success(fallback):
            shown.standingIn(for: source, awaitingLive: false, fallbackReason: fallback.features.fallbackReason)
        case let .failure(error):
            shown.standingIn(for: source, awaitingLive: false, fallbackReason: error.meansOffline ? nil : error.message)
        }
    }

    /// The images to keep once the live source answered after stand-ins: its answer, unless the
    /// network was gone by then, when the embedded catalog answered in its place and the stand-ins stay.
    static func settledImages(standIn shown: ImageBatch, _ result: Result<ImageBatch, CatalogError>, offline: Bool) -> Result<ImageBatch, CatalogError> {
        offline ? .success(shown) : result
    }
}
