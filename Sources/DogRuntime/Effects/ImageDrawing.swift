import DogCore
import DogImaging
import DogTerminal
import FoundationEssentials
import Glibc

/// The one place that turns an image into terminal output, in whichever mode is chosen.
///
/// It asks for pixels at exactly the size the mode draws (half-blocks: one pixel per column,
/// two per row; kitty: about ten pixels per column; sixel: the cells' pixels, within what the
/// terminal takes) or, for iTerm2, for the file itself, so callers can serve both from their caches.
public struct ImageDrawing: Sendable {
    /// How images are drawn.
    public let mode: ImageMode
    /// What the terminal said of its pixels (sixel), and whether escapes pass through tmux (kitty).
    public let graphics: TerminalGraphics

    /// Creates a drawing in a mode, for a terminal described by `graphics`.
    public init(mode: ImageMode, graphics: TerminalGraphics = TerminalGraphics()) {
        self.mode = mode
        self.graphics = graphics
    }

    /// The lines that draw an image of `size` within `columns` (and `maxRows`); none when the mode is off.
    public func lines(
        size: (width: Int, height: Int), columns: Int, maxRows: Int?,
        bitmap: (_ width: Int, _ height: Int) async throws(ImageError) -> Bitmap,
        bytes: () async throws(ImageError) -> Data
    ) async throws(ImageError) -> [String] {
        let fit = CellFit(imageWidth: size.width, imageHeight: size.height, columns: columns, maxRows: maxRows)
        switch mode {
        case .off:
            return []
        case .blocks, .palette256:
            let pixels = try await bitmap(fit.pixelWidth, fit.pixelHeight)
            return HalfBlockRenderer(colors: mode == .palette256 ? .palette256 : .truecolor).lines(pixels)
        case .kitty:
            let width = min(size.width, fit.columns * 10)
            let height = max(1, width * size.height / max(1, size.width))
            let pixels = try await bitmap(width, height)
            if graphics.tmuxPassthrough { return KittyImageRenderer.linesThroughTmux(pixels, columns: fit.columns, rows: fit.rows) }
            return [KittyImageRenderer.sequence(pixels, columns: fit.columns, rows: fit.rows)]
        case .iterm:
            return [ITermImageRenderer.sequence(try await bytes(), columns: fit.columns, rows: fit.rows)]
        case .sixel:
            let pixels = PixelFit(
                imageWidth: size.width, imageHeight: size.height, columns: columns, maxRows: maxRows,
                cell: graphics.cell, limit: graphics.sixelLimit
            )
            return [SixelRenderer.sequence(try await bitmap(pixels.width, pixels.height), colors: graphics.colorRegisters)]
        }
    }
}
