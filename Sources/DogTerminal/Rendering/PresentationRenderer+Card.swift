import DogCore

/// The breed card: one summary line, each fact once by the one rule (`FactPreference`), the 1–5
/// scores as labelled bars, and one line naming the sources.
extension PresentationRenderer {
    /// The card's lines under the title, or a line saying there are no details; laid out once per renderer.
    func detailLines(_ details: BreedDetails?, facts: BreedFacts?) -> [String] {
        detailLayouts.value(for: DetailsKey(details: details, facts: facts)) { layOutCard(BreedTraits(facts: facts, details: details)) }
    }

    private func layOutCard(_ traits: BreedTraits) -> [String] {
        let facts = factPairs(traits)
        let summary = summaryLine(traits)
        guard summary != nil || !facts.isEmpty else {
            return TextWrapping.wrap(strings.text(.screenBreedNoDetails), width: width - 2).map { "  " + $0 }
        }
        var lines = summary.map { TextWrapping.wrap($0, width: width - 2).map { "  " + $0 } } ?? []
        var pairs = facts
        if let sources = sourcesText(traits) { pairs.append((strings.text(.detailsSources), sources)) }
        let labelWidth = pairs.map { DisplayWidth.of($0.0) }.max() ?? 0
        let valueWidth = max(20, width - labelWidth - 4)
        let scoreLines = scoreBars(traits)
        for (index, (label, value)) in pairs.enumerated() {
            // The scores go between the facts and the sources line.
            if index == facts.count { lines += scoreLines }
            for (offset, text) in TextWrapping.wrap(value, width: valueWidth).enumerated() {
                let lead = offset == 0 ? painter.paint(DisplayWidth.pad(label, to: labelWidth), .label) : String(repeating: " ", count: labelWidth)
                lines.append("  " + lead + "  " + text)
            }
        }
        if pairs.count == facts.count { lines += scoreLines }
        return lines
    }

