/// What one breed has for every trait, read from its AKC facts first and TheDogAPI's details otherwise.
///
/// The rule is the same for every trait both sources know (weight, height, life span, group):
/// AKC's value when AKC has one, else TheDogAPI's. Values are never combined. Temperament words
/// are searched in both sources' keywords.
public struct BreedTraits: Hashable, Sendable {
    /// AKC's facts, when a true match exists.
    public let facts: BreedFacts?
    /// TheDogAPI's details, when a true match exists.
    public let details: BreedDetails?

    /// Reads a breed's traits from its two sources.
    public init(facts: BreedFacts?, details: BreedDetails?) {
        self.facts = facts
        self.details = details
    }

    /// A measured trait's range, and whether AKC gave it.
    public func range(_ trait: BreedTrait) -> MeasuredRange? {
        rangeWithSource(trait)?.range
    }

    /// A measured trait's range with the source it came from.
    public func rangeWithSource(_ trait: BreedTrait) -> (range: MeasuredRange, source: FactSource)? {
        let akc: MeasuredRange?, dogAPI: MeasuredRange?
        switch trait {
        case .weight: (akc, dogAPI) = (facts?.weight, details?.weight)
        case .height: (akc, dogAPI) = (facts?.height, details?.height)
        case .life: (akc, dogAPI) = (facts?.lifeSpan, details?.lifeSpan)
        default: return nil
        }
        if let akc { return (akc, .akc) }
        if let dogAPI { return (dogAPI, .theDogAPI(details?.source)) }
        return nil
    }

    /// AKC's popularity rank.
    public var popularity: Int? { facts?.popularity }

    /// AKC's score for a trait.
    public func score(_ trait: ScoreTrait) -> Int? { facts?.scores[trait] }

    /// The word of a choice trait (`group`, `coat`, `coatlength`), folded as `find` takes it.
    public func choice(_ trait: BreedTrait) -> String? {
        switch trait {
        case .group:
            let name = facts?.group ?? details?.group
            return name.flatMap(AKCGroup.init(sourceName:))?.rawValue
        case .coat: return facts?.coatType.map(TextFolding.fold)
        case .coatlength: return facts?.coatLength.map(TextFolding.fold)
        default: return nil
        }
    }

    /// The temperament as one source words it: AKC's keywords when it has them, else TheDogAPI's.
    public var statedTemperament: [String] {
        if let akc = facts?.temperament, !akc.isEmpty { return akc }
        return details?.temperament ?? []
    }

    /// Temperament keywords of both sources, AKC's first, without repeats: what `temperament:` searches.
    public var temperament: [String] {
        var seen = Set<String>()
        return ((facts?.temperament ?? []) + (details?.temperament ?? [])).filter { seen.insert(TextFolding.fold($0)).inserted }
    }

    /// The number `sort` orders by: a range's middle, a rank or a score; nil when unknown.
    public func sortValue(_ trait: BreedTrait) -> Double? {
        switch trait.kind {
        case .range:
            guard let range = range(trait) else { return nil }
            return ((range.lower ?? range.upper) + range.upper) / 2
        case .rank: return popularity.map(Double.init)
        case let .score(score): return self.score(score).map(Double.init)
        case .choice, .keyword: return nil
        }
    }
}

/// Where a value came from, as the breed screen and `compare` name it.
public enum FactSource: Hashable, Sendable {
    /// The AKC facts.
    case akc
    /// TheDogAPI's record, with its id when known.
    case theDogAPI(DogAPIBreedID?)
}
