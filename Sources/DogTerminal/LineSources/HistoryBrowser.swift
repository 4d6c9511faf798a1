/// Up and Down through the history among the lines that start with what was typed, as zsh's
/// up-line-or-beginning-search and fish's arrows do.
///
/// The text before the first Up is the prefix; each Up shows the next older line that starts
/// with it (skipping one equal to the line on show), each Down the next newer one, and Down past
/// the newest gives back what was typed. Typing in between starts a new browse with a new prefix.
struct HistoryBrowser: Equatable {
    private var typed = ""
    private var shown: String?
    /// Where the line on show is in the history; `entries.count` for the typed text itself.
    private var position = 0

    /// The line Up shows, or nil when no older line starts with the prefix.
    mutating func up(from line: String, in entries: [String]) -> String? {
        begin(from: line, count: entries.count)
        var index = position - 1
        while index >= 0 {
            if entries[index].hasPrefix(typed), entries[index] != line { return show(entries[index], at: index) }
            index -= 1
        }
        return nil
    }

    /// The line Down shows: a newer line that starts with the prefix, else the text that was typed; nil when not browsing.
    mutating func down(from line: String, in entries: [String]) -> String? {
        guard shown == line, position < entries.count else { return nil }
        var index = position + 1
        while index < entries.count {
            if entries[index].hasPrefix(typed), entries[index] != line { return show(entries[index], at: index) }
            index += 1
        }
        return show(typed, at: entries.count)
    }

    /// Starts a new browse unless the line on show is the one the last Up or Down put there.
    private mutating func begin(from line: String, count: Int) {
        if shown == line, position <= count { return }
        typed = line
        position = count
        shown = nil
    }

    private mutating func show(_ line: String, at index: Int) -> String {
        shown = line
        position = index
        return line
    }
}

/// Ctrl-R's search through the history: the text typed so far and the line it matched.
///
/// Each Ctrl-R steps to the next older line holding the text that it has not shown yet, so a line
/// in the history twice shows once; typing narrows from the line on show, to any line; Backspace
/// widens again from the newest.
struct HistorySearch: Equatable {
    /// The text searched for.
    private(set) var query = ""
    /// Where the match is in the history; nil when nothing holds the text.
    private(set) var matchIndex: Int?
    private let entries: [String]
    /// The lines Ctrl-R has stepped past in this search.
    private var passed: Set<String> = []

    /// A search over the history, oldest first; it matches nothing until text is typed.
    init(entries: [String]) {
        self.entries = entries
    }

    /// The line found, if any.
    var match: String? {
        matchIndex.map { entries[$0] }
    }

    /// Adds a character to the text and finds the newest line holding it, from the match on show back.
    mutating func type(_ character: Character) {
        query.append(character)
        matchIndex = find(from: matchIndex ?? entries.count - 1)
    }

    /// Removes the last character and finds again from the newest line.
    mutating func deleteBackward() {
        guard !query.isEmpty else { return }
        query.removeLast()
        passed = []
        matchIndex = query.isEmpty ? nil : find(from: entries.count - 1)
    }

    /// Steps to the next older line holding the text and not shown yet; stays when there is none.
    mutating func older() {
        guard !query.isEmpty, let current = matchIndex else { return }
        passed.insert(entries[current])
        if let found = find(from: current - 1, skippingPassed: true) { matchIndex = found }
    }

    private func find(from start: Int, skippingPassed: Bool = false) -> Int? {
        guard !query.isEmpty, !entries.isEmpty, start >= 0 else { return nil }
        return (0...min(start, entries.count - 1)).reversed().first { entries[$0].contains(query) && !(skippingPassed && passed.contains(entries[$0])) }
    }
}
