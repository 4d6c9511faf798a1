/// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
enum EditDistance {
    /// The distance between two sequences, or nil when it exceeds `limit`.
    static func distance<Element: Equatable>(_ a: ArraySlice<Element>, _ b: ArraySlice<Element>, limit: Int) -> Int? {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        let result = previous[b.count]
        return result <= limit ? result : nil
    }

    /// Whether two sequences are exactly one edit apart (an insertion, deletion, substitution or
    /// adjacent swap), in one pass and without allocating: the distance table's answer for limit 1.
    static func isOneEdit<Element: Equatable>(_ a: UnsafeBufferPointer<Element>, _ b: UnsafeBufferPointer<Element>) -> Bool {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        guard long.count - short.count <= 1 else { return false }
        var first = 0
        while first < short.count, long[first] == short[first] { first += 1 }
        func equal(_ x: Int, _ y: Int) -> Bool {
            UnsafeBufferPointer(rebasing: long[x...]).elementsEqual(UnsafeBufferPointer(rebasing: short[y...]))
        }
        if long.count != short.count { return equal(first + 1, first) }
        guard first < short.count else { return false }
        if equal(first + 1, first + 1) { return true }
        return first + 1 < short.count && long[first] == short[first + 1] && long[first + 1] == short[first] && equal(first + 2, first + 2)
    }
}
