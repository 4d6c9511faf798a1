/// What a catalog's source can do beyond listing breeds.
public struct CatalogFeatures: Hashable, Sendable {
    /// The source has a search endpoint whose results `search` merges with the local ranking.
    public var remoteSearch: Bool
    /// The source answers over the network (so it can be offline).
    public var live: Bool
    /// Why a live source could not answer, when the embedded catalog answers in its place (not when offline: that has its own notice).
    public var fallbackReason: Message?
    /// The live source is slow to answer and this catalog (cached or embedded) stands in until it does.
    public var awaitingLive: Bool
    /// While a catalog stands in, where it came from: `cache` (the live source's stored answers) or `embedded`.
    public var standInSource: String?

    /// Creates features; the embedded catalog has none.
    public init(remoteSearch: Bool = false, live: Bool = false, fallbackReason: Message? = nil, awaitingLive: Bool = false) {
        self.remoteSearch = remoteSearch
        self.live = live
        self.fallbackReason = fallbackReason
        self.awaitingLive = awaitingLive
    }
}
