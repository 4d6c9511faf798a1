/// How big an image is drawn in terminal cells, keeping its aspect ratio.
///
/// A cell is about twice as tall as it is wide, so with half-blocks (two pixels per cell,
/// one above the other) each pixel is about square: an image `w × h` drawn `c` columns wide
/// takes `c × h / w` pixels, that is half as many rows.
public struct CellFit: Hashable, Sendable {
    /// Columns the image takes.
    public let columns: Int
    /// Rows the image takes.
    public let rows: Int

    /// Pixels across for half-blocks: one per column.
    public var pixelWidth: Int { columns }
    /// Pixels down for half-blocks: two per row.
    public var pixelHeight: Int { rows * 2 }

    /// Creates a fit of a known size.
    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// Fits an image into at most `columns` columns and `maxRows` rows, keeping its aspect ratio; never wider than the image.
    public init(imageWidth: Int, imageHeight: Int, columns: Int, maxRows: Int? = nil) {
        let width = max(1, imageWidth), height = max(1, imageHeight)
        var fitted = max(1, min(columns, width))
        var rows = Self.rows(forColumns: fitted, width: width, height: height)
        if let maxRows, rows > maxRows {
            fitted = max(1, Int((Double(maxRows * 2) * Double(width) / Double(height)).rounded(.down)))
            rows = min(maxRows, Self.rows(forColumns: fitted, width: width, height: height))
        }
        self.init(columns: fitted, rows: rows)
    }

    private static func rows(forColumns columns: Int, width: Int, height: Int) -> Int {
        max(1, Int((Double(columns) * Double(height) / Double(width) / 2).rounded()))
    }
}
