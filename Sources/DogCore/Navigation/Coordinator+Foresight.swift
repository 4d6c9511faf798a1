extension Coordinator {
    /// The requests statements would make once `catalog` is loaded, worked out on a copy of this
    /// coordinator, so a session can start them while the live list is still on its way.
    ///
    /// Only a breed's images and the thumbnails of a page are foreseen: commands wait on them,
    /// and their answers do not depend on when they were asked. The copy is thrown away.
    public func foreseenRequests(for statements: [String], catalog: Catalog) -> [Effect] {
        var copy = self
        _ = copy.handle(.catalogLoaded(.success(catalog)))
        return statements.flatMap { statement in
            copy.handle(.commandEntered(statement)).filter { effect in
                switch effect {
                case .loadImages, .loadThumbnails: true
                default: false
                }
            }
        }
    }
}
