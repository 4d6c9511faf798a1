import CLibEdit
import CLibEditShim
import DogCore

/// Tab: one candidate is inserted, several are extended to their common prefix, and a second Tab
/// lists them in columns with descriptions, asking first when the list would not fit the screen.
/// A word with nothing to complete it stays as typed, and the terminal's bell says so.
extension LineEditor {
    /// Handles Tab: insert, extend, or (on a second Tab) list the candidates.
    func complete() -> UInt8 {
        guard let info = el_line(editor)?.pointee, let start = info.buffer, let cursor = info.cursor else { return UInt8(CC_NORM) }
        let before = String(decoding: UnsafeRawBufferPointer(start: start, count: cursor - start), as: UTF8.self)
        let completion = context.completion(for: before)
        let candidates = completion.candidates
        guard !candidates.isEmpty else {
            pendingList = nil
            return UInt8(CC_REFRESH_BEEP)
        }
        if candidates.count == 1 {
            let text = candidates[0].text
            // A folder or a trait's `:` continues the word: no space after it.
            replace(completion.partial, with: text.hasSuffix("/") || text.hasSuffix(":") ? text : text + " ")
            pendingList = nil
            return UInt8(CC_REFRESH)
        }
        let common = Self.commonPrefix(candidates.map(\.text))
        if common.count > completion.partial.count, common.hasPrefix(completion.partial) {
            replace(completion.partial, with: common)
            pendingList = String(before.dropLast(completion.partial.count)) + common
            return UInt8(CC_REFRESH)
        }
        guard pendingList == before else {
            pendingList = before
            return UInt8(CC_NORM)
        }
        pendingList = nil
        // Every candidate: a list longer than the screen is shown only when the person said "Show all".
        let lines = CandidateList.lines(candidates, width: columns, painter: context.painter, limit: candidates.count)
        // As readline and fish do: more lines than the screen holds scroll the prompt away, so ask.
        if lines.count > (TerminalInfo.rows(terminalOutput) ?? 24) - 2, !confirmLongList(count: candidates.count) {
            return UInt8(CC_REDISPLAY)
        }
        write("\n" + lines.joined(separator: "\n") + "\n")
        return UInt8(CC_REDISPLAY)
    }

    /// Asks "Show all 107? (y/n)" below the line and reads one key; yes in any of dogsh's
    /// languages (y, j, s, either case) shows them, any other key does not. A key sent as an
    /// escape sequence (an arrow, a paste) then acts on the line, instead of its bytes being typed.
    private func confirmLongList(count: Int) -> Bool {
        write("\n" + context.painter.paint(context.strings.text(.promptShowAllCandidates, ["count": .number(count)]), .hint) + " ")
        var key: wchar_t = 0
        let answered = dogsh_editor_read_key(editor, &key) == 1
        if answered, key == 0x1B, let rest = restOfEscapeKey() { dogsh_editor_push(editor, "\u{1B}" + rest) }
        let yes = answered && Unicode.Scalar(UInt32(key)).map { "yYjJsS".unicodeScalars.contains($0) } == true
        if !yes { write("\n") }
        return yes
    }

    /// The longest common prefix of some texts, by characters.
    static func commonPrefix(_ texts: [String]) -> String {
        guard var prefix = texts.first else { return "" }
        for text in texts.dropFirst() {
            prefix = String(zip(prefix, text).prefix { $0 == $1 }.map(\.0))
        }
        return prefix
    }
}
