extension SearchPattern {
    /// Scores a folded candidate held in a buffer; nil when it does not match at all.
    ///
    /// Every tier but the typo tiers is decided without allocating: squashed comparisons stream
    /// over the bytes, words are found by scanning, and a candidate lacking any query word's letters
    /// in order is rejected before any tier is tried. `typos: .none` is the filter's choice, where a
    /// typo match over a million lines would be noise.
    public func score(folded candidate: UnsafeBufferPointer<UInt8>, typos: TypoMatching) -> MatchScore? {
        guard !isEmpty else { return nil }
        let lengthPenalty = max(0, candidate.count - bytes.count)
        if candidate.elementsEqual(bytes) { return MatchScore(tier: .exact, penalty: 0) }
        let inOrder = hasEveryWordInOrder(candidate)
        let comparison = inOrder ? squashedComparison(candidate) : .neither
        if comparison == .equal { return MatchScore(tier: .exact, penalty: 1) }
        if typos >= .oneEdit, isOneEdit(fromWhole: candidate) { return MatchScore(tier: .oneEdit, penalty: lengthPenalty) }
        if inOrder {
            if comparison == .prefix {
                return MatchScore(tier: .prefix, penalty: lengthPenalty + (candidate.starts(with: bytes) ? 0 : 1))
            }
            if let firstWord = wordPrefixMatch(candidate) {
                return MatchScore(tier: .wordPrefix, penalty: firstWord * 8 + lengthPenalty)
            }
            if let gaps = subsequenceGaps(candidate) {
                return MatchScore(tier: .subsequence, penalty: gaps * 4 + lengthPenalty / 4)
            }
        }
        guard typos >= .whole, typoLimit > 0 else { return nil }
        let array = Array(candidate)
        let candidateSquashed = Self.squash(array)
        let candidateWords = typos == .wholeAndWords ? Self.words(array) : []
        guard let distance = typoDistance(array, squashed: candidateSquashed, words: candidateWords) else { return nil }
        return MatchScore(tier: .typo, penalty: distance * 16 + lengthPenalty)
    }

    /// Whether the candidate, squashed, is exactly one edit from the squashed query.
    ///
    /// A search asks it of every name, so an ASCII candidate is squashed into stack memory, given
    /// up on once longer than the query by two, and compared in one pass (`EditDistance.isOneEdit`):
    /// the general path (allocating, decoding, the distance table) made an uncached search of the
    /// embedded catalog about twice as slow (BENCHMARKS.md, issue 29).
    func isOneEdit(fromWhole candidate: UnsafeBufferPointer<UInt8>) -> Bool {
        guard typoLimit > 0, candidate.count + 1 >= squashed.count else { return false }
        if squashedIsASCII {
            let fast = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: squashed.count + 1) { buffer -> Bool? in
                var count = 0
                for byte in candidate {
                    if byte >= 0x80 { return nil }
                    guard Self.isSquashed(byte) else { continue }
                    if count == buffer.count { return false }
                    buffer[count] = byte
                    count += 1
                }
                return squashed.withUnsafeBufferPointer { EditDistance.isOneEdit($0, UnsafeBufferPointer(rebasing: buffer[..<count])) }
            }
            if let fast { return fast }
        }
        let whole = Self.scalars(Self.squash(Array(candidate)))
        guard abs(whole.count - squashedScalars.count) <= 1 else { return false }
        return EditDistance.distance(squashedScalars[...], whole[...], limit: 1) == 1
    }

    /// Whether every query word's letters and digits appear in order somewhere in the candidate.
    ///
    /// Each tier but typos implies it, so it rejects most candidates of a large input in one scan.
    /// With `ignoringASCIICase`, upper-case ASCII letters count as lower case, for unfolded lines.
    @inline(__always)
    func hasEveryWordInOrder(_ candidate: UnsafeBufferPointer<UInt8>, ignoringASCIICase: Bool = false) -> Bool {
        for word in wordLetters {
            var next = word.startIndex
            for var byte in candidate {
                if ignoringASCIICase, byte &- UInt8(ascii: "A") < 26 { byte |= 0x20 }
                guard byte == word[next] else { continue }
                next += 1
                if next == word.endIndex { break }
            }
            if next != word.endIndex { return false }
        }
        return true
    }

    /// How the candidate's squashed bytes compare with the squashed query.
    enum SquashedComparison {
        case equal, prefix, neither
    }

    /// Compares the candidate, squashed as it is read, with the squashed query.
    func squashedComparison(_ candidate: UnsafeBufferPointer<UInt8>) -> SquashedComparison {
        var matched = 0
        for byte in candidate where Self.isSquashed(byte) {
            if matched == squashed.count { return .prefix }
            if byte != squashed[matched] { return .neither }
            matched += 1
        }
        return matched == squashed.count ? .equal : .neither
    }

    /// The index of the first candidate word used when every query word prefixes a distinct word.
    ///
    /// Only the first 64 words of a candidate take part.
    func wordPrefixMatch(_ candidate: UnsafeBufferPointer<UInt8>) -> Int? {
        var used: UInt64 = 0
        var first = Int.max
        for word in words {
            var found = false
            var wordIndex = 0
            var position = 0
            while position < candidate.count, wordIndex < 64 {
                while position < candidate.count, Self.isWordBreak(candidate[position]) { position += 1 }
                guard position < candidate.count else { break }
                let start = position
                while position < candidate.count, !Self.isWordBreak(candidate[position]) { position += 1 }
                if used & (1 << wordIndex) == 0, position - start >= word.count,
                   UnsafeBufferPointer(rebasing: candidate[start..<(start + word.count)]).elementsEqual(word) {
                    used |= 1 << wordIndex
                    first = min(first, wordIndex)
                    found = true
                    break
                }
                wordIndex += 1
            }
            if !found { return nil }
        }
        return first == Int.max ? nil : first
    }

    /// The number of skipped bytes in the tightest window holding the query's characters in order.
    ///
    /// Characters match whole and only at character boundaries, so a multi-byte character
    /// never matches bytes scattered across others.
    func subsequenceGaps(_ candidate: UnsafeBufferPointer<UInt8>) -> Int? {
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
        let atWordStart = start == 0 || Self.isWordBreak(candidate[start - 1])
        return window - letterBytes + (atWordStart ? 0 : 1)
    }

    /// Whether a character's bytes stand at a character boundary of the candidate.
    @inline(__always)
    static func matches(_ letter: ArraySlice<UInt8>, in candidate: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + letter.count <= candidate.count, candidate[index] & 0xC0 != 0x80 else { return false }
        var offset = 0
        for byte in letter {
            if candidate[index + offset] != byte { return false }
            offset += 1
        }
        return true
    }
}
