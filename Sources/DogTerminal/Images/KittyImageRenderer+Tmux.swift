import DogImaging

extension KittyImageRenderer {
    /// The lines that draw `bitmap` over `columns × rows` cells in a kitty-protocol terminal outside tmux.
    ///
    /// tmux does not know what the image covers, so the lines first make room for it with `rows`
    /// blank lines (scrolling as text would, so tmux and the terminal agree), then move the
    /// cursor back up, draw with the cursor kept in place (`C=1`), each chunk wrapped in tmux's
    /// passthrough, and move down to the image's last row: the line's own newline ends below it.
    public static func linesThroughTmux(_ bitmap: Bitmap, columns: Int, rows: Int) -> [String] {
        let rows = max(1, rows)
        let image = chunks(bitmap, columns: columns, rows: rows, keepingCursor: true).map(TmuxPassthrough.wrap).joined()
        let down = rows > 1 ? "\u{1B}[\(rows - 1)B" : ""
        return [String](repeating: "", count: rows) + ["\u{1B}[\(rows)A" + image + down]
    }
}
