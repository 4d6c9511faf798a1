/// A breed's fact as shown: its value, the source it came from, and the other source's value when that says something else.
public struct SourcedFact<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value, by the rule (`FactPreference`).
    public let value: Value
    /// Where it came from.
    public let source: FactSource
    /// The other source's value, when it differs.
    public let other: Other?

    /// The value the other source gives.
    public struct Other: Hashable, Sendable {
        /// Its value.
        public let value: Value
        /// The other source.
        public let source: FactSource
    }

    /// Creates a fact.
    public init(_ value: Value, from source: FactSource, other: Other? = nil) {
        self.value = value
        self.source = source
        self.other = other
    }
}

/// The one rule for which source's value a breed's fact takes, for every screen, `find`, `sort`, `compare` and JSON.
///
/// AKC's value wins where it has one: it is the breed club's standard. For a measure, a range wins
/// over a single figure whichever source gave it, since AKC's single figures are often limits
/// ("under 7 pounds"). The other source's value is kept when it differs by more than the
/// measure's own grain, so a disagreement shows as a note, never as a second row.
public enum FactPreference {
    /// The measure shown for two sources' ranges.
    public static func measure(
        akc: MeasuredRange?, dogAPI: MeasuredRange?, dogAPISource: DogAPIBreedID?, tolerance: Double
    ) -> SourcedFact<MeasuredRange>? {
        let dogAPIFact = FactSource.theDogAPI(dogAPISource)
        switch (akc, dogAPI) {
        case (nil, nil):
            return nil
        case let (akc?, nil):
            return SourcedFact(akc, from: .akc)
        case let (nil, dogAPI?):
            return SourcedFact(dogAPI, from: dogAPIFact)
        case let (akc?, dogAPI?):
            let (winner, winnerSource, loser, loserSource) = akc.isSingleValue && !dogAPI.isSingleValue
                ? (dogAPI, dogAPIFact, akc, FactSource.akc) : (akc, FactSource.akc, dogAPI, dogAPIFact)
            let differs = differ(winner, loser, tolerance: tolerance)
            return SourcedFact(winner, from: winnerSource, other: differs ? .init(value: loser, source: loserSource) : nil)
        }
    }

    /// The word shown for two sources' words, compared as `same` reads them (a group by its AKC name).
    public static func word<Key: Equatable>(
        akc: String?, dogAPI: String?, dogAPISource: DogAPIBreedID?, same: (String) -> Key?
    ) -> SourcedFact<String>? {
        let dogAPIFact = FactSource.theDogAPI(dogAPISource)
        switch (akc, dogAPI) {
        case (nil, nil): return nil
        case let (akc?, nil): return SourcedFact(akc, from: .akc)
        case let (nil, dogAPI?): return SourcedFact(dogAPI, from: dogAPIFact)
        case let (akc?, dogAPI?):
            let differs = same(akc) == nil || same(akc) != same(dogAPI)
            return SourcedFact(akc, from: .akc, other: differs ? .init(value: dogAPI, source: dogAPIFact) : nil)
        }
    }

    /// Whether two ranges say different things: an end apart by more than the tolerance, or one end known and not the other.
    static func differ(_ a: MeasuredRange, _ b: MeasuredRange, tolerance: Double) -> Bool {
        let lowers: Bool = switch (a.lower, b.lower) {
        case let (x?, y?): abs(x - y) > tolerance
        case (nil, nil): false
        default: true
        }
        return lowers || abs(a.upper - b.upper) > tolerance
    }

    /// The grain of a measure in its own unit, below which two sources agree: a pound, an inch, a year.
    public static func tolerance(_ trait: BreedTrait) -> Double {
        switch trait {
        case .weight: 0.5
        case .height: 1.3
        default: 0.5
        }
    }
}
