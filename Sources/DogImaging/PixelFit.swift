/// How big a picture is drawn by a terminal that shows pixels (sixel), and the cells it covers.
///
/// The picture keeps its aspect ratio, is never enlarged, and stays within the columns and rows
/// given (times the size of a cell in pixels) and within the largest image the terminal accepts.
public struct PixelFit: Hashable, Sendable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// Columns the picture covers.
    public let columns: Int
    /// Rows the picture covers.
    public let rows: Int

    /// Fits an image of `imageWidth × imageHeight` into `columns` (and `maxRows`) cells of `cell` pixels, within `limit` pixels.
    public init(
        imageWidth: Int, imageHeight: Int, columns: Int, maxRows: Int? = nil,
        cell: PixelSize, limit: PixelSize? = nil
    ) {
        let imageWidth = max(1, imageWidth), imageHeight = max(1, imageHeight)
        var widest = max(1, columns) * cell.width
        var tallest = maxRows.map { max(1, $0) * cell.height } ?? Int.max
        if let limit {
            widest = min(widest, limit.width)
            tallest = min(tallest, limit.height)
        }
        var width = min(imageWidth, widest)
        var height = max(1, Int((Double(width) * Double(imageHeight) / Double(imageWidth)).rounded()))
        if height > tallest {
            height = tallest
            width = max(1, min(widest, Int((Double(height) * Double(imageWidth) / Double(imageHeight)).rounded())))
        }
        self.width = width
        self.height = height
        self.columns = (width + cell.width - 1) / cell.width
        self.rows = (height + cell.height - 1) / cell.height
    }
}

/// A size in pixels, such as a terminal cell's or the largest image a terminal takes.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int

    /// Creates a size; both sides are at least one pixel.
    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    public var description: String {
        "\(width)×\(height)"
    }
}
