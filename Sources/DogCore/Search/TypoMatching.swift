/// Which typo matches a score may make, from none to the fullest.
///
/// The allowed distance grows with the typed length (`SearchPattern.typoLimit`): the held-out
/// typos of `TypoRankingTests` set it. Every realistic slip of a breed name there is within it,
/// and none of the nonsense words comes within it of any name.
public enum TypoMatching: Int, Comparable, Sendable {
    /// None: exact, prefix, word-prefix and subsequence matches only (the filter, completion, aliases).
    case none
    /// Also `oneEdit`: the candidate as a whole is one edit away (`pugg` for `pug`). Cheap, so a
    /// search tries it on every name.
    case oneEdit
    /// Also `typo`: the whole candidate, or a prefix of it the query covers more than half of, is
    /// within the query's limit.
    case whole
    /// Also `typo` against each word of the candidate, held to one edit less than the whole:
    /// a three- or four-letter word is one slip from many others (`foo` from `fox`).
    case wholeAndWords

    public static func < (lhs: TypoMatching, rhs: TypoMatching) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
