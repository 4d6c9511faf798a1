/// How well a candidate matches a search: its tier first, then a penalty within the tier.
public struct MatchScore: Comparable, Hashable, Sendable {
    /// The kind of match, best first.
    public let tier: MatchTier
    /// Lower is better; compares candidates of the same tier.
    public let penalty: Int

    /// Creates a score.
    public init(tier: MatchTier, penalty: Int) {
        self.tier = tier
        self.penalty = penalty
    }

    /// Orders better scores first: lower tier, then lower penalty.
    public static func < (lhs: MatchScore, rhs: MatchScore) -> Bool {
        (lhs.tier.rawValue, lhs.penalty) < (rhs.tier.rawValue, rhs.penalty)
    }
}

/// The kinds of match, from best to worst.
public enum MatchTier: Int, CaseIterable, Sendable {
    /// The candidate equals the query (ignoring case, diacritics, spaces and punctuation).
    case exact
    /// The candidate as a whole is one edit from the query: `pugg` for `pug`, `bulldgo` for `bulldog`.
    /// It ranks above longer names the query starts, since a short name survives one slip.
    case oneEdit
    /// The candidate starts with the query.
    case prefix
    /// Every query word starts a different word of the candidate: `golden` in `retriever golden`.
    case wordPrefix
    /// The query's letters appear in order in the candidate: `rtvr` in `retriever`.
    case subsequence
    /// The query is within its typo limit of the candidate, a prefix of it or one of its words: `labardor`.
    case typo
}
