import DogCore

/// Lays completion candidates out in columns that fit the terminal, each with its description, as fish's pager does.
public enum CandidateList {
    /// The lines listing candidates, filled column by column; at most `limit` candidates, then a count of the rest.
    public static func lines(_ candidates: [CompletionCandidate], width: Int, painter: Painter = .plain, limit: Int = 120) -> [String] {
        let shown = Array(candidates.prefix(limit))
        guard !shown.isEmpty else { return [] }
        let width = max(20, width)
        let cells = shown.map { candidate -> (text: String, detail: String) in
            (TerminalSanitizer.clean(candidate.text), candidate.detail.map(TerminalSanitizer.clean) ?? "")
        }
        let textWidth = cells.map { DisplayWidth.of($0.text) }.max() ?? 0
        let detailWidth = cells.map { DisplayWidth.of($0.detail) }.max() ?? 0
        let gap = 3
        var cellWidth = min(width, textWidth + (detailWidth > 0 ? 2 + detailWidth : 0))
        var columns = max(1, (width + gap) / (cellWidth + gap))
        if columns == 1, detailWidth > 0 {
            cellWidth = width
        } else {
            columns = min(columns, cells.count)
        }
        let rows = (cells.count + columns - 1) / columns
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < cells.count else { break }
                let cell = cells[index]
                let isLast = column == columns - 1 || (column + 1) * rows + row >= cells.count
                var text = isLast && cell.detail.isEmpty ? cell.text : DisplayWidth.pad(cell.text, to: textWidth)
                var detail = ""
                if !cell.detail.isEmpty {
                    detail = DisplayWidth.truncate(cell.detail, to: max(1, cellWidth - textWidth - 2))
                    text += "  "
                }
                let padding = isLast ? "" : String(repeating: " ", count: max(0, cellWidth - DisplayWidth.of(text + detail)) + gap)
                line += painter.paint(text, .name) + painter.paint(detail, .detail) + padding
            }
            lines.append(DisplayWidth.truncate(line, to: width))
        }
        if candidates.count > shown.count {
            lines.append(painter.paint("… +\(candidates.count - shown.count)", .hint))
        }
        return lines
    }
}
