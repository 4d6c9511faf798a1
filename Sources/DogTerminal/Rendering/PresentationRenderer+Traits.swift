import DogCore

/// Rendering of trait values and of the screens that list breeds by their traits.
extension PresentationRenderer {
    func findScreen(_ screen: FindScreen, marks: FavoriteSet) -> [String] {
        let title = sortedTitle(strings.text(.screenFindTitle, [
            "query": .typed(strings.withDecimalSeparators(screen.query.text)),
            "count": .message(Message(.countResults, ["count": .number(screen.found.count)])),
        ]), screen.sorting)
        var lines = self.title(title, paging: screen.paging)
        if screen.found.isEmpty { lines += wrapped(strings.text(.screenFindNone)) }
        guard !screen.found.isEmpty || !screen.nearMisses.isEmpty else { return lines }
        let visible = screen.paging.visibleRange
        let layout = rowLayout(largestNumber: visible.upperBound)
        let shown = Array(screen.found[visible.clamped(to: screen.found.indices)])
        let misses = visible.clamped(to: screen.found.count..<screen.found.count + screen.nearMisses.count)
        // A measure is the evidence for a condition typed in another unit than the session's in that unit: `weight<10lb` shows pounds.
        let typedUnits = Dictionary(screen.query.conditions.compactMap { condition in condition.unit.map { (condition.trait, $0) } }) { first, _ in first }
        let foundValues = shown.map { found in
            var values = screen.shownTraits.compactMap { trait in
                (trait == .temperament ? matchedTemperament(found) : traitValue(trait, of: found.traits, unit: typedUnits[trait]))
                    .map { traitWord(trait) + " " + $0 }
            }
            if let sorting = screen.sorting, !screen.shownTraits.contains(sorting.order.trait) || sorting.value(of: found.row.ref) == nil {
                values += [sortDetail(found.row.ref, sorting)].compactMap { $0 }
            }
            return values.joined(separator: " · ")
        }
        let missed = misses.map { screen.nearMisses[$0 - screen.found.count] }
        let missValues = missed.map { miss in
            let trait = miss.missed.trait
            let value = (trait == .temperament ? nil : traitValue(trait, of: miss.traits, unit: miss.missed.unit)) ?? strings.text(.compareUnknown)
            let missed = strings.text(.screenFindMisses, ["condition": .text(strings.withDecimalSeparators(miss.missed.text)), "value": .text(traitWord(trait) + " " + value)])
            // Sorted, a near miss shows the value it is ordered by too, unless what it misses is that value.
            guard let sorting = screen.sorting, sorting.order.trait != trait else { return missed }
            return joinedDetails([missed, sortDetail(miss.row.ref, sorting)]) ?? missed
        }
        let nameWidth = layout.fittedNameWidth(
            names: (shown.map(\.row) + missed.map(\.row)).map { name($0.ref, $0.displayName) }, values: foundValues + missValues
        )
        for (offset, found) in shown.enumerated() {
            lines += namedRow(visible.lowerBound + offset + 1, found.row, favorite: marks.contains(breed: found.row.ref), layout: layout, nameWidth: nameWidth, values: foundValues[offset])
        }
        if !misses.isEmpty { lines += rule(strings.text(.screenFindNearMisses)) }
        for (offset, miss) in missed.enumerated() {
            lines += namedRow(misses.lowerBound + offset + 1, miss.row, favorite: marks.contains(breed: miss.row.ref), layout: layout, nameWidth: nameWidth, values: missValues[offset])
        }
        return lines + hint(strings.text(.screenFindHint))
    }

    /// A rule across the width with a few words on it: `── Close, but missing one condition ──`.
    func rule(_ text: String) -> [String] {
        let label = "── " + text + " "
        let rest = max(2, width - DisplayWidth.of(label))
        return [painter.paint(DisplayWidth.truncate(label + String(repeating: "─", count: rest), to: width), .hint)]
    }

    /// The temperament words a found breed matched, in the session's language: the evidence for its row.
    private func matchedTemperament(_ found: FindScreen.Found) -> String? {
        found.matchedKeywords.isEmpty ? nil : temperament(found.matchedKeywords)
    }

    /// A list's title with its order after it: `Breeds: 107 breeds · sorted by weight`.
    func sortedTitle(_ title: String, _ sorting: Sorting?) -> String {
        guard let order = sorting?.order else { return title }
        return title + " · " + strings.text(.screenSortedBy, ["trait": .text(traitWord(order.trait)), "direction": .text(strings.text(order.directionKey))])
    }

    /// What a row of a sorted list adds: the value sorted by (`weight 25–36 kg`), or the mark of a breed without one.
    func sortDetail(_ ref: BreedRef, _ sorting: Sorting?) -> String? {
        guard let sorting else { return nil }
        let trait = sorting.order.trait
        guard sorting.value(of: ref) != nil, let traits = sorting.traits[ref], let value = traitValue(trait, of: traits) else {
            return painter.paint(strings.text(.screenSortUnknown, ["trait": .text(traitWord(trait))]), .hint)
        }
        return traitWord(trait) + " " + value
    }

    /// A trait as a row names it: in English its own name, the word `find` and `sort` take (`life`);
    /// in another language its label, as the card has it (`Lebenserwartung`), which they take too.
    func traitWord(_ trait: BreedTrait) -> String {
        strings.language.choice == .en ? trait.rawValue : strings.text(trait.labelKey)
    }

    /// Details joined with a middle dot, nil when there are none.
    func joinedDetails(_ parts: [String?]) -> String? {
        let present = parts.compactMap { $0 }
        return present.isEmpty ? nil : present.joined(separator: " · ")
    }

    /// One trait's value as a row or a comparison shows it: `25–36 kg`, `#1` (`Nr. 1`), `4/5`, `herding`; nil when unknown.
    ///
    /// A measure is in `unit` when one is given (the unit a condition was typed in), else in the session's units.
    func traitValue(_ trait: BreedTrait, of traits: BreedTraits, unit: MeasureUnit? = nil) -> String? {
        switch trait.kind {
        case .range:
            return traits.range(trait).map { measure(trait, $0, in: unit) }
        case .rank:
            return traits.popularity.map { strings.text(.traitRankValue, ["rank": .number($0)]) }
        case let .score(score):
            return traits.score(score).map { "\($0)/5" }
        case .choice:
            guard let word = traits.choice(trait) else { return nil }
            if trait == .group, let group = AKCGroup(rawValue: word) { return strings.text(group.labelKey) }
            if trait == .size, let size = SizeClass(rawValue: word) { return strings.text(size.labelKey) }
            return strings.language.coatWord(word)
        case .keyword:
            let words = traits.statedTemperament
            return words.isEmpty ? nil : temperament(words)
        }
    }

    /// Temperament keywords in the session's language, as a list: `Freundlich, Verspielt`.
    func temperament(_ words: [String]) -> String {
        TerminalSanitizer.clean(words.map(strings.language.temperamentWord).joined(separator: strings.text(.listSeparator)))
    }
}
