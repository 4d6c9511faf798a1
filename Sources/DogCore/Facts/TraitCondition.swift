/// One condition of `find`, such as `weight<10`, `energy:low` or `group:herding`.
///
/// A measured range matches only when all of it meets the condition: `weight<10` matches a
/// 3–8 kg breed, not an 8–12 kg one, and `weight=10` (or `weight:10`) matches a range that holds
/// 10. A breed without a value for the trait matches no condition on it.
public struct TraitCondition: Hashable, Sendable {
    /// How a value is compared.
    public enum Comparison: String, CaseIterable, Hashable, Sendable {
        case lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">", equal = "=", colon = ":"
    }

    /// The value a condition compares with, in the trait's own unit.
    public enum Value: Hashable, Sendable {
        /// A number: kilograms, centimetres, years, a rank or a score.
        case number(Double)
        /// A score word: the scores it stands for.
        case scores(ClosedRange<Int>)
        /// A word of a choice, or a temperament keyword, folded.
        case word(String)
    }

    /// The trait compared.
    public let trait: BreedTrait
    /// The comparison.
    public let comparison: Comparison
    /// The value compared with.
    public let value: Value
    /// The condition as typed.
    public let text: String

    /// Creates a condition from its parts.
    /// The unit a measure was typed in (`22lb`); nil for the trait's own unit or a trait without units.
    public let unit: MeasureUnit?

    public init(trait: BreedTrait, comparison: Comparison, value: Value, text: String, unit: MeasureUnit? = nil) {
        self.unit = unit
        self.trait = trait
        self.comparison = comparison
        self.value = value
        self.text = text
    }

    /// Whether a breed's traits meet the condition; a temperament word is matched by `TraitMatcher`.
    func isMet(by breed: BreedTraits) -> Bool {
        switch (trait.kind, value) {
        case (.range, let .number(number)):
            guard let range = shownRange(breed) else { return false }
            return Self.range(range, meets: comparison, number)
        case (.rank, let .number(number)):
            guard let rank = breed.popularity else { return false }
            return Self.compare(Double(rank), comparison, number)
        case let (.score(score), .number(number)):
            guard let value = breed.score(score) else { return false }
            return Self.compare(Double(value), comparison, number)
        case let (.score(score), .scores(band)):
            guard let value = breed.score(score) else { return false }
            return band.contains(value)
        case let (.choice, .word(word)):
            return breed.choice(trait) == word
        default:
            return false
        }
    }

    /// How far a breed's known value is from meeting the condition, as a share of the condition's
    /// value (a score's share of its 1–5 scale); 0 when met, nil when the value is unknown. A word
    /// that does not match is one whole step away.
    func distance(from breed: BreedTraits) -> Double? {
        switch (trait.kind, value) {
        case (.range, let .number(number)):
            guard let range = shownRange(breed) else { return nil }
            let lower = range.lower ?? range.upper
            let gap: Double
            switch comparison {
            case .less, .lessOrEqual: gap = range.upper - number
            case .greater, .greaterOrEqual:
                // An open lower end says nothing about how far below the bound it goes.
                guard let known = range.lower else { return nil }
                gap = number - known
            case .equal, .colon: gap = max(lower - number, number - range.upper)
            }
            return max(0, gap) / max(number, 1)
        case (.rank, let .number(number)):
            guard let rank = breed.popularity else { return nil }
            return Self.compare(Double(rank), comparison, number) ? 0 : abs(Double(rank) - number) / max(number, 1)
        case let (.score(score), .number(number)):
            guard let value = breed.score(score) else { return nil }
            return Self.compare(Double(value), comparison, number) ? 0 : abs(Double(value) - number) / 5
        case let (.score(score), .scores(band)):
            guard let value = breed.score(score) else { return nil }
            return Double(max(0, band.lowerBound - value, value - band.upperBound)) / 5
        case (.choice, .word):
            guard let word = breed.choice(trait) else { return nil }
            if trait == .size, let wanted = SizeClass(rawValue: textValue), let have = SizeClass(rawValue: word) {
                return Double(abs(SizeClass.allCases.firstIndex(of: wanted)! - SizeClass.allCases.firstIndex(of: have)!)) / 4
            }
            return isMet(by: breed) ? 0 : 1
        case (.keyword, _):
            return breed.temperament.isEmpty ? nil : 1
        default:
            return nil
        }
    }

    /// A breed's range as dogsh shows it in the unit the condition was typed in, back in the
    /// trait's own unit: what a person reads is what is compared (`7 lb` is `3 kg` for `weight<=3`).
    func shownRange(_ breed: BreedTraits) -> MeasuredRange? {
        guard let range = breed.range(trait) else { return nil }
        let unit = unit ?? UnitSystem.metric.unit(for: trait)
        let shown = range.displayed(in: unit)
        return MeasuredRange(lower: shown.lower.map { $0 * unit.factor }, upper: shown.upper * unit.factor)
    }

    /// The word a choice or keyword condition asks for; empty for a number.
    private var textValue: String {
        if case let .word(word) = value { word } else { "" }
    }

    /// Whether all of a measured range meets a comparison; an unknown lower end meets no lower bound.
    static func range(_ range: MeasuredRange, meets comparison: Comparison, _ number: Double) -> Bool {
        switch comparison {
        case .less: range.upper < number
        case .lessOrEqual: range.upper <= number
        case .greater: range.lower.map { $0 > number } ?? false
        case .greaterOrEqual: range.lower.map { $0 >= number } ?? false
        case .equal, .colon: (range.lower ?? range.upper) <= number && number <= range.upper
        }
    }

    /// Compares one value.
    static func compare(_ value: Double, _ comparison: Comparison, _ number: Double) -> Bool {
        switch comparison {
        case .less: value < number
        case .lessOrEqual: value <= number
        case .greater: value > number
        case .greaterOrEqual: value >= number
        case .equal, .colon: value == number
        }
    }
}
