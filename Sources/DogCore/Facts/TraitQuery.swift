/// The conditions of a `find`, parsed and checked: every breed in the result meets all of them.
public struct TraitQuery: Hashable, Sendable {
    /// The conditions, in the order typed.
    public let conditions: [TraitCondition]

    /// Parses words such as `weight<10`, `children>=4`, `group:herding` or `weight<22lb`; a
    /// measure typed without a unit is in the unit `units` shows it in (`weight<10` is 10 lb
    /// under imperial units).
    ///
    /// Throws a `CommandError` naming the first word that is not a condition, a trait that does not
    /// exist (with the nearest names), a value the trait does not take, or conditions no breed can
    /// meet together, such as `weight>10 weight<5` or `energy>5`.
    ///
    /// `names` adds the traits' names in other languages: `gewicht<10` is `weight<10`.
    public init(parsing words: [String], units: UnitSystem = .metric, names: TraitNames? = nil) throws(CommandError) {
        conditions = try Self.joiningSpacedComparisons(words).map { word throws(CommandError) in try Self.condition(word, units: units, names: names) }
        try Self.checkSatisfiable(conditions)
    }

    /// Whether a breed meets every condition, temperament words read in English only.
    public func matches(_ breed: BreedTraits) -> Bool {
        TraitMatcher(self, translations: nil).matches(breed)
    }

    /// The conditions as typed, one space apart, for titles and the breadcrumb.
    public var text: String {
        conditions.map(\.text).joined(separator: " ")
    }

    /// A word split at its comparison, lower-cased: `Energy:Low` is `energy`, `:`, `low`; nil without a comparison.
    ///
    /// `=<` and `=>`, written the other way round, are `<=` and `>=`: `weight=<10` is `weight<=10`.
    static func parts(of word: String) -> (name: String, comparison: TraitCondition.Comparison, value: String)? {
        let lowered = word.lowercased()
        guard let split = lowered.firstIndex(where: { "<>=:".contains($0) }) else { return nil }
        let rest = lowered[split...]
        let name = String(lowered[..<split])
        if let reversed = [("=<", TraitCondition.Comparison.lessOrEqual), ("=>", .greaterOrEqual)].first(where: { rest.hasPrefix($0.0) }) {
            return (name, reversed.1, String(rest.dropFirst(2)))
        }
        let comparison = TraitCondition.Comparison.allCases.first { rest.hasPrefix($0.rawValue) }!
        return (name, comparison, String(rest.dropFirst(comparison.rawValue.count)))
    }

