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
    /// AKC's facts for the catalog's breeds, when the source names breeds as dog.ceo does.
    public let facts: (any BreedFactsTable)?
    /// Temperament keywords in the other languages, for `find temperament:`.
    public let keywordTranslations: KeywordTranslations?
    /// The traits' names in the other languages, for `find` and `sort`.
    public let traitNames: TraitNames?

    /// Creates a catalog and indexes it.
    public init(breeds: [Breed], sourceName: String, features: CatalogFeatures = CatalogFeatures()) {
        // Sources list breeds in order already (the embedded catalog always does): check before sorting.
        let inOrder = zip(breeds, breeds.dropFirst()).allSatisfy { $0.ref < $1.ref }
        self.breeds = Self.droppingTwins(inOrder ? breeds : breeds.sorted { $0.ref < $1.ref })
        self.sourceName = sourceName
        self.features = features
        let all = Self.flattened(self.breeds)
        var byRef: [BreedRef: Breed] = [:]
        byRef.reserveCapacity(all.count + BreedTwins.standIns.count)
        for breed in all { byRef[breed.ref] = breed }
        for (second, standIn) in BreedTwins.standIns where byRef[second] == nil {
            if let breed = byRef[standIn] { byRef[second] = breed }
        }
        self.byRef = byRef
        names = NameIndex(all, extraAliases: nil)
        facts = nil
        keywordTranslations = nil
        traitNames = nil
    }

    /// The same catalog with another name, features or name index; the breeds and their index are shared, not rebuilt.
    private init(
        _ catalog: Catalog, sourceName: String? = nil, features: CatalogFeatures? = nil, names: NameIndex? = nil,
        facts: (any BreedFactsTable)?? = nil, keywordTranslations: KeywordTranslations? = nil, traitNames: TraitNames? = nil
    ) {
        breeds = catalog.breeds
        self.sourceName = sourceName ?? catalog.sourceName
        self.features = features ?? catalog.features
        byRef = catalog.byRef
        self.names = names ?? catalog.names
        self.facts = facts ?? catalog.facts
        self.keywordTranslations = keywordTranslations ?? catalog.keywordTranslations
        self.traitNames = traitNames ?? catalog.traitNames
    }

    /// The name of the catalog compiled into dogsh, as `--source embedded` calls it.
    public static let embeddedSourceName = "embedded"

    /// The same catalog where `find temperament:` also reads keywords in other languages.
    public func addingKeywordTranslations(_ translations: KeywordTranslations) -> Catalog {
        Catalog(self, keywordTranslations: translations)
    }

    /// The same catalog where `find` and `sort` also take the traits' names in other languages.
    public func addingTraitNames(_ names: TraitNames) -> Catalog {
        Catalog(self, traitNames: names)
    }

    /// The same catalog with AKC's facts for its breeds; the breeds and their index are shared.
    public func addingFacts(_ facts: any BreedFactsTable) -> Catalog {
        Catalog(self, facts: .some(facts))
    }

    /// A breed's traits from both sources: AKC's facts first, TheDogAPI's details otherwise.
    public func traits(of breed: Breed) -> BreedTraits {
        BreedTraits(facts: facts?.facts(for: breed.ref), details: breed.details)
    }

    /// This catalog (cached or embedded) standing in for a live source that is slow to answer,
    /// under the live source's name; with `awaitingLive` false, kept because the live answer failed.
    public func standingIn(for liveSource: String, awaitingLive: Bool, fallbackReason: Message? = nil) -> Catalog {
        var marked = features
        marked.live = true
        marked.awaitingLive = awaitingLive
        marked.fallbackReason = fallbackReason
        if awaitingLive, features.standInSource == nil { marked.standInSource = sourceName == "embedded" ? "embedded" : "cache" }
        return Catalog(self, sourceName: liveSource, features: marked)
    }

    /// The breed or sub-breed for a ref.
    public func breed(_ ref: BreedRef) -> Breed? {
        byRef[ref]
    }

    /// The breeds without the second folder of an animal dog.ceo lists twice, when the breed that
    /// stands for it is there too (`BreedTwins`).
    private static func droppingTwins(_ breeds: [Breed]) -> [Breed] {
        var kept = breeds
        for (second, standIn) in BreedTwins.standIns where holds(standIn, kept) && holds(second, kept) {
            if let parent = second.parent, let at = kept.firstIndex(where: { $0.ref == parent }) {
                kept[at] = kept[at].keeping(subBreeds: kept[at].subBreeds.filter { $0.ref != second })
            } else {
                kept.removeAll { $0.ref == second }
            }
        }
        return kept
    }

    /// Whether breeds hold a ref, as a breed or as a sub-breed.
    private static func holds(_ ref: BreedRef, _ breeds: [Breed]) -> Bool {
        guard let top = breeds.first(where: { $0.ref.breed == ref.breed && $0.ref.subBreed == nil }) else { return false }
        return ref.subBreed == nil || top.subBreeds.contains { $0.ref == ref }
    }

    /// Every breed and sub-breed, each breed followed by its sub-breeds.
    public var allBreeds: [Breed] {
        Self.flattened(breeds)
    }

    /// Breeds each followed by its sub-breeds.
    private static func flattened(_ breeds: [Breed]) -> [Breed] {
        var all: [Breed] = []
        all.reserveCapacity(breeds.reduce(breeds.count) { $0 + $1.subBreeds.count })
        for breed in breeds {
            all.append(breed)
            all.append(contentsOf: breed.subBreeds)
        }
        return all
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
        Catalog(self, names: names.adding(table))
    }

    /// Builds the index of identifiers and phrases now, so the first `open` or Tab does not wait for it.
    ///
    /// Catalogs made with `addingAliases` share it. The embedded catalog's parsing thread calls this,
    /// off the session's path.
    public func prepareNameIndex() {
        names.prepare()
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

/// A catalog's names, each kind indexed on the first lookup that needs it: identifiers and phrases
/// first, then display names, then aliases (names in other languages, loaded only then).
final class NameIndex: Sendable {
    /// The alias table and the index of every alias, squashed.
    private struct Aliases: Sendable {
        let table: [BreedRef: [String]]
        let index: [String: BreedRef]
    }

    private let all: [Breed]
    private let hasExtraAliases: Bool
    private let primary: Lazy<[String: BreedRef]>
    private let displayNames: Lazy<[String: BreedRef]>
    private let words: Lazy<[String: [Int]]>
    private let secondary: Lazy<Aliases>
    /// Every word of every alias, squashed, to the positions of the breeds that have it.
    private let aliasWords: Lazy<[String: [Int]]>
    private let folded: Lazy<[SearchForms]>
    /// Where each breed's forms are in `folded`.
    private let foldedPositions: Lazy<[BreedRef: Int]>
    private let searches = Memo<String, SearchOutcome>(capacity: 256)

    /// Indexes every breed and sub-breed, with an optional table of more names asked for only when needed.
    convenience init(_ all: [Breed], extraAliases: (@Sendable () -> [BreedRef: [String]])?) {
        self.init(
            all, primary: Lazy { Catalog.identifierIndex(all) }, displayNames: Lazy { Catalog.displayNameIndex(all) },
            words: Lazy { Catalog.wordIndex(all) }, extraAliases: extraAliases
        )
    }

    /// The same names with a table of more: the identifier, display-name and word indexes are shared, built or not.
    func adding(_ extraAliases: @escaping @Sendable () -> [BreedRef: [String]]) -> NameIndex {
        NameIndex(all, primary: primary, displayNames: displayNames, words: words, extraAliases: extraAliases)
    }

    /// Builds the identifier index now rather than on the first lookup.
    func prepare() {
        _ = primary.value
    }

    private init(
        _ all: [Breed], primary: Lazy<[String: BreedRef]>, displayNames: Lazy<[String: BreedRef]>, words: Lazy<[String: [Int]]>,
        extraAliases: (@Sendable () -> [BreedRef: [String]])?
    ) {
        self.all = all
        hasExtraAliases = extraAliases != nil
        self.primary = primary
        self.displayNames = displayNames
        self.words = words
        let secondary = Lazy { () -> Aliases in
            let table = extraAliases?() ?? [:]
            var index: [String: BreedRef] = [:]
            for breed in all {
                for name in breed.aliases + (table[breed.ref] ?? []) {
                    let key = TextFolding.squash(name)
                    if index[key] == nil { index[key] = breed.ref }
                }
            }
            return Aliases(table: table, index: index)
        }
        self.secondary = secondary
        aliasWords = Lazy {
            var index: [String: [Int]] = [:]
            for (position, breed) in all.enumerated() {
                for word in Set(Self.aliases(of: breed, table: secondary.value.table).flatMap(Catalog.words(of:))) {
                    index[word, default: []].append(position)
                }
            }
            return index
        }
        let folded = Lazy {
            all.map { breed in
                SearchForms(
                    ref: breed.ref, displayName: breed.displayName,
                    names: [breed.ref.phrase, breed.ref.identifier, breed.displayName].map { Array(TextFolding.fold($0).utf8) },
                    aliases: Self.aliases(of: breed, table: secondary.value.table).map { Array(TextFolding.fold($0).utf8) }
                )
            }
        }
        self.folded = folded
        foldedPositions = Lazy { Dictionary(folded.value.enumerated().map { ($1.ref, $0) }) { first, _ in first } }
    }

    /// The breed a squashed name names: by identifier or phrase first, then by display name, then by alias.
    func ref(forSquashed key: String) -> BreedRef? {
        primary.value[key] ?? displayNames.value[key] ?? secondary.value.index[key]
    }

    /// The breeds that have every one of the words, squashed, as a whole word of a name; in catalog order.
    ///
    /// Identifiers and display names first; only when they give none, the names in other languages:
    /// `schäferhund` is a word of Deutscher Schäferhund alone.
    func breeds(havingWords typed: Set<String>) -> [BreedRef] {
        let found = Self.common(typed, in: words.value)
        return (found.isEmpty && hasExtraAliases ? Self.common(typed, in: aliasWords.value) : found).map { all[$0].ref }
    }

    /// The positions that every typed word indexes, in order.
    private static func common(_ typed: Set<String>, in index: [String: [Int]]) -> [Int] {
        guard !typed.isEmpty else { return [] }
        var common: Set<Int>?
        for word in typed {
            let found = Set(index[word] ?? [])
            common = common?.intersection(found) ?? found
        }
        return (common ?? []).sorted()
    }

    /// A breed's aliases, its own and the table's.
    func aliases(of breed: Breed) -> [String] {
        hasExtraAliases ? Self.aliases(of: breed, table: secondary.value.table) : breed.aliases
    }

    /// A search's outcome, computed once per query and suggestion limit (the catalog never changes).
    func searchOutcome(_ query: String, limit: Int, compute: () -> SearchOutcome) -> SearchOutcome {
        searches.value(for: "\(limit)\u{0}" + query, compute: compute)
    }

    /// Every breed's names folded for matching, built on the first search.
    var searchForms: [SearchForms] {
        folded.value
    }

    /// One breed's names folded for matching, for Tab, which matches breed by breed.
    func searchForm(of ref: BreedRef) -> SearchForms? {
        foldedPositions.value[ref].map { folded.value[$0] }
    }

    private static func aliases(of breed: Breed, table: [BreedRef: [String]]) -> [String] {
        breed.aliases + (table[breed.ref] ?? []).filter { $0 != breed.displayName && !breed.aliases.contains($0) }
    }
}

/// A breed's names, folded to bytes once so that searches compare bytes only.
struct SearchForms: Sendable {
    /// Where the phrase (`golden retriever`) stands in `names`.
    static let phrasePosition = 0

    let ref: BreedRef
    let displayName: String
    /// Phrase, identifier and display name, in that order.
    let names: [[UInt8]]
    /// Names in other languages and the source's own aliases.
    let aliases: [[UInt8]]
}
