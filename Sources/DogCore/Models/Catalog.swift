import Synchronization

/// Every breed a source knows, with fast lookup by ref and by name.
public struct Catalog: Sendable {
    /// The breeds, alphabetically by identifier, each with its sub-breeds.
    public let breeds: [Breed]
    /// A short name of the source, for example `embedded`.
    public let sourceName: String
    /// What the source can do beyond listing breeds.
    public let features: CatalogFeatures
    private let byRef: [BreedRef: Breed]
    let names: NameIndex

    /// Creates a catalog and indexes it.
    public init(breeds: [Breed], sourceName: String, features: CatalogFeatures = CatalogFeatures()) {
        self.init(breeds: breeds, sourceName: sourceName, features: features, extraAliases: nil)
    }

    private init(breeds: [Breed], sourceName: String, features: CatalogFeatures, extraAliases: (@Sendable () -> [BreedRef: [String]])?) {
        self.breeds = breeds.sorted { $0.ref < $1.ref }
        self.sourceName = sourceName
        self.features = features
        var byRef: [BreedRef: Breed] = [:]
        for breed in self.breeds {
            byRef[breed.ref] = breed
            for sub in breed.subBreeds { byRef[sub.ref] = sub }
        }
        self.byRef = byRef
        self.names = NameIndex(self.breeds, extraAliases: extraAliases)
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

    /// The same catalog where breeds are also known by the names a table gives, for search and `open`.
    ///
    /// The table is asked for only when a name is not an identifier, phrase or display name, or
    /// when a search runs, so a session that only opens breeds by name never loads it.
    public func addingAliases(_ table: @escaping @Sendable () -> [BreedRef: [String]]) -> Catalog {
        Catalog(breeds: breeds, sourceName: sourceName, features: features, extraAliases: table)
    }

    /// Other names of a breed: its own aliases, then those of the added table, without repeats.
    public func aliases(of breed: Breed) -> [String] {
        names.aliases(of: breed)
    }

    /// The display name for a ref, falling back to its phrase for refs the catalog lacks.
    public func displayName(_ ref: BreedRef) -> String {
        byRef[ref]?.displayName ?? ref.phrase
    }
}

/// A catalog's names: identifiers, phrases and display names indexed on the first lookup, aliases
/// (names in other languages) loaded and indexed only when those miss.
final class NameIndex: Sendable {
    private let breeds: [Breed]
    private let extraAliases: (@Sendable () -> [BreedRef: [String]])?
    private let primary: Mutex<[String: BreedRef]?> = Mutex(nil)
    private let secondary: Mutex<(table: [BreedRef: [String]], index: [String: BreedRef])?> = Mutex(nil)
    private let folded: Mutex<[SearchForms]?> = Mutex(nil)
    private let searches: Mutex<[String: SearchOutcome]> = Mutex([:])

    init(_ breeds: [Breed], extraAliases: (@Sendable () -> [BreedRef: [String]])?) {
        self.breeds = breeds
        self.extraAliases = extraAliases
    }

    /// The breed a squashed name names: by identifier, phrase or display name first, then by alias.
    func ref(forSquashed key: String) -> BreedRef? {
        if let ref = primaryIndex[key] { return ref }
        return aliasState.index[key]
    }

    /// A breed's aliases, its own and the table's.
    func aliases(of breed: Breed) -> [String] {
        guard extraAliases != nil else { return breed.aliases }
        let extra = (aliasState.table[breed.ref] ?? []).filter { $0 != breed.displayName && !breed.aliases.contains($0) }
        return breed.aliases + extra
    }

    /// A search's outcome, computed once per query and suggestion limit (the catalog never changes).
    func searchOutcome(_ query: String, limit: Int, compute: () -> SearchOutcome) -> SearchOutcome {
        let key = "\(limit)\u{0}" + query
        if let outcome = searches.withLock({ $0[key] }) { return outcome }
        let outcome = compute()
        searches.withLock { searches in
            if searches.count >= 256 { searches.removeAll(keepingCapacity: true) }
            searches[key] = outcome
        }
        return outcome
    }

    /// Every breed's names folded for matching, built on the first search.
    var searchForms: [SearchForms] {
        if let built = folded.withLock({ $0 }) { return built }
        let forms = breeds.flatMap { [$0] + $0.subBreeds }.map { breed in
            SearchForms(
                ref: breed.ref, displayName: breed.displayName,
                names: [breed.ref.phrase, breed.ref.identifier, breed.displayName].map { Array(TextFolding.fold($0).utf8) },
                aliases: aliases(of: breed).map { Array(TextFolding.fold($0).utf8) }
            )
        }
        folded.withLock { $0 = forms }
        return forms
    }

    private var primaryIndex: [String: BreedRef] {
        primary.withLock { built in
            if let built { return built }
            let index = Catalog.primaryNameIndex(breeds)
            built = index
            return index
        }
    }

    private var aliasState: (table: [BreedRef: [String]], index: [String: BreedRef]) {
        secondary.withLock { built in
            if let built { return built }
            let table = extraAliases?() ?? [:]
            var index: [String: BreedRef] = [:]
            for breed in breeds.flatMap({ [$0] + $0.subBreeds }) {
                for name in breed.aliases + (table[breed.ref] ?? []) {
                    let key = TextFolding.squash(name)
                    if index[key] == nil { index[key] = breed.ref }
                }
            }
            built = (table, index)
            return (table, index)
        }
    }
}

/// A breed's names, folded to bytes once so that searches compare bytes only.
struct SearchForms: Sendable {
    let ref: BreedRef
    let displayName: String
    /// Phrase, identifier and display name.
    let names: [[UInt8]]
    /// Names in other languages and the source's own aliases.
    let aliases: [[UInt8]]
}
