/// A favorited breed, or a favorited image of a breed.
public struct Favorite: Hashable, Sendable {
    /// The breed, or the breed the image shows.
    public let ref: BreedRef
    /// The favorited image, or nil when the breed itself is the favorite.
    public let image: BreedImage?

    /// Favorites a breed.
    public init(breed ref: BreedRef) {
        self.ref = ref
        self.image = nil
    }

    /// Favorites an image.
    public init(image: BreedImage) {
        self.ref = image.ref
        self.image = image
    }

    /// A stable unique key: `breed:hound-afghan` or `image:<url>`.
    public var key: String {
        if let image { return "image:" + image.url }
        return "breed:" + ref.folder
    }
}
