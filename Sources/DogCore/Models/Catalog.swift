/// Every breed a source knows, with fast lookup by ref and by name.
public struct Catalog: Sendable {
    /// The breeds, alphabetically by identifier, each with its sub-breeds.
    public let breeds: [Breed]
    /// A short name of the source, for example `embedded`.
    public let sourceName: String
    /// What the source can do beyond listing breeds.
    public let features: CatalogFeatures
    private let byRef: [BreedRef: Breed]
    let namesToRefs: [String: BreedRef]

    /// Creates a catalog and indexes it.
    public init(breeds: [Breed], sourceName: String, features: CatalogFeatures = CatalogFeatures()) {
        self.breeds = breeds.sorted { $0.ref < $1.ref }
        self.sourceName = sourceName
        self.features = features
        var byRef: [BreedRef: Breed] = [:]
        for breed in self.breeds {
            byRef[breed.ref] = breed
            for sub in breed.subBreeds { byRef[sub.ref] = sub }
        }
        self.byRef = byRef
        self.namesToRefs = Catalog.nameIndex(self.breeds)
    }

    /// The breed or sub-breed for a ref.
    public func breed(_ ref: BreedRef) -> Breed? {
        byRef[ref]
    }

    /// Every breed and sub-breed, each breed followed by its sub-breeds.
    public var allBreeds: [Breed] {
        breeds.flatMap { [$0] + $0.subBreeds }
    }

    /// The number of sub-breeds across all breeds.
    public var subBreedCount: Int {
        breeds.reduce(0) { $0 + $1.subBreeds.count }
    }

    /// The same catalog where breeds are also known by the given names, for search and `open`.
    public func addingAliases(_ table: [BreedRef: [String]]) -> Catalog {
        Catalog(breeds: breeds.map { $0.addingAliases(table) }, sourceName: sourceName, features: features)
    }

    /// The display name for a ref, falling back to its phrase for refs the catalog lacks.
    public func displayName(_ ref: BreedRef) -> String {
        byRef[ref]?.displayName ?? ref.phrase
    }
}