    /// Words with the comparison typed apart joined into one: `weight < 10` and `weight <10` are `weight<10`.
    static func joiningSpacedComparisons(_ words: [String]) -> [String] {
        func isComparison(_ character: Character?) -> Bool { character.map("<>=:".contains) ?? false }
        var joined: [String] = []
        for word in words {
            // `weight<` takes the value after it; `<10` joins a trait with no comparison yet.
            // A unit typed apart from its number joins it: `weight<10 kg`.
            let isUnit = MeasureUnit(spelled: word) != nil && joined.last?.last?.isNumber == true
            if let last = joined.last, isUnit || isComparison(last.last) || (isComparison(word.first) && !last.contains(where: isComparison)) {
                joined[joined.count - 1] = last + word
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    /// Parses one word; a measure without a unit is in the unit `units` shows the trait in.
    static func condition(_ word: String, units: UnitSystem = .metric, names: TraitNames? = nil) throws(CommandError) -> TraitCondition {
        if let hint = TraitHint.hint(for: word) { throw .traitWordHint(word, condition: hint) }
        guard let (name, comparison, valueText) = parts(of: word), !name.isEmpty, !valueText.isEmpty else {
            throw .malformedCondition(word)
        }
        guard let trait = BreedTrait(named: name, in: names) else {
            throw .unknownTrait(name, suggestions: Self.nearestTraits(to: name, names: names))
        }
        let shownUnit = units.unit(for: trait)
        // The metric units are each trait's own: a condition in them needs no unit of its own.
        let implied = shownUnit.factor != 1 ? shownUnit : nil
        let value = try Self.value(valueText, of: trait, comparison: comparison, word: word, implied: implied, names: names)
        let number = Self.number(valueText)
        let typed = number.flatMap { $0.1 }.flatMap { MeasureUnit(spelled: $0) }
        // A weight or height typed without a unit is shown with the one it was read in, so the
        // title stays true after `units` changes what the rows show: `weight<10` reads `weight<10kg`.
        var text = word
        if case .range = trait.kind, typed == nil, shownUnit != .year, number != nil { text += shownUnit.rawValue }
        return TraitCondition(trait: trait, comparison: comparison, value: value, text: text, unit: typed ?? implied)
    }

    /// The traits nearest a name that is none, by their own names and their names in other languages.
    ///
    /// Own names are scored as search scores them (`wieght` is near weight and height); a label in another
    /// language only counts within a slip or two of edits (`gewcht` for Gewicht), so a short word is never
    /// "near" a long German label it merely scatters across; a word several labels share names their traits first.
    static func nearestTraits(to name: String, names: TraitNames?) -> [String] {
        let own = SearchPattern.nearest(to: name, among: BreedTrait.allCases.map { ($0.rawValue, $0.rawValue) })
        let labels = names?.suggestionCandidates ?? []
        let slips = CommandError.slips(of: TextFolding.squash(name), among: labels.map(\.text)).compactMap { slip in labels.first { $0.text == slip }?.name }
        let shared = names?.traits(sharing: name).map(\.rawValue) ?? []
        var seen = Set<String>()
        return (shared + own + slips).filter { seen.insert($0).inserted }.prefix(3).map { $0 }
    }

    /// Parses a value in the trait's terms; a measure without a unit is in `implied` when there is one,
    /// and a word may be one of `names`' translations (`lockig` for `curly`, `viel` for `high`).
    private static func value(
        _ text: String, of trait: BreedTrait, comparison: TraitCondition.Comparison, word: String, implied: MeasureUnit?, names: TraitNames?
    ) throws(CommandError) -> TraitCondition.Value {
        let isEquality = comparison == .equal || comparison == .colon
        switch trait.kind {
        case let .range(units):
            guard let (number, unit) = Self.number(text),
                  let factor = unit.map({ typed in MeasureUnit(spelled: typed).flatMap { units.contains($0) ? $0.factor : nil } })
                    ?? implied?.factor ?? 1 else {
                throw .invalidTraitValue(trait: trait.rawValue, value: text, accepted: ["10"] + units.map { "10" + $0.rawValue })
            }
            return .number(number * factor)
        case .rank:
            guard let (number, unit) = Self.number(text), unit == nil else {
                throw .invalidTraitValue(trait: trait.rawValue, value: text, accepted: ["1", "2", "…"])
            }
            return .number(number)
        case .score:
            if let band = ScoreBand(rawValue: text) ?? names?.value(named: text, of: trait).flatMap(ScoreBand.init(rawValue:)) {
                guard isEquality else { throw .malformedCondition(word) }
                return .scores(band.scores)
            }
            guard let (number, unit) = Self.number(text), unit == nil else {
                throw .invalidTraitValue(trait: trait.rawValue, value: text, accepted: ["1–5"] + trait.valueWords)
            }
            return .number(number)
        case let .choice(words):
            guard isEquality else { throw .malformedCondition(word) }
            // A plural names the same choice: `group:terriers` is `group:terrier`.
            let singular = text.hasSuffix("s") ? String(text.dropLast()) : text
            guard let chosen = words.contains(text) ? text : words.contains(singular) ? singular : names?.value(named: text, of: trait) else {
                throw .invalidTraitValue(trait: trait.rawValue, value: text, accepted: words)
            }
            return .word(chosen)
        case .keyword:
            guard isEquality else { throw .malformedCondition(word) }
            return .word(TextFolding.fold(text))
        }
    }

    /// A decimal number with an optional unit after it: `10`, `2.5`, `22lb`.
    static func number(_ text: String) -> (Double, String?)? {
        // A decimal comma, as German and Spanish write it and dogsh shows it there: `4,5`.
        let digits = text.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        guard let number = Double(digits.replacing(",", with: ".")), number.isFinite else { return nil }
        let unit = text.dropFirst(digits.count)
        return (number, unit.isEmpty ? nil : String(unit))
    }

    /// Throws when no value could meet every condition on one trait together.
    static func checkSatisfiable(_ conditions: [TraitCondition]) throws(CommandError) {
        var grouped: [BreedTrait: [TraitCondition]] = [:]
        for condition in conditions { grouped[condition.trait, default: []].append(condition) }
        for trait in BreedTrait.allCases {
            guard let group = grouped[trait] else { continue }
            var lowest = -Double.infinity, lowestStrict = false
            var highest = Double.infinity, highestStrict = false
            switch trait.kind {
            case .score: (lowest, highest) = (1, 5)
            case .rank: lowest = 1
            case .range: lowest = 0
            case .choice, .keyword:
                let words = Set(group.compactMap { if case let .word(word) = $0.value { word } else { nil } })
                if trait != .temperament, words.count > 1 { throw .impossibleConditions(trait: trait.rawValue, group.map(\.text)) }
                continue
            }
            for condition in group {
                let (low, high): (Double, Double)
                switch condition.value {
                case let .number(number): (low, high) = (number, number)
                case let .scores(band): (low, high) = (Double(band.lowerBound), Double(band.upperBound))
                case .word: continue
                }
                switch condition.comparison {
                case .less, .lessOrEqual:
                    if high < highest || (high == highest && condition.comparison == .less) {
                        (highest, highestStrict) = (high, condition.comparison == .less)
                    }
                case .greater, .greaterOrEqual:
                    if low > lowest || (low == lowest && condition.comparison == .greater) {
                        (lowest, lowestStrict) = (low, condition.comparison == .greater)
                    }
                case .equal, .colon:
                    if low > lowest { (lowest, lowestStrict) = (low, false) }
                    if high < highest { (highest, highestStrict) = (high, false) }
                }
            }
            if lowest > highest || (lowest == highest && (lowestStrict || highestStrict)) {
                throw .impossibleConditions(trait: trait.rawValue, group.map(\.text))
            }
        }
    }
}
