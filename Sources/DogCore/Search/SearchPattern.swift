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
    /// The squashed query as Unicode scalars, for typo distances counted in characters.
    let squashedScalars: [UInt32]
    /// The largest edit distance a typo match may have; zero disables typo matches.
    public let typoLimit: Int

    /// Folds a query; typo matching starts at three letters.
    public init(_ query: String) {
        text = TextFolding.fold(query)
        bytes = Array(text.utf8)
        squashed = Array(TextFolding.squash(query).utf8)
        words = bytes.split(separator: UInt8(ascii: " "))
        letters = Self.characters(bytes.filter { $0 != UInt8(ascii: " ") })
        squashedScalars = TextFolding.squash(query).unicodeScalars.map(\.value)
        switch squashedScalars.count {
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

    /// The number of skipped bytes in the tightest window holding the query's characters in order.
    ///
    /// Characters match whole and only at character boundaries, so a multi-byte character
    /// never matches bytes scattered across others.
    private func subsequenceGaps(_ candidate: [UInt8]) -> Int? {
        var next = 0
        var index = 0
        var end = -1
        while index < candidate.count {
            if Self.matches(letters[next], in: candidate, at: index) {
                index += letters[next].count
                next += 1
                if next == letters.count {
                    end = index
                    break
                }
            } else {
                index += 1
            }
        }
        guard end >= 0 else { return nil }
        var remaining = letters.count - 1
        var limit = end
        var start = end
        var position = end - 1
        while remaining >= 0, position >= 0 {
            let letter = letters[remaining]
            if position + letter.count <= limit, Self.matches(letter, in: candidate, at: position) {
                remaining -= 1
                limit = position
                start = position
            }
            position -= 1
        }
        let window = end - start
        let letterBytes = letters.reduce(0) { $0 + $1.count }
        let atWordStart = start == 0 || candidate[start - 1] == UInt8(ascii: " ")
        return window - letterBytes + (atWordStart ? 0 : 1)
    }

    /// Whether a character's bytes stand at a character boundary of the candidate.
    private static func matches(_ letter: ArraySlice<UInt8>, in candidate: [UInt8], at index: Int) -> Bool {
        guard index + letter.count <= candidate.count, candidate[index] & 0xC0 != 0x80 else { return false }
        return candidate[index..<(index + letter.count)].elementsEqual(letter)
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

    /// The smallest edit distance, in characters, to the whole candidate, a word of it, or a same-length prefix.
    private func typoDistance(_ candidate: [UInt8], squashed candidateSquashed: [UInt8], words candidateWords: [ArraySlice<UInt8>]) -> Int? {
        var best: Int?
        let query = squashedScalars[...]
        func consider(_ target: [UInt32]) {
            let limit = min(typoLimit, (best ?? Int.max) - 1)
            guard limit >= 0, let distance = EditDistance.distance(query, target[...], limit: limit) else { return }
            best = distance
        }
        let whole = Self.scalars(candidateSquashed)
        consider(whole)
        if whole.count > query.count {
            consider(Array(whole.prefix(query.count)))
        }
        if words.count == 1 {
            for word in candidateWords where word.count > 1 { consider(Self.scalars(Array(word))) }
        }
        return best
    }

    static func scalars(_ bytes: [UInt8]) -> [UInt32] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
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
