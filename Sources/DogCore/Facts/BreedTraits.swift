/// What one breed has for every trait, one value each, read from its two sources by one rule.
///
/// For every trait both sources know (weight, height, life span, group), the value shown,
/// searched, sorted and compared is AKC's when AKC has one, else TheDogAPI's; for a measure, a
/// range wins over a single figure whichever source gave it. The other source's value is kept
/// beside it when it says something else (`10–12 years (TheDogAPI: 10–13)`). Values are never
/// combined. Temperament is both sources' keywords, AKC's first, each once.
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

    /// A measured trait's range, by the rule.
    public func range(_ trait: BreedTrait) -> MeasuredRange? {
        rangeWithSource(trait)?.value
    }

    /// A measured trait's range with the source it came from, and the other source's when it differs.
    public func rangeWithSource(_ trait: BreedTrait) -> SourcedFact<MeasuredRange>? {
        let akc: MeasuredRange?, dogAPI: MeasuredRange?
        switch trait {
        case .weight: (akc, dogAPI) = (facts?.weight, details?.weight)
        case .height: (akc, dogAPI) = (facts?.height, details?.height)
        case .life: (akc, dogAPI) = (facts?.lifeSpan, details?.lifeSpan)
        default: return nil
        }
        return FactPreference.measure(akc: akc, dogAPI: dogAPI, dogAPISource: details?.source, tolerance: FactPreference.tolerance(trait))
    }

    /// The group by the rule, with the other source's when it names another group.
    public var group: SourcedFact<String>? {
        FactPreference.word(akc: facts?.group, dogAPI: details?.group, dogAPISource: details?.source) { AKCGroup(sourceName: $0) }
    }

    /// The size class of the weight by the rule; nil when the weight is not known.
    public var size: SizeClass? {
        range(.weight).map(SizeClass.init(weight:))
    }

    /// AKC's popularity rank.
    public var popularity: Int? { facts?.popularity }

    /// AKC's score for a trait.
    public func score(_ trait: ScoreTrait) -> Int? { facts?.scores[trait] }

    /// The word of a choice trait (`group`, `coat`, `coatlength`), folded as `find` takes it.
    public func choice(_ trait: BreedTrait) -> String? {
        switch trait {
        case .group:
            return group.flatMap { AKCGroup(sourceName: $0.value) }?.rawValue
        case .size: return size?.rawValue
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
