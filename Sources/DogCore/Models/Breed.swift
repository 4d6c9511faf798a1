/// A breed or sub-breed in a catalog, with its display name, details and image count.
///
/// Two breeds are equal when all their values are, details included; details held in a
/// `BreedDetailsTable` are decoded to compare them.
public struct Breed: Hashable, Sendable {
    /// The dog.ceo identity.
    public let ref: BreedRef
    /// The English display name, for example `Afghan Hound`.
    public let displayName: String
    /// TheDogAPI details, or nil when no true match exists; a table's details are decoded on first read.
    public var details: BreedDetails? {
        detailsSlot?.details
    }
    /// Whether the breed has TheDogAPI details, known without decoding them.
    public var hasDetails: Bool {
        detailsSlot != nil
    }
    private let detailsSlot: BreedDetailsSlot?
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
        self.init(ref: ref, displayName: displayName, detailsSlot: details.map(BreedDetailsSlot.init(decoded:)),
                  imageCount: imageCount, subBreeds: subBreeds, aliases: aliases)
    }

    /// Creates a breed whose details a table decodes when they are first read.
    public init(
        ref: BreedRef, displayName: String, detailsIn table: any BreedDetailsTable, at index: Int,
        imageCount: Int? = nil, subBreeds: [Breed] = [], aliases: [String] = []
    ) {
        self.init(ref: ref, displayName: displayName, detailsSlot: BreedDetailsSlot(table: table, index: index),
                  imageCount: imageCount, subBreeds: subBreeds, aliases: aliases)
    }

    private init(ref: BreedRef, displayName: String, detailsSlot: BreedDetailsSlot?, imageCount: Int?, subBreeds: [Breed], aliases: [String]) {
        self.ref = ref
        self.displayName = displayName
        self.detailsSlot = detailsSlot
        self.imageCount = imageCount
        self.subBreeds = subBreeds
        self.aliases = aliases
    }

    public static func == (lhs: Breed, rhs: Breed) -> Bool {
        lhs.ref == rhs.ref && lhs.displayName == rhs.displayName && lhs.imageCount == rhs.imageCount
            && lhs.subBreeds == rhs.subBreeds && lhs.aliases == rhs.aliases && lhs.details == rhs.details
    }

    /// Hashes the identity and names only, so hashing never decodes details.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ref)
        hasher.combine(displayName)
        hasher.combine(imageCount)
    }

    /// The same breed with only the sub-breeds given.
    func keeping(subBreeds kept: [Breed]) -> Breed {
        Breed(ref: ref, displayName: displayName, detailsSlot: detailsSlot, imageCount: imageCount, subBreeds: kept, aliases: aliases)
    }

    /// Images of the breed including its sub-breeds' folders; nil when any count is unknown.
    public var totalImageCount: Int? {
        subBreeds.reduce(imageCount) { total, sub in
            guard let total, let count = sub.imageCount else { return nil }
            return total + count
        }
    }
}
