/// Ranks a catalog's breeds against a query and proposes "did you mean" suggestions.
public enum BreedSearch {
    /// Searches every breed and sub-breed by its phrase, identifier, display name and aliases.
    ///
    /// Results hold exact, prefix, word-prefix and subsequence matches, best first.
    /// Typo matches become suggestions, and only when there are no results. Aliases (names
    /// in other languages) match only exactly or by prefix, so loose matches stay in the
    /// names a person is reading.
    public static func search(_ query: String, in catalog: Catalog, suggestionLimit: Int = 3) -> SearchOutcome {
        let pattern = SearchPattern(query)
        guard !pattern.isEmpty else { return SearchOutcome(results: [], suggestions: []) }
        var hits: [SearchHit] = []
        for breed in catalog.allBreeds {
            let primary = [breed.ref.phrase, breed.ref.identifier, breed.displayName].compactMap(pattern.score)
            let aliases = catalog.aliases(of: breed).compactMap(pattern.score).filter { $0.tier.rawValue <= MatchTier.wordPrefix.rawValue }
            guard let score = (primary + aliases).min() else { continue }
            hits.append(SearchHit(ref: breed.ref, displayName: breed.displayName, score: score))
        }
        hits.sort()
        let results = hits.filter { $0.score.tier != .typo }
        let suggestions = results.isEmpty ? Array(hits.prefix(suggestionLimit)) : []
        return SearchOutcome(results: results, suggestions: suggestions)
    }

    /// The nearest breeds to a name that resolved to nothing, for an error's suggestions.
    public static func suggestions(for words: [String], in catalog: Catalog, limit: Int = 3) -> [SearchHit] {
        let outcome = search(words.joined(separator: " "), in: catalog, suggestionLimit: limit)
        return outcome.results.isEmpty ? outcome.suggestions : Array(outcome.results.prefix(limit))
    }
}

/// The results and suggestions of one search.
public struct SearchOutcome: Equatable, Sendable {
    /// Matches, best first.
    public let results: [SearchHit]
    /// Near misses offered as "did you mean", best first.
    public let suggestions: [SearchHit]

    /// Creates an outcome.
    public init(results: [SearchHit], suggestions: [SearchHit]) {
        self.results = results
        self.suggestions = suggestions
    }
}

/// One breed found by a search, with its score.
public struct SearchHit: Comparable, Hashable, Sendable {
    /// The breed found.
    public let ref: BreedRef
    /// Its display name.
    public let displayName: String
    /// How well it matched.
    public let score: MatchScore

    /// Creates a hit.
    public init(ref: BreedRef, displayName: String, score: MatchScore) {
        self.ref = ref
        self.displayName = displayName
        self.score = score
    }

    /// Orders by score, then alphabetically by phrase so equal scores are stable.
    public static func < (lhs: SearchHit, rhs: SearchHit) -> Bool {
        if lhs.score != rhs.score { return lhs.score < rhs.score }
        return lhs.ref.phrase < rhs.ref.phrase
    }
}
