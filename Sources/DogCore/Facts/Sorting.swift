/// The order a list screen's rows are in after `sort`: a trait, ascending or descending.
public struct ListOrder: Hashable, Sendable {
    /// The trait ordered by; one with an order (`BreedTrait.isOrdered`).
    public let trait: BreedTrait
    /// Whether the largest value comes first.
    public let descending: Bool

    /// Creates an order.
    public init(trait: BreedTrait, descending: Bool) {
        self.trait = trait
        self.descending = descending
    }

    /// The words for the direction in the trait's own terms: "heaviest first", "most popular first".
    public var directionKey: LocalizationKey {
        switch (trait, descending) {
        case (.weight, false): .orderLightestFirst
        case (.weight, true): .orderHeaviestFirst
        case (.height, false): .orderShortestFirst
        case (.height, true): .orderTallestFirst
        case (.life, false): .orderShortestLivedFirst
        case (.life, true): .orderLongestLivedFirst
        // Rank 1 is the most popular: the smallest number comes first.
        case (.popularity, false): .orderMostPopularFirst
        case (.popularity, true): .orderLeastPopularFirst
        case (_, false): .orderLowestFirst
        case (_, true): .orderHighestFirst
        }
    }
}

/// A list screen's order with the traits of its rows' breeds, for sorting again and for showing the value sorted by.
public struct Sorting: Hashable, Sendable {
    /// The order.
    public let order: ListOrder
    /// The traits of every breed on the screen.
    public let traits: [BreedRef: BreedTraits]

    /// Creates a sorting of breeds whose traits are known.
    public init(order: ListOrder, traits: [BreedRef: BreedTraits]) {
        self.order = order
        self.traits = traits
    }

    /// The value a breed is sorted by, nil when unknown.
    public func value(of ref: BreedRef) -> Double? {
        traits[ref]?.sortValue(order.trait)
    }

    /// Rows in the order, stably: rows with equal values keep their order, and rows without a value
    /// come last, in the order they were in.
    public func sorted<Row>(_ rows: [Row], ref: (Row) -> BreedRef) -> [Row] {
        let keyed = rows.enumerated().map { (index: $0.offset, value: value(of: ref($0.element)), row: $0.element) }
        return keyed.sorted { a, b in
            switch (a.value, b.value) {
            case let (x?, y?) where x != y: order.descending ? x > y : x < y
            case (_?, nil): true
            case (nil, _?): false
            default: a.index < b.index
            }
        }.map(\.row)
    }
}
