/// A unified diff of two line lists, as `diff -u` prints it.
public enum UnifiedDiff {
    /// The diff lines, with `---`/`+++` headers and hunks with three lines of context; empty when equal.
    public static func lines(from old: [String], to new: [String], oldLabel: String, newLabel: String, context: Int = 3) -> [String] {
        let script = editScript(old, new)
        guard script.contains(where: { $0.kind != .same }) else { return [] }
        var output = ["--- \(oldLabel)", "+++ \(newLabel)"]
        var index = 0
        while index < script.count {
            guard let changeStart = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var end = changeStart
            var lastChange = changeStart
            while end < script.count {
                if script[end].kind != .same { lastChange = end }
                if end - lastChange > context * 2 { break }
                end += 1
            }
            let start = max(index, changeStart - context)
            let stop = min(script.count, lastChange + context + 1)
            let hunk = script[start..<stop]
            let oldStart = hunk.first?.oldLine ?? 0, newStart = hunk.first?.newLine ?? 0
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            output.append("@@ -\(oldStart + (oldCount == 0 ? 0 : 1)),\(oldCount) +\(newStart + (newCount == 0 ? 0 : 1)),\(newCount) @@")
            for edit in hunk {
                switch edit.kind {
                case .same: output.append(" " + edit.text)
                case .removed: output.append("-" + edit.text)
                case .added: output.append("+" + edit.text)
                }
            }
            index = stop
        }
        return output
    }

    private struct Edit {
        enum Kind { case same, removed, added }
        let kind: Kind
        let text: String
        /// Lines of the old and new text before this edit.
        let oldLine: Int
        let newLine: Int
    }

    /// The edit script, from the standard library's difference of the two lists: at each place,
    /// the old lines removed come before the new lines added.
    private static func editScript(_ old: [String], _ new: [String]) -> [Edit] {
        var removed: Set<Int> = []
        var inserted: Set<Int> = []
        for change in new.difference(from: old) {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                edits.append(Edit(kind: .removed, text: old[i], oldLine: i, newLine: j))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                edits.append(Edit(kind: .added, text: new[j], oldLine: i, newLine: j))
                j += 1
            } else {
                edits.append(Edit(kind: .same, text: old[i], oldLine: i, newLine: j))
                i += 1
                j += 1
            }
        }
        return edits
    }
}
