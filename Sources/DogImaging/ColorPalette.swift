/// A set of at most 256 colours an image is drawn with, such as a sixel image's colour registers.
public struct ColorPalette: Hashable, Sendable {
    /// The colours, in the order their indices name them.
    public let colors: [RGB]

    /// Creates a palette of 1 to 256 colours.
    public init(_ colors: [RGB]) {
        precondition(!colors.isEmpty && colors.count <= 256, "a palette holds 1 to 256 colours")
        self.colors = colors
    }

    /// The number of colours.
    public var count: Int {
        colors.count
    }

    /// The same palette with each colour changed, such as rounded to what a terminal can show.
    public func map(_ transform: (RGB) -> RGB) -> ColorPalette {
        ColorPalette(colors.map(transform))
    }
}
