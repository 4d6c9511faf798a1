/// The favorites as sets, for marking rows quickly.
public struct FavoriteSet: Hashable, Sendable {
    /// Favorited breeds.
    public private(set) var breeds: Set<BreedRef> = []
    /// URLs of favorited images.
    public private(set) var imageURLs: Set<String> = []

    /// Creates the sets from a list of favorites.
    public init(_ favorites: [Favorite] = []) {
        for favorite in favorites {
            if let image = favorite.image { imageURLs.insert(image.url) } else { breeds.insert(favorite.ref) }
        }
    }

    /// Whether a breed is a favorite.
    public func contains(breed ref: BreedRef) -> Bool {
        breeds.contains(ref)
    }

    /// Whether an image is a favorite.
    public func contains(image: BreedImage) -> Bool {
        imageURLs.contains(image.url)
    }

    /// Whether a favorite is present.
    public func contains(_ favorite: Favorite) -> Bool {
        favorite.image.map(contains(image:)) ?? contains(breed: favorite.ref)
    }
}