    /// Group, size class, origin and popularity, the ones known, on one line.
    private func summaryLine(_ traits: BreedTraits) -> String? {
        var parts: [String] = []
        if let group = traits.group {
            parts.append(noted(groupName(group.value), other: group.other.map { ($0.source, groupName($0.value)) }))
        }
        if let size = traits.size { parts.append(strings.text(.detailsSizeValue, ["size": .text(strings.text(size.labelKey))])) }
        if let origin = traits.details?.origin { parts.append(TerminalSanitizer.clean(strings.language.originText(origin))) }
        if let rank = traits.popularity { parts.append(strings.text(.detailsPopularityRank, ["rank": .number(rank)])) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// A group's name in the session's language when it is one of AKC's groups, else as the source wrote it.
    private func groupName(_ name: String) -> String {
        AKCGroup(sourceName: name).map { strings.text($0.labelKey) } ?? TerminalSanitizer.clean(name)
    }

    /// The facts in a fixed order, each once: measures, temperament, what the breed was bred for, coat.
    private func factPairs(_ traits: BreedTraits) -> [(String, String)] {
        var pairs: [(String, String)] = []
        for (key, trait) in [(LocalizationKey.detailsHeight, BreedTrait.height), (.detailsWeight, .weight), (.detailsLifeSpan, .life)] {
            guard let fact = traits.rangeWithSource(trait) else { continue }
            let other = fact.other.map { ($0.source, figures(trait, $0.value)) }
            pairs.append((strings.text(key), noted(measure(trait, fact.value), other: other)))
        }
        let akcWords = traits.facts?.temperament ?? []
        let dogAPIWords = traits.details?.temperament ?? []
        if !akcWords.isEmpty || !dogAPIWords.isEmpty {
            let akcFolded = Set(akcWords.map(TextFolding.fold))
            let extra = dogAPIWords.filter { !akcFolded.contains(TextFolding.fold($0)) }
            let text = akcWords.isEmpty
                ? temperament(dogAPIWords)
                : noted(temperament(akcWords), other: extra.isEmpty ? nil : (.theDogAPI(traits.details?.source), temperament(extra)))
            pairs.append((strings.text(.detailsTemperament), text))
        }
        if let bredFor = traits.details?.bredFor { pairs.append((strings.text(.detailsBredFor), TerminalSanitizer.clean(strings.language.bredForText(bredFor)))) }
        if let type = traits.facts?.coatType, let length = traits.facts?.coatLength {
            let coat = ["type": MessageArgument.text(strings.language.coatWord(type)), "length": .text(strings.language.coatWord(length))]
            pairs.append((strings.text(.traitCoat), strings.text(.detailsCoatValue, coat)))
        }
        return pairs
    }

    /// `10–12 years (TheDogAPI: 10–13)`: a value with the other source's, when there is one.
    private func noted(_ value: String, other: (FactSource, String)?) -> String {
        guard let (source, text) = other else { return value }
        return strings.text(.detailsNote, ["value": .text(value), "source": .text(sourceName(source)), "other": .text(text)])
    }

    private func sourceName(_ source: FactSource) -> String {
        switch source {
        case .akc: strings.text(.compareSourceAKC)
        case .theDogAPI: strings.text(.compareSourceDogAPIUnnumbered)
        }
    }

    /// `AKC: Labrador Retriever · TheDogAPI: Labrador Retriever (#149)`.
    private func sourcesText(_ traits: BreedTraits) -> String? {
        var names: [String] = []
        if let facts = traits.facts { names.append(strings.text(.detailsAKCSourceValue, ["name": .text(TerminalSanitizer.clean(facts.akcName))])) }
        if let source = traits.details?.source {
            names.append(strings.text(.detailsSourceValue, ["name": .text(TerminalSanitizer.clean(source.name)), "id": .text(String(source.id))]))
        } else if traits.details != nil, !(traits.details?.isEmpty ?? true) {
            names.append(strings.text(.compareSourceDogAPIUnnumbered))
        }
        return names.isEmpty ? nil : names.joined(separator: " · ")
    }

    /// The 1–5 scores as bars beside their labels (`●●●●○ Energy`), in two columns where both fit.
    private func scoreBars(_ traits: BreedTraits) -> [String] {
        let cells = BreedTrait.allCases.compactMap { trait -> String? in
            guard case let .score(score) = trait.kind, let value = traits.score(score) else { return nil }
            return scoreBar(value) + " " + strings.text(trait.labelKey)
        }
        guard !cells.isEmpty else { return [] }
        let half = (cells.count + 1) / 2
        let left = Array(cells[..<half]), right = Array(cells[half...])
        let leftWidth = left.map(DisplayWidth.of).max() ?? 0
        let rightWidth = right.map(DisplayWidth.of).max() ?? 0
        guard 2 + leftWidth + 3 + rightWidth <= width else { return cells.map { "  " + $0 } }
        return left.indices.map { index in
            index < right.count ? "  " + DisplayWidth.pad(left[index], to: leftWidth) + "   " + right[index] : "  " + left[index]
        }
    }

    /// `●●●●○` for 4 of 5, or `####-` where the terminal may not show the circles.
    func scoreBar(_ value: Int) -> String {
        let filled = max(0, min(5, value))
        let (on, off) = asciiOnly ? ("#", "-") : ("●", "○")
        return String(repeating: on, count: filled) + String(repeating: off, count: 5 - filled)
    }

    /// A measure with its unit, in `unit` or else the session's units: `55–62 cm`, `about 3 kg`, `up to 8 kg`.
    func measure(_ trait: BreedTrait, _ range: MeasuredRange, in unit: MeasureUnit? = nil) -> String {
        let unit = unit ?? units.unit(for: trait)
        let key: LocalizationKey = switch unit {
        case .kilogram: .unitKilograms
        case .pound: .unitPounds
        case .centimetre: .unitCentimetres
        case .inch: .unitInches
        case .year: .unitYears
        }
        let shown = range.displayed(in: unit)
        return strings.text(key, ["range": .text(figures(shown)), "count": .number(Int(shown.upper.rounded(.up)))])
    }

    /// A measure's figures in the session's units, without the unit: `10–13`.
    private func figures(_ trait: BreedTrait, _ range: MeasuredRange) -> String {
        figures(range.displayed(in: units.unit(for: trait)))
    }

    private func figures(_ shown: DisplayedRange) -> String {
        let upper = strings.decimal(shown.upper)
        if shown.isApproximate { return strings.text(.formatAbout, ["value": .text(upper)]) }
        guard let lower = shown.lower else { return strings.text(.formatUpTo, ["upper": .text(upper)]) }
        return strings.text(.formatRange, ["lower": .text(strings.decimal(lower)), "upper": .text(upper)])
    }
}
