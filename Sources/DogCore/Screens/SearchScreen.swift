/// A search: the query, the ranked results, and "did you mean" suggestions when nothing matched.
public struct SearchScreen: Hashable, Sendable {
    /// The query as typed.
    public let query: String
    /// The matches, best first.
    public private(set) var results: [BreedRow]
    /// Near misses, offered when there are no results; then they are the numbered rows.
    public private(set) var suggestions: [BreedRow]
    /// The page on show.
    public private(set) var paging: Paging
    /// The order `sort` set, if any; without one, the best matches come first.
    public private(set) var sorting: Sorting?

    /// Runs a search over a catalog.
    public init(query: String, catalog: Catalog, favorites: FavoriteSet, pageSize: Int) {
        let outcome = BreedSearch.search(query, in: catalog)
        let row = { (hit: SearchHit) in
            BreedRow(catalog.breed(hit.ref) ?? Breed(ref: hit.ref, displayName: hit.displayName), favorites: favorites)
        }
        self.query = query
        results = outcome.results.map(row)
        suggestions = outcome.suggestions.map(row)
        paging = Paging(rowCount: max(results.count, suggestions.count), pageSize: pageSize)
    }

    /// The numbered rows: the results, or the suggestions when there are none.
    public var rows: [ScreenRow] {
        (results.isEmpty ? suggestions : results).map { .breed($0.ref) }
    }

    /// Puts the rows in an order, from the first page.
    mutating func sort(_ sorting: Sorting) {
        self.sorting = sorting
        results = sorting.sorted(results, ref: \.ref)
        suggestions = sorting.sorted(suggestions, ref: \.ref)
        paging = Paging(rowCount: paging.rowCount, pageSize: paging.pageSize)
    }

    /// Pages the rows in another size, keeping the first row on show.
    mutating func repage(pageSize: Int) {
        paging = paging.repaged(pageSize: pageSize)
    }

    /// Handles paging and row commands.
    public mutating func handle(_ command: Command) -> ScreenReaction? {
        paging.handle(command) ?? RowCommands.react(to: command, rows: rows, current: nil)
    }

    /// Appends breeds a live search found that the local ranking did not, keeping the local order first.
    mutating func merge(_ refs: [BreedRef], catalog: Catalog, favorites: FavoriteSet) {
        var known = Set(results.map(\.ref))
        for ref in refs where known.insert(ref).inserted {
            guard let breed = catalog.breed(ref) else { continue }
            results.append(BreedRow(breed, favorites: favorites))
        }
        if let sorting { results = sorting.sorted(results, ref: \.ref) }
        if !results.isEmpty { suggestions = [] }
        paging.resize(rowCount: results.isEmpty ? suggestions.count : results.count)
    }

    /// Marks the favorited breeds.
    mutating func apply(_ favorites: FavoriteSet) {
        for index in results.indices { results[index].isFavorite = favorites.contains(breed: results[index].ref) }
        for index in suggestions.indices { suggestions[index].isFavorite = favorites.contains(breed: suggestions[index].ref) }
    }
}
