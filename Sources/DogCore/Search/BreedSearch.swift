/// Ranks a catalog's breeds against a query and proposes "did you mean" suggestions.
public enum BreedSearch {
    /// Searches every breed and sub-breed by its phrase, identifier, display name and aliases.
    ///
    /// Results hold exact, one-edit, prefix, word-prefix and subsequence matches, best first: a
    /// name one slip from the query ranks right after an exact one (`pugg` puts Pug before Puggle).
    /// When nothing matched but by a slip, one-slip names lead the typo matches as suggestions
    /// instead (`labardor`: did you mean Labrador, Labradoodle); `bagle`, a subsequence of Beagle,
    /// keeps Beagle as a result. Aliases (names in other languages) match
    /// only exactly or by prefix, so loose matches stay in the names a person is reading.
    public static func search(_ query: String, in catalog: Catalog, suggestionLimit: Int = 3) -> SearchOutcome {
        catalog.names.searchOutcome(query, limit: suggestionLimit) { rank(query, in: catalog, suggestionLimit: suggestionLimit) }
    }

    /// Ranks every breed against a query: the work `search` remembers.
    private static func rank(_ query: String, in catalog: Catalog, suggestionLimit: Int) -> SearchOutcome {
        let pattern = SearchPattern(query)
        guard !pattern.isEmpty else { return SearchOutcome(results: [], suggestions: []) }
        let forms = catalog.names.searchForms
        let results = hits(pattern, forms, typos: .oneEdit)
        let matched = results.contains { $0.score.tier != .oneEdit } || !(results.isEmpty || hits(pattern, forms, typos: .none).isEmpty)
        if matched { return SearchOutcome(results: results, suggestions: []) }
        let near = hits(pattern, forms, typos: .wholeAndWords)
        return SearchOutcome(results: [], suggestions: Array(near.prefix(suggestionLimit)))
    }

    /// Each breed's best score, best first, with typo matches up to `typos` (the full typo tier is
    /// the costly one, needed only when nothing else matched).
    private static func hits(_ pattern: SearchPattern, _ forms: [SearchForms], typos: TypoMatching) -> [SearchHit] {
        var hits: [SearchHit] = []
        for index in forms.indices {
            let form = forms[index]
            var best: MatchScore?
            for (position, name) in form.names.enumerated() {
                let allowed = nameTypos(typos, position: position, pattern: pattern)
                guard let score = name.withUnsafeBufferPointer({ pattern.score(folded: $0, typos: allowed) }) else { continue }
                if best.map({ score < $0 }) ?? true { best = score }
            }
            for alias in form.aliases {
                guard let score = alias.withUnsafeBufferPointer({ pattern.score(folded: $0, typos: .none) }),
                      score.tier.rawValue <= MatchTier.wordPrefix.rawValue else { continue }
                if best.map({ score < $0 }) ?? true { best = score }
            }
            if let best { hits.append(SearchHit(ref: form.ref, displayName: form.displayName, score: best)) }
        }
        return hits.sorted()
    }

    /// The typos allowed against one of a breed's names: words only in the phrase, whose words are
    /// dog.ceo's breed and sub-breed names; a display name's words include `Dog` and `Terrier`,
    /// which a short slip would reach from anywhere. A query of seven letters and more is long
    /// enough to be held to a display name's words too: `shepard` reaches German Shepherd Dog,
    /// whose identifier is the one word `germanshepherd`.
    private static func nameTypos(_ typos: TypoMatching, position: Int, pattern: SearchPattern) -> TypoMatching {
        position == SearchForms.phrasePosition || pattern.squashedScalars.count >= 7 ? typos : min(typos, .whole)
    }

    /// The nearest breeds to a name that resolved to nothing, for an error's "did you mean".
    ///
    /// Only breeds within the typed length's typo limit of one of their names are offered
    /// (`SearchPattern.typoLimit`), in search's order: `pugg` offers pug and puggle, `labardor`
    /// labrador and labradoodle, while `dog`, which starts a word of two dozen display names, and
    /// `cat`, a third of `cattledog`, offer none.
    ///
    /// Words that start a word of some breed's names are the start of a name, not a slip: when no
    /// near breed is among those, none is offered, and the error points to `search` instead
    /// (`aus` starts Australian, and is not offered husky, one letter from `hus`). Words that start
    /// only a name in another language offer those breeds, as search finds them: `schäf` offers
    /// German Shepherd Dog (Deutscher Schäferhund), where it offered schnauzer, two slips away.
    public static func suggestions(for words: [String], in catalog: Catalog, limit: Int = 3) -> [SearchHit] {
        let pattern = SearchPattern(words.joined(separator: " "))
        guard !pattern.isEmpty else { return [] }
        let forms = catalog.names.searchForms
        let startsAName = forms.contains { form in form.names.contains { name in name.withUnsafeBufferPointer { pattern.wordPrefixMatch($0) != nil } } }
        if !startsAName {
            let byAlias = forms.compactMap { form -> SearchHit? in
                let scores = form.aliases.compactMap { alias in alias.withUnsafeBufferPointer { pattern.score(folded: $0, typos: .none) } }
                guard let best = scores.filter({ $0.tier.rawValue <= MatchTier.wordPrefix.rawValue }).min() else { return nil }
                return SearchHit(ref: form.ref, displayName: form.displayName, score: best)
            }
            if !byAlias.isEmpty { return Array(byAlias.sorted().prefix(limit)) }
        }
        let near = forms.filter { form in
            form.names.enumerated().contains { position, name in
                pattern.isNear(folded: name, typos: nameTypos(.wholeAndWords, position: position, pattern: pattern))
            }
        }
        let started = startsAName ? Set(forms.filter { form in form.names.contains { name in name.withUnsafeBufferPointer { pattern.wordPrefixMatch($0) != nil } } }.map(\.ref)) : []
        guard started.isEmpty || near.contains(where: { started.contains($0.ref) }) else { return [] }
        return Array(hits(pattern, near, typos: .wholeAndWords).prefix(limit))
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
