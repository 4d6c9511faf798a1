/// An image as palette indices: one byte per pixel, row by row, top left first.
public struct IndexedBitmap: Hashable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The colours the indices name.
    public let palette: ColorPalette
    /// `width * height` indices into `palette`.
    public let indices: [UInt8]

    /// Creates an indexed bitmap; every index must name a colour of the palette.
    public init(width: Int, height: Int, palette: ColorPalette, indices: [UInt8]) {
        precondition(width > 0 && height > 0 && indices.count == width * height, "an indexed bitmap needs width × height indices")
        self.width = width
        self.height = height
        self.palette = palette
        self.indices = indices
    }

    /// The colour at a pixel.
    public subscript(x: Int, y: Int) -> RGB {
        palette.colors[Int(indices[y * width + x])]
    }
}
