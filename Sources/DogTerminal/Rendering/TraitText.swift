import DogCore

/// How a trait's accepted values read, for `help find` and the trait table in docs/choosing.md.
///
/// The words are typed in English whatever the session speaks, like command names; in another
/// language each is followed by what it means there: `herding (Hütehunde)`, `low (wenig)`.
public enum TraitText {
    /// What a trait's values may be: `kg, lb`; `1–5, low, medium, high`; `herding, hound, …`.
    public static func values(_ trait: BreedTrait, strings: Strings) -> String {
        let separator = strings.text(.listSeparator)
        switch trait.kind {
        case let .range(units): return units.map(\.rawValue).joined(separator: separator)
        case .rank: return strings.text(.helpTraitRank)
        case .score, .choice:
            // A score also takes its figures, 1 to 5.
            let words = trait.valueWords.map { gloss($0, meaning(of: $0, trait, strings), strings) }
            return (trait.isOrdered ? ["1–5"] + words : words).joined(separator: separator)
        case .keyword: return strings.text(.helpTraitAnyWord)
        }
    }

    /// What a value word means in the session's language: a group's name, a size, a coat word, a score's band.
    public static func meaning(of word: String, _ trait: BreedTrait, _ strings: Strings) -> String {
        if let band = ScoreBand(rawValue: word) { return strings.text(band.labelKey) }
        if trait == .group, let group = AKCGroup(rawValue: word) { return strings.text(group.labelKey) }
        if trait == .size, let size = SizeClass(rawValue: word) { return strings.text(size.labelKey) }
        return strings.language.coatWord(word)
    }

    /// `herding (Hütehunde)`, or the word alone where the meaning only repeats it.
    private static func gloss(_ word: String, _ meaning: String, _ strings: Strings) -> String {
        TextFolding.squash(meaning) == TextFolding.squash(word) ? word : strings.text(.helpTraitGloss, ["word": .text(word), "meaning": .text(meaning)])
    }
}
