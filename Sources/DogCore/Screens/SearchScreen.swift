/// A search: the query, the ranked results, and "did you mean" suggestions when nothing matched.
public struct SearchScreen: ListScreen {
    /// The query as typed.
    public let query: String
    /// The matches, best first.
    public private(set) var results: [BreedRow]
    /// Near misses, offered when there are no results; then they are the numbered rows.
    public private(set) var suggestions: [BreedRow]
    /// The page on show.
    public internal(set) var paging: Paging
    /// The order `sort` set, if any; without one, the best matches come first.
    public internal(set) var sorting: Sorting?
    /// The results and suggestions as the search ranked them, for `sort` alone to put back.
    private var rankedResults: [BreedRef]
    private var rankedSuggestions: [BreedRef]

    /// The most "did you mean" rows a search offers: enough for every retriever when `retreiver` matched none.
    static let suggestionLimit = 10

    /// Runs a search over a catalog.
    public init(query: String, catalog: Catalog, pageSize: Int) {
        let outcome = BreedSearch.search(query, in: catalog, suggestionLimit: Self.suggestionLimit)
        let row = { (hit: SearchHit) in
            BreedRow(catalog.breed(hit.ref) ?? Breed(ref: hit.ref, displayName: hit.displayName))
        }
        self.query = query
        results = outcome.results.map(row)
        suggestions = outcome.suggestions.map(row)
        rankedResults = outcome.results.map(\.ref)
        rankedSuggestions = outcome.suggestions.map(\.ref)
        paging = Paging(rowCount: max(results.count, suggestions.count), pageSize: pageSize)
    }

    /// The numbered rows: the results, or the suggestions when there are none.
    public var rows: [ScreenRow] {
        (results.isEmpty ? suggestions : results).map { .breed($0.ref) }
    }

    /// The search as a screen.
    var screen: Screen {
        .search(self)
    }

    /// The search's entry in the breadcrumb.
    public var crumb: Crumb {
        .search(query)
    }

    /// Puts the results and the suggestions in an order.
    mutating func order(by sorting: Sorting) {
        results = sorting.sorted(results, ref: \.ref)
        suggestions = sorting.sorted(suggestions, ref: \.ref)
    }

    /// The search's own ranking, best matches first.
    mutating func restoreOwnOrder() {
        results = Self.ordered(results, as: rankedResults)
        suggestions = Self.ordered(suggestions, as: rankedSuggestions)
    }

    /// Rows in the order of a list of their refs.
    private static func ordered(_ rows: [BreedRow], as refs: [BreedRef]) -> [BreedRow] {
        let position = Dictionary(refs.enumerated().map { ($0.element, $0.offset) }) { first, _ in first }
        return rows.sorted { (position[$0.ref] ?? .max) < (position[$1.ref] ?? .max) }
    }

    /// Appends breeds a live search found that the local ranking did not, keeping the local order first.
    mutating func merge(_ refs: [BreedRef], catalog: Catalog) {
        var known = Set(results.map(\.ref))
        for ref in refs where known.insert(ref).inserted {
            guard let breed = catalog.breed(ref) else { continue }
            results.append(BreedRow(breed))
            rankedResults.append(ref)
        }
        if let sorting { results = sorting.sorted(results, ref: \.ref) }
        if !results.isEmpty { suggestions = [] }
        paging.resize(rowCount: results.isEmpty ? suggestions.count : results.count)
    }
}
