extension Coordinator {
    /// Where the data on show came from, as `--json` records name it (`source`): the live
    /// source's own name (`live`) when it answered, `embedded` when the embedded catalog answers
    /// in its place (for the whole list, or for the breed on show), and `cache` when its stored
    /// answers stand in while it is slow.
    public func dataSource(live: String) -> String {
        guard let catalog else { return live }
        if case let .breed(screen) = stack.top, case let .loaded(batch) = screen.images, batch.fallbackReason != nil { return "embedded" }
        if catalog.features.awaitingLive { return catalog.features.standInSource ?? "cache" }
        return catalog.sourceName == "embedded" ? "embedded" : live
    }
}
