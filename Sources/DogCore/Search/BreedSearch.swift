/// Ranks a catalog's breeds against a query and proposes "did you mean" suggestions.
public enum BreedSearch {
    /// Searches every breed and sub-breed by its phrase, identifier, display name and aliases.
    ///
    /// Results hold exact, prefix, word-prefix and subsequence matches, best first.
    /// Typo matches become suggestions, and only when there are no results. Aliases (names
    /// in other languages) match only exactly or by prefix, so loose matches stay in the
    /// names a person is reading.
    public static func search(_ query: String, in catalog: Catalog, suggestionLimit: Int = 3) -> SearchOutcome {
        catalog.names.searchOutcome(query, limit: suggestionLimit) { rank(query, in: catalog, suggestionLimit: suggestionLimit) }
    }

    /// Ranks every breed against a query: the work `search` remembers.
    private static func rank(_ query: String, in catalog: Catalog, suggestionLimit: Int) -> SearchOutcome {
        let pattern = SearchPattern(query)
        guard !pattern.isEmpty else { return SearchOutcome(results: [], suggestions: []) }
        let forms = catalog.names.searchForms
        let results = hits(pattern, forms, allowTypos: false)
        guard results.isEmpty else { return SearchOutcome(results: results, suggestions: []) }
        let near = hits(pattern, forms, allowTypos: true)
        return SearchOutcome(results: [], suggestions: Array(near.prefix(suggestionLimit)))
    }

    /// Each breed's best score, best first; typos only when allowed (the costly tier, needed only
    /// when nothing else matched).
    private static func hits(_ pattern: SearchPattern, _ forms: [SearchForms], allowTypos: Bool) -> [SearchHit] {
        var hits: [SearchHit] = []
        for index in forms.indices {
            let form = forms[index]
            var best: MatchScore?
            for name in form.names {
                guard let score = name.withUnsafeBufferPointer({ pattern.score(folded: $0, allowTypos: allowTypos) }) else { continue }
                if best.map({ score < $0 }) ?? true { best = score }
            }
            for alias in form.aliases {
                guard let score = alias.withUnsafeBufferPointer({ pattern.score(folded: $0, allowTypos: false) }),
                      score.tier.rawValue <= MatchTier.wordPrefix.rawValue else { continue }
                if best.map({ score < $0 }) ?? true { best = score }
            }
            if let best { hits.append(SearchHit(ref: form.ref, displayName: form.displayName, score: best)) }
        }
        return hits.sorted()
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
