/// Lays drawn thumbnails out in a grid: as many per row as the width holds, each numbered below.
public enum ThumbnailGrid {
    /// One thumbnail: its drawn lines (each `width` columns wide) and the label under it.
    public struct Cell: Sendable {
        /// The drawn lines; fewer than the tallest in its row are padded with blank lines.
        public let lines: [String]
        /// The columns each line takes.
        public let width: Int
        /// The text under the thumbnail, such as its row number.
        public let label: String

        /// Creates a cell.
        public init(lines: [String], width: Int, label: String) {
            self.lines = lines
            self.width = width
            self.label = label
        }
    }

    /// The grid's lines for cells `cellWidth` columns wide with `gap` columns between them, within `width` columns.
    public static func lines(_ cells: [Cell], cellWidth: Int, gap: Int = 2, width: Int) -> [String] {
        let perRow = max(1, (width + gap) / (cellWidth + gap))
        var lines: [String] = []
        var start = 0
        while start < cells.count {
            let row = Array(cells[start..<min(start + perRow, cells.count)])
            let height = row.map(\.lines.count).max() ?? 0
            for index in 0..<height {
                lines.append(row.map { cell in
                    let line = index < cell.lines.count ? cell.lines[index] : ""
                    let used = index < cell.lines.count ? cell.width : 0
                    return line + String(repeating: " ", count: max(0, cellWidth - used))
                }.joined(separator: String(repeating: " ", count: gap)).trimmingTrailingSpaces())
            }
            lines.append(row.map { cell in
                let label = DisplayWidth.truncate(cell.label, to: cellWidth)
                return DisplayWidth.pad(label, to: cellWidth)
            }.joined(separator: String(repeating: " ", count: gap)).trimmingTrailingSpaces())
            start += perRow
        }
        return lines
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
