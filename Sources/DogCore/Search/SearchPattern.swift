/// A folded search query that scores candidates by tier: exact, prefix, word prefix, subsequence, typo.
///
/// Matching works on UTF-8 bytes of folded text, so the inner loops allocate nothing per character.
public struct SearchPattern: Sendable {
    /// The folded query text.
    public let text: String
    let bytes: [UInt8]
    let squashed: [UInt8]
    let words: [ArraySlice<UInt8>]
    let letters: [UInt8]
    /// The largest edit distance a typo match may have; zero disables typo matches.
    public let typoLimit: Int

    /// Folds a query; typo matching starts at three letters.
    public init(_ query: String) {
        text = TextFolding.fold(query)
        bytes = Array(text.utf8)
        squashed = Array(TextFolding.squash(query).utf8)
        words = bytes.split(separator: UInt8(ascii: " "))
        letters = bytes.filter { $0 != UInt8(ascii: " ") }
        switch squashed.count {
        case 0..<3: typoLimit = 0
        case 3...4: typoLimit = 1
        case 5...8: typoLimit = 2
        default: typoLimit = 3
        }
    }

    /// True when the query holds nothing to match.
    public var isEmpty: Bool { letters.isEmpty }

    /// Scores a candidate text, folding it first; nil when it does not match at all.
    public func score(_ candidate: String) -> MatchScore? {
        score(folded: Array(TextFolding.fold(candidate).utf8))
    }

    /// Scores an already folded candidate; nil when it does not match at all.
    public func score(folded candidate: [UInt8]) -> MatchScore? {
        guard !isEmpty else { return nil }
        let lengthPenalty = max(0, candidate.count - bytes.count)
        if candidate == bytes { return MatchScore(tier: .exact, penalty: 0) }
        let candidateSquashed = Self.squash(candidate)
        if candidateSquashed == squashed { return MatchScore(tier: .exact, penalty: 1) }
        if candidate.starts(with: bytes) { return MatchScore(tier: .prefix, penalty: lengthPenalty) }
        if candidateSquashed.starts(with: squashed) {
            return MatchScore(tier: .prefix, penalty: lengthPenalty + 1)
        }
        let candidateWords = Self.words(candidate)
        if let firstWord = wordPrefixMatch(candidateWords) {
            return MatchScore(tier: .wordPrefix, penalty: firstWord * 8 + lengthPenalty)
        }
        if let gaps = subsequenceGaps(candidate) {
            return MatchScore(tier: .subsequence, penalty: gaps * 4 + lengthPenalty / 4)
        }
        if typoLimit > 0, let distance = typoDistance(candidate, squashed: candidateSquashed, words: candidateWords) {
            return MatchScore(tier: .typo, penalty: distance * 16 + lengthPenalty)
        }
        return nil
    }

    /// The index of the first candidate word used when every query word prefixes a distinct word.
    private func wordPrefixMatch(_ candidateWords: [ArraySlice<UInt8>]) -> Int? {
        var used = [Bool](repeating: false, count: candidateWords.count)
        var first = Int.max
        for word in words {
            guard let index = candidateWords.indices.first(where: { !used[$0] && candidateWords[$0].starts(with: word) })
            else { return nil }
            used[index] = true
            first = min(first, index)
        }
        return first == Int.max ? nil : first
    }

    /// The number of skipped bytes in the tightest window holding the query's letters in order.
    private func subsequenceGaps(_ candidate: [UInt8]) -> Int? {
        var next = 0
        var end = -1
        for (index, byte) in candidate.enumerated() where byte == letters[next] {
            next += 1
            if next == letters.count {
                end = index
                break
            }
        }
        guard end >= 0 else { return nil }
        var remaining = letters.count - 1
        var start = end
        while remaining >= 0 {
            if candidate[start] == letters[remaining] { remaining -= 1 }
            if remaining >= 0 { start -= 1 }
        }
        let window = end - start + 1
        let atWordStart = start == 0 || candidate[start - 1] == UInt8(ascii: " ")
        return window - letters.count + (atWordStart ? 0 : 1)
    }

    /// The smallest edit distance to the whole candidate, a word of it, or a same-length prefix.
    private func typoDistance(_ candidate: [UInt8], squashed candidateSquashed: [UInt8], words candidateWords: [ArraySlice<UInt8>]) -> Int? {
        var best: Int?
        func consider(_ target: ArraySlice<UInt8>, _ query: ArraySlice<UInt8>) {
            let limit = min(typoLimit, (best ?? Int.max) - 1)
            guard limit >= 0, let distance = EditDistance.distance(query, target, limit: limit) else { return }
            best = distance
        }
        consider(candidateSquashed[...], squashed[...])
        if candidateSquashed.count > squashed.count {
            consider(candidateSquashed.prefix(squashed.count), squashed[...])
        }
        if words.count == 1 {
            for word in candidateWords where word.count > 1 { consider(word, squashed[...]) }
        }
        return best
    }

    static func squash(_ folded: [UInt8]) -> [UInt8] {
        folded.filter { byte in
            byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }

    static func words(_ folded: [UInt8]) -> [ArraySlice<UInt8>] {
        folded.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") })
    }
}
