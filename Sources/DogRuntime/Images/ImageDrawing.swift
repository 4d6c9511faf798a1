import DogCore
import DogImaging
import DogTerminal
import FoundationEssentials
import Glibc

/// The one place that turns an image into terminal output, in whichever mode is chosen.
///
/// It asks for pixels at exactly the size the mode draws (half-blocks: one pixel per column,
/// two per row; kitty: about ten pixels per column) or, for iTerm2, for the file itself, so
/// callers can serve both from their caches.
public struct ImageDrawing: Sendable {
    /// How images are drawn.
    public let mode: ImageMode

    /// Creates a drawing in a mode.
    public init(mode: ImageMode) {
        self.mode = mode
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
            return [KittyImageRenderer.sequence(try await bitmap(width, height), columns: fit.columns, rows: fit.rows)]
        case .iterm:
            return [ITermImageRenderer.sequence(try await bytes(), columns: fit.columns, rows: fit.rows)]
        }
    }
}
