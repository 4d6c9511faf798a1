/// Lays out numbered rows: a right-aligned number, a favorite mark, then columns.
struct RowLayout {
    /// Columns the widest row number takes.
    let numberWidth: Int
    /// The terminal width; rows are cut to it except for URLs.
    let width: Int
    /// Colours by role.
    let painter: Painter

    /// A layout for rows numbered up to `largestNumber`.
    init(largestNumber: Int, width: Int, painter: Painter) {
        numberWidth = String(max(1, largestNumber)).count
        self.width = width
        self.painter = painter
    }

    /// `   12 ★ labrador   Labrador Retriever`, cut to the width.
    func row(_ number: Int, favorite: Bool, _ name: String, nameWidth: Int, detail: String?) -> String {
        let name = TerminalSanitizer.clean(name)
        var line = prefix(number, favorite: favorite)
        if let detail, !detail.isEmpty {
            line += painter.paint(DisplayWidth.pad(name, to: nameWidth), .name) + "  " + painter.paint(TerminalSanitizer.clean(detail), .detail)
        } else {
            line += painter.paint(name, .name)
        }
        return DisplayWidth.truncate(line, to: width)
    }

    /// `   3   Golden Retriever   popularity #3 · retriever golden`: a breed's name first, then the
    /// values the row is there for, then its identifier.
    ///
    /// Where the width runs short, the identifier goes first; the name is cut only to the column
    /// `fittedNameWidth` gives; values that still do not fit go on further lines under the first,
    /// whole, so no value is cut in the middle (`#1…` for `#101` would read as another rank). A
    /// single value wider than the room left wraps at its spaces (`fill`).
    func namedRow(_ number: Int, favorite: Bool, name: String, nameWidth: Int, values: String?, identifier: String?) -> [String] {
        let lead = prefix(number, favorite: favorite)
        let room = width - DisplayWidth.of(lead)
        let name = TerminalSanitizer.clean(name)
        let values = values.map(TerminalSanitizer.clean) ?? ""
        let identifier = identifier.map(TerminalSanitizer.clean) ?? ""
        let tail = [values, identifier].filter { !$0.isEmpty }.joined(separator: " · ")
        if tail.isEmpty { return [DisplayWidth.truncate(lead + painter.paint(name, .name), to: width)] }
        let column = nameWidth
        var cut = DisplayWidth.truncate(name, to: column)
        // `Greater…`, not `Greater …`.
        if cut.hasSuffix(" …") { cut = String(cut.dropLast(2)) + "…" }
        let shownName = DisplayWidth.pad(cut, to: column)
        let valueRoom = max(1, room - column - 2)
        if DisplayWidth.of(tail) <= valueRoom {
            let painted = !identifier.isEmpty && !values.isEmpty
                ? painter.paint(values, .detail) + " · " + painter.paint(identifier, .hint)
                : painter.paint(tail, values.isEmpty ? .hint : .detail)
            return [lead + painter.paint(shownName, .name) + "  " + painted]
        }
        guard !values.isEmpty else {
            return [DisplayWidth.truncate(lead + painter.paint(shownName, .name) + "  " + painter.paint(identifier, .hint), to: width)]
        }
        let indent = String(repeating: " ", count: width - valueRoom)
        return Self.fill(values.components(separatedBy: " · "), width: valueRoom).enumerated().map { index, text in
            (index == 0 ? lead + painter.paint(shownName, .name) + "  " : indent) + painter.paint(text, .detail)
        }
    }

    /// Values laid out in lines of at most `width` columns, joined by ` · ` within a line, a value
    /// never split across two unless it is wider than a whole line: that one wraps at its spaces
    /// (a word wider than the line is cut), so a near miss keeps the figure that is its evidence.
    static func fill(_ parts: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for part in parts {
            let joined = line.isEmpty ? part : line + " · " + part
            if DisplayWidth.of(joined) <= width {
                line = joined
            } else {
                if !line.isEmpty { lines.append(line) }
                let wrapped = TextWrapping.wrap(part, width: width).map { DisplayWidth.truncate($0, to: width) }
                lines += wrapped.dropLast()
                line = wrapped.last ?? ""
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// A row holding a URL, never cut so it stays usable.
    func urlRow(_ number: Int, favorite: Bool, _ url: String) -> String {
        prefix(number, favorite: favorite) + painter.paint(TerminalSanitizer.clean(url), .url)
    }

    private func prefix(_ number: Int, favorite: Bool) -> String {
        "  " + painter.paint(DisplayWidth.padLeft(String(number), to: numberWidth), .number)
            + (favorite ? " " + painter.paint("★", .favorite) + " " : "   ")
    }

    /// The name column for rows led by names: as wide as the widest name, so names stay whole and
    /// values that do not fit beside them go on further lines. A name is cut only where it is wider
    /// than half the row and the values leave it no more. One width for the page keeps the values aligned.
    ///
    /// Names used to be narrowed to 16 columns to keep values on one line; a newcomer then could not
    /// tell `Miniature Pinsch…` or `ウエスト・ハイランド・ホ…` apart, and the row was there for its name.
    func fittedNameWidth(names: [String], values: [String]) -> Int {
        let room = width - DisplayWidth.of(prefix(1, favorite: false))
        let widest = names.map { DisplayWidth.of(TerminalSanitizer.clean($0)) }.max() ?? 0
        let longestValues = values.map { DisplayWidth.of(TerminalSanitizer.clean($0)) }.max() ?? 0
        return min(widest, max(8, room / 2, room - 2 - longestValues))
    }

    /// The widest of some names, capped so the detail column keeps room.
    func nameWidth(_ names: [String]) -> Int {
        min(names.map { DisplayWidth.of(TerminalSanitizer.clean($0)) }.max() ?? 0, max(8, width / 2))
    }
}
