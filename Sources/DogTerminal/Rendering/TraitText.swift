import DogCore

/// How a trait's accepted values read, for `help find` and the README's reference.
enum TraitText {
    /// What a trait's values may be: `kg, lb`; `1–5, low, medium, high`; `herding, hound, …`.
    static func values(_ trait: BreedTrait, strings: Strings) -> String {
        let separator = strings.text(.listSeparator)
        switch trait.kind {
        case let .range(units): return units.map(\.rawValue).joined(separator: separator)
        case .rank: return strings.text(.helpTraitRank)
        case .score: return (["1–5"] + trait.valueWords).joined(separator: separator)
        case .choice: return trait.valueWords.joined(separator: separator)
        case .keyword: return strings.text(.helpTraitAnyWord)
        }
    }
}
