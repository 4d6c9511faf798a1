/// The breeds and sub-breeds that meet every condition of a `find`, numbered and paged.
public struct FindScreen: ListScreen {
    /// One breed found, with the traits its row shows.
    public struct Found: Hashable, Sendable {
        /// The breed's row.
        public var row: BreedRow
        /// Its traits, from both sources.
        public let traits: BreedTraits
        /// The temperament keywords that met the temperament conditions, as their source words them.
        public let matchedKeywords: [String]
    }

    /// The conditions.
    public let query: TraitQuery
    /// The breeds that meet them, in catalog order.
    public private(set) var found: [Found]
    /// When fewer than `nearMissThreshold` breeds meet every condition, the closest that miss
    /// one by a measurable step (a figure, a score, a size class; not a word), nearest first,
    /// each with the condition it misses; numbered after the ones found.
    public private(set) var nearMisses: [NearMiss]
    /// The near misses nearest first, the order `sort` alone puts back.
    private let nearestFirst: [NearMiss]

    /// A breed that meets every condition but one.
    public struct NearMiss: Hashable, Sendable {
        /// The breed's row.
        public var row: BreedRow
        /// Its traits.
        public let traits: BreedTraits
        /// The condition it misses.
        public let missed: TraitCondition
    }

    /// Below this many results, near misses are added, up to this many in all.
    public static let nearMissThreshold = 5
    /// The page on show.
    public internal(set) var paging: Paging
    /// The temperament words that start no word of any breed's temperament, as typed (folded):
    /// slips (`frendly`) the coordinator refuses with the nearest keywords.
    public let wordsNoBreedHas: [String]
    /// The order `sort` set, if any; without one, catalog order.
    public internal(set) var sorting: Sorting?

    /// Runs the conditions over every breed and sub-breed of a catalog.
    public init(query: TraitQuery, catalog: Catalog, pageSize: Int) {
        self.query = query
        let matcher = TraitMatcher(query, translations: catalog.keywordTranslations)
        var found: [Found] = []
        var others: [(breed: Breed, traits: BreedTraits)] = []
        var unmetWords = query.conditions.indices.filter { query.conditions[$0].trait == .temperament }
        for breed in catalog.allBreeds {
            let traits = catalog.traits(of: breed)
            if !unmetWords.isEmpty { unmetWords.removeAll { matcher.isMet(at: $0, by: traits) } }
            if matcher.matches(traits) {
                found.append(Found(row: BreedRow(breed), traits: traits, matchedKeywords: matcher.matchedKeywords(traits)))
            } else {
                others.append((breed, traits))
            }
        }
        self.found = found
        wordsNoBreedHas = unmetWords.compactMap { if case let .word(word) = query.conditions[$0].value { word } else { nil } }
        // Near misses are looked for only when they will be shown.
        let misses: [(miss: NearMiss, distance: Double)] = found.count < Self.nearMissThreshold ? others.compactMap { other in
            // A word missed is a whole step away for every breed: no nearer or farther, so not near.
            matcher.nearMiss(other.traits).flatMap { $0.distance < 1 ? $0 : nil }
                .map { (NearMiss(row: BreedRow(other.breed), traits: other.traits, missed: $0.condition), $0.distance) }
        } : []
        // Stable: equally near breeds stay in catalog order.
        nearestFirst = found.count < Self.nearMissThreshold
            ? misses.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
                .prefix(Self.nearMissThreshold - found.count).map(\.element.miss)
            : []
        nearMisses = nearestFirst
        paging = Paging(rowCount: found.count + nearMisses.count, pageSize: pageSize)
    }

    /// The numbered rows: one per breed found, then one per near miss.
    public var rows: [ScreenRow] {
        found.map { .breed($0.row.ref) } + nearMisses.map { .breed($0.row.ref) }
    }

    /// The traits the conditions name, in the order first named, for the rows to show.
    public var shownTraits: [BreedTrait] {
        var seen = Set<BreedTrait>()
        return query.conditions.map(\.trait).filter { seen.insert($0).inserted }
    }

    /// The find as a screen.
    var screen: Screen {
        .find(self)
    }

    /// The find's entry in the breadcrumb.
    public var crumb: Crumb {
        .find(query.text)
    }

    /// Puts the breeds found in an order, and the near misses below them in the same order, so a
    /// title that says `sorted by weight` is true of every row (equally heavy near misses stay nearest first).
    mutating func order(by sorting: Sorting) {
        found = sorting.sorted(found, ref: \.row.ref)
        nearMisses = sorting.sorted(nearestFirst, ref: \.row.ref)
    }

    /// Catalog order for the breeds found, and the near misses nearest first again.
    mutating func restoreOwnOrder() {
        found.sort { $0.row.ref < $1.row.ref }
        nearMisses = nearestFirst
    }
}
