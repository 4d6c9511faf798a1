/// An image and the row number it has on its screen, as a grid labels it.
public struct NumberedImage: Hashable, Sendable {
    /// The row number, counted from 1.
    public let number: Int
    /// The image.
    public let image: BreedImage

    /// Creates a numbered image.
    public init(number: Int, image: BreedImage) {
        self.number = number
        self.image = image
    }
}
