/// The breeds and sub-breeds that meet every condition of a `find`, numbered and paged.
public struct FindScreen: Hashable, Sendable {
    /// One breed found, with the traits its row shows.
    public struct Found: Hashable, Sendable {
        /// The breed's row.
        public var row: BreedRow
        /// Its traits, from both sources.
        public let traits: BreedTraits
    }

    /// The conditions.
    public let query: TraitQuery
    /// The breeds that meet them, in catalog order.
    public private(set) var found: [Found]
    /// The page on show.
    public private(set) var paging: Paging
    /// The order `sort` set, if any; without one, catalog order.
    public private(set) var sorting: Sorting?

    /// Runs the conditions over every breed and sub-breed of a catalog.
    public init(query: TraitQuery, catalog: Catalog, favorites: FavoriteSet, pageSize: Int) {
        self.query = query
        let matcher = TraitMatcher(query, translations: catalog.keywordTranslations)
        found = catalog.allBreeds.compactMap { breed in
            let traits = catalog.traits(of: breed)
            guard matcher.matches(traits) else { return nil }
            return Found(row: BreedRow(breed, favorites: favorites), traits: traits)
        }
        paging = Paging(rowCount: found.count, pageSize: pageSize)
    }

    /// The numbered rows: one per breed found.
    public var rows: [ScreenRow] {
        found.map { .breed($0.row.ref) }
    }

    /// The traits the conditions name, in the order first named, for the rows to show.
    public var shownTraits: [BreedTrait] {
        var seen = Set<BreedTrait>()
        return query.conditions.map(\.trait).filter { seen.insert($0).inserted }
    }

    /// Puts the rows in an order, from the first page.
    mutating func sort(_ sorting: Sorting) {
        self.sorting = sorting
        found = sorting.sorted(found, ref: \.row.ref)
        paging = Paging(rowCount: found.count, pageSize: paging.pageSize)
    }

    /// Pages the rows in another size, keeping the first row on show.
    mutating func repage(pageSize: Int) {
        paging = paging.repaged(pageSize: pageSize)
    }

    /// Handles paging and row commands.
    public mutating func handle(_ command: Command) -> ScreenReaction? {
        paging.handle(command) ?? RowCommands.react(to: command, rows: rows, current: nil)
    }

    /// Marks the favorited breeds.
    mutating func apply(_ favorites: FavoriteSet) {
        for index in found.indices { found[index].row.isFavorite = favorites.contains(breed: found[index].row.ref) }
    }
}
