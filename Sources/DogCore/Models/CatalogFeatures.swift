/// What a catalog's source can do beyond listing breeds.
public struct CatalogFeatures: Hashable, Sendable {
    /// The source has a search endpoint whose results `search` merges with the local ranking.
    public var remoteSearch: Bool
    /// The source answers over the network (so it can be offline).
    public var live: Bool

    /// Creates features; the embedded catalog has neither.
    public init(remoteSearch: Bool = false, live: Bool = false) {
        self.remoteSearch = remoteSearch
        self.live = live
    }
}
