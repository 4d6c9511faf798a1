/// Pairs the lines of two texts that match, keeping their order: a longest common subsequence.
enum LineAlignment {
    /// For each line of `new`, the index of the line of `old` it is paired with; nil for a line with no partner.
    static func pairs(_ old: [String], _ new: [String], matching: (String, String) -> Bool) -> [Int?] {
        let rows = old.count, columns = new.count
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i][j] = matching(old[i], new[j]) ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs = [Int?](repeating: nil, count: columns)
        var i = 0, j = 0
        while i < rows, j < columns {
            if matching(old[i], new[j]), lengths[i][j] == lengths[i + 1][j + 1] + 1 {
                pairs[j] = i
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}
