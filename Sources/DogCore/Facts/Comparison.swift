/// Two to four breeds side by side, each with its traits from both sources, for `compare`.
public struct Comparison: Hashable, Sendable {
    /// One breed of the comparison.
    public struct Column: Hashable, Sendable {
        /// The breed.
        public let ref: BreedRef
        /// Its display name.
        public let displayName: String
        /// Its traits: AKC's facts first, TheDogAPI's details otherwise.
        public let traits: BreedTraits

        /// Creates a column.
        public init(ref: BreedRef, displayName: String, traits: BreedTraits) {
            self.ref = ref
            self.displayName = displayName
            self.traits = traits
        }
    }

    /// The fewest and most breeds a comparison holds.
    public static let breedCounts = 2...4

    /// The breeds, in the order named.
    public let columns: [Column]

    /// Creates a comparison of breeds in a catalog.
    public init(_ refs: [BreedRef], catalog: Catalog) {
        columns = refs.map { ref in
            let breed = catalog.breed(ref) ?? Breed(ref: ref, displayName: ref.phrase)
            return Column(ref: ref, displayName: breed.displayName, traits: catalog.traits(of: breed))
        }
    }
}
