extension Coordinator {
    /// Where the data on show came from, as `--json` records name it (`source`): the live
    /// source's own name (`live`) when it answered, `embedded` when the embedded catalog answers
    /// in its place, and `cache` when its stored answers stand in while it is slow.
    public func dataSource(live: String) -> String {
        guard let catalog else { return live }
        if catalog.features.awaitingLive { return catalog.features.standInSource ?? "cache" }
        return catalog.sourceName == "embedded" ? "embedded" : live
    }
}
