import DogCore

/// Rendering of trait values and of the screens that list breeds by their traits.
extension PresentationRenderer {
    func findScreen(_ screen: FindScreen) -> [String] {
        let title = strings.text(.screenFindTitle, [
            "query": .text(screen.query.text),
            "count": .message(Message(.countResults, ["count": .number(screen.found.count)])),
        ])
        var lines = self.title(title, paging: screen.paging)
        guard !screen.found.isEmpty else { return lines + wrapped(strings.text(.screenFindNone)) }
        let visible = screen.paging.visibleRange
        let layout = rowLayout(largestNumber: visible.upperBound)
        let shown = Array(screen.found[visible])
        let nameWidth = layout.nameWidth(shown.map(\.row.ref.identifier))
        for (offset, found) in shown.enumerated() {
            let values = screen.shownTraits.compactMap { trait in traitValue(trait, of: found.traits).map { trait.rawValue + " " + $0 } }
            let detail = ([listedName(found.row)].compactMap { $0 } + values).joined(separator: " · ")
            lines.append(layout.row(visible.lowerBound + offset + 1, favorite: found.row.isFavorite, found.row.ref.identifier, nameWidth: nameWidth, detail: detail))
        }
        return lines + hint(strings.text(.screenFindHint))
    }

    /// One trait's value as a row or a comparison shows it: `25–36 kg`, `#1`, `4/5`, `herding`; nil when unknown.
    func traitValue(_ trait: BreedTrait, of traits: BreedTraits) -> String? {
        switch trait.kind {
        case .range:
            guard let range = traits.range(trait) else { return nil }
            let unit: LocalizationKey = switch trait {
            case .weight: .unitKilograms
            case .height: .unitCentimetres
            default: .unitYears
            }
            return measurement(range, unit: unit)
        case .rank:
            return traits.popularity.map { "#\($0)" }
        case let .score(score):
            return traits.score(score).map { "\($0)/5" }
        case .choice:
            guard let word = traits.choice(trait) else { return nil }
            if trait == .group, let group = AKCGroup(rawValue: word) { return strings.text(group.labelKey) }
            return word
        case .keyword:
            let words = traits.temperament
            return words.isEmpty ? nil : TerminalSanitizer.clean(words.joined(separator: ", "))
        }
    }
}
