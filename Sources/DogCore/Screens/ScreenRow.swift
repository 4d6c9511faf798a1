/// What a numbered row of a screen shows: a breed or an image.
public enum ScreenRow: Hashable, Sendable {
    case breed(BreedRef)
    case image(BreedImage)

    /// The breed the row shows, or the breed its image shows.
    public var ref: BreedRef {
        switch self {
        case let .breed(ref): ref
        case let .image(image): image.ref
        }
    }

    /// The favorite that `fav` on this row would add.
    public var favorite: Favorite {
        switch self {
        case let .breed(ref): Favorite(breed: ref)
        case let .image(image): Favorite(image: image)
        }
    }
}

/// One breed in a list, with what the list shows beside it.
public struct BreedRow: Hashable, Sendable {
    /// The breed.
    public let ref: BreedRef
    /// Its display name.
    public let displayName: String
    /// How many sub-breeds it has.
    public let subBreedCount: Int

    /// Creates a row; whether it is a favorite is read from the marks when it is drawn.
    public init(ref: BreedRef, displayName: String, subBreedCount: Int = 0) {
        self.ref = ref
        self.displayName = displayName
        self.subBreedCount = subBreedCount
    }

    /// Creates a row for a catalog breed.
    public init(_ breed: Breed) {
        self.init(ref: breed.ref, displayName: breed.displayName, subBreedCount: breed.subBreeds.count)
    }
}
