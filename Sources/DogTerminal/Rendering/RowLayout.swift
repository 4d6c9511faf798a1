/// Lays out numbered rows: a right-aligned number, a favorite mark, then columns.
struct RowLayout {
    /// Columns the widest row number takes.
    let numberWidth: Int
    /// The terminal width; rows are cut to it except for URLs.
    let width: Int

    /// A layout for rows numbered up to `largestNumber`.
    init(largestNumber: Int, width: Int) {
        numberWidth = String(max(1, largestNumber)).count
        self.width = width
    }

    /// `   12 ★ labrador   Labrador Retriever`, cut to the width.
    func row(_ number: Int, favorite: Bool, _ name: String, nameWidth: Int, detail: String?) -> String {
        let name = TerminalSanitizer.clean(name)
        var line = prefix(number, favorite: favorite) + name
        if let detail, !detail.isEmpty {
            line = prefix(number, favorite: favorite) + DisplayWidth.pad(name, to: nameWidth) + "  " + TerminalSanitizer.clean(detail)
        }
        return DisplayWidth.truncate(line, to: width)
    }

    /// A row holding a URL, never cut so it stays usable.
    func urlRow(_ number: Int, favorite: Bool, _ url: String) -> String {
        prefix(number, favorite: favorite) + TerminalSanitizer.clean(url)
    }

    private func prefix(_ number: Int, favorite: Bool) -> String {
        "  " + DisplayWidth.padLeft(String(number), to: numberWidth) + (favorite ? " ★ " : "   ")
    }

    /// The widest of some names, capped so the detail column keeps room.
    func nameWidth(_ names: [String]) -> Int {
        min(names.map { DisplayWidth.of(TerminalSanitizer.clean($0)) }.max() ?? 0, max(8, width / 2))
    }
}
