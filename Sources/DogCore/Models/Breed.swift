/// A breed or sub-breed in a catalog, with its display name, details and image count.
public struct Breed: Hashable, Sendable {
    /// The dog.ceo identity.
    public let ref: BreedRef
    /// The English display name, for example `Afghan Hound`.
    public let displayName: String
    /// TheDogAPI details, or nil when no true match exists.
    public let details: BreedDetails?
    /// How many images the source holds for this breed's own folder; nil when unknown.
    public let imageCount: Int?
    /// The sub-breeds, alphabetically; always empty for a sub-breed.
    public let subBreeds: [Breed]
    /// Other names people know the breed by, such as its names in other languages; search and `open` accept them.
    public let aliases: [String]

    /// Creates a breed.
    public init(
        ref: BreedRef, displayName: String, details: BreedDetails? = nil,
        imageCount: Int? = nil, subBreeds: [Breed] = [], aliases: [String] = []
    ) {
        self.ref = ref
        self.displayName = displayName
        self.details = details
        self.imageCount = imageCount
        self.subBreeds = subBreeds
        self.aliases = aliases
    }

    /// Images of the breed including its sub-breeds' folders; nil when any count is unknown.
    public var totalImageCount: Int? {
        subBreeds.reduce(imageCount) { total, sub in
            guard let total, let count = sub.imageCount else { return nil }
            return total + count
        }
    }
}
