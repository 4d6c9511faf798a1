import DogCore

/// Rendering of a breed: its screen, its details, and random images.
extension PresentationRenderer {
    func breedScreen(_ screen: BreedScreen) -> [String] {
        var lines = [
            painter.paint(DisplayWidth.truncate(heading(name(screen.ref, screen.displayName), screen.ref), to: width - 2), .title)
                + (screen.isFavorite ? " " + painter.paint("★", .favorite) : ""),
        ]
        lines += detailLines(screen.details, facts: screen.facts)
        let rows = screen.rows
        let layout = rowLayout(largestNumber: rows.count)
        if !screen.subBreeds.isEmpty {
            lines += title(strings.text(.screenBreedSubBreeds, ["count": .number(screen.subBreeds.count)]))
            let nameWidth = layout.nameWidth(screen.subBreeds.map { $0.ref.subBreed ?? "" })
            for (index, sub) in screen.subBreeds.enumerated() {
                lines.append(layout.row(index + 1, favorite: sub.isFavorite, sub.ref.subBreed ?? "", nameWidth: nameWidth, detail: name(sub.ref, sub.displayName)))
            }
        }
        lines += imageLines(screen, layout: layout)
        return lines + hint(strings.text(screen.subBreeds.isEmpty ? .screenBreedHint : .screenBreedSubBreedsHint))
    }

    private func imageLines(_ screen: BreedScreen, layout: RowLayout) -> [String] {
        let name: MessageArgument = .breed(screen.ref, fallback: screen.displayName)
        switch screen.images {
        case .loading:
            return [strings.text(.screenBreedImagesLoading)]
        case let .failed(error):
            return wrapped(strings.text(.screenBreedImagesFailed, ["reason": .message(error.message)]))
        case let .loaded(batch) where batch.images.isEmpty:
            return wrapped(strings.text(.screenBreedImagesNone, ["breed": name]))
        case let .loaded(batch):
            var lines = if let available = batch.available {
                title(strings.text(.screenBreedImagesCount, ["shown": .number(batch.images.count), "available": .number(available)]))
            } else {
                title(strings.text(.screenBreedImagesShown, ["shown": .number(batch.images.count)]))
            }
            for (offset, image) in batch.images.enumerated() {
                let number = screen.subBreeds.count + offset + 1
                lines.append(layout.urlRow(number, favorite: screen.favoriteImageURLs.contains(image.url), image.url))
            }
            if batch.isShort {
                lines += wrapped(strings.text(.screenBreedImagesFew, ["count": .number(batch.images.count), "breed": name]))
            }
            return lines
        }
    }

    /// The labelled details, TheDogAPI's then AKC's, each block closed by the row naming its source,
    /// or a line saying there are none; laid out once per renderer.
    func detailLines(_ details: BreedDetails?, facts: BreedFacts?) -> [String] {
        detailLayouts.value(for: DetailsKey(details: details, facts: facts)) { layOutDetails(details, facts: facts) }
    }

    private func layOutDetails(_ details: BreedDetails?, facts: BreedFacts?) -> [String] {
        let pairs = dogAPIPairs(details) + akcPairs(facts)
        guard !pairs.isEmpty else {
            return TextWrapping.wrap(strings.text(.screenBreedNoDetails), width: width - 2).map { "  " + $0 }
        }
        let labels = pairs.map { strings.text($0.0) }
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
        let valueWidth = max(20, width - labelWidth - 4)
        var lines: [String] = []
        for (label, pair) in zip(labels, pairs) {
            let values = TextWrapping.wrap(TerminalSanitizer.clean(pair.1), width: valueWidth)
            for (index, value) in values.enumerated() {
                let lead = index == 0 ? painter.paint(DisplayWidth.pad(label, to: labelWidth), .label) : String(repeating: " ", count: labelWidth)
                lines.append("  " + lead + "  " + value)
            }
        }
        return lines
    }

    /// TheDogAPI's rows, as its record gives them.
    private func dogAPIPairs(_ details: BreedDetails?) -> [(LocalizationKey, String)] {
        guard let details, !details.isEmpty else { return [] }
        var pairs: [(LocalizationKey, String)] = []
        if let group = details.group { pairs.append((.detailsGroup, details.groupKey.map { strings.text($0) } ?? group)) }
        if let bredFor = details.bredFor { pairs.append((.detailsBredFor, bredFor)) }
        if let life = details.lifeSpan { pairs.append((.detailsLifeSpan, measurement(life, unit: .unitYears))) }
        if !details.temperament.isEmpty {
            pairs.append((.detailsTemperament, temperament(details.temperament)))
        }
        if let origin = details.origin { pairs.append((.detailsOrigin, origin)) }
        if let weight = details.weight { pairs.append((.detailsWeight, measurement(weight, unit: .unitKilograms))) }
        if let height = details.height { pairs.append((.detailsHeight, measurement(height, unit: .unitCentimetres))) }
        if let source = details.source {
            pairs.append((.detailsSource, strings.text(.detailsSourceValue, ["name": .text(source.name), "id": .text(String(source.id))])))
        }
        return pairs
    }

    /// AKC's rows: group and popularity, temperament, sizes, coat and the 1–5 scores by the words `find` takes.
    private func akcPairs(_ facts: BreedFacts?) -> [(LocalizationKey, String)] {
        guard let facts else { return [] }
        let traits = BreedTraits(facts: facts, details: nil)
        var pairs: [(LocalizationKey, String)] = []
        for (key, trait) in [(LocalizationKey.detailsGroup, BreedTrait.group), (.traitPopularity, .popularity)] {
            if let value = traitValue(trait, of: traits) { pairs.append((key, value)) }
        }
        if !facts.temperament.isEmpty { pairs.append((.detailsTemperament, temperament(facts.temperament))) }
        for (key, trait) in [(LocalizationKey.detailsHeight, BreedTrait.height), (.detailsWeight, .weight), (.detailsLifeSpan, .life)] {
            if let value = traitValue(trait, of: traits) { pairs.append((key, value)) }
        }
        if let type = facts.coatType, let length = facts.coatLength {
            let coat = ["type": MessageArgument.text(strings.language.coatWord(type)), "length": .text(strings.language.coatWord(length))]
            pairs.append((.traitCoat, strings.text(.detailsCoatValue, coat)))
        }
        let scores = BreedTrait.allCases.compactMap { trait -> String? in
            guard case let .score(score) = trait.kind, let value = facts.scores[score] else { return nil }
            // A no-break space keeps each trait with its score when the row wraps.
            return "\(trait.rawValue)\u{00A0}\(value)"
        }
        if !scores.isEmpty { pairs.append((.detailsTraits, scores.joined(separator: " · "))) }
        pairs.append((.detailsSource, strings.text(.detailsAKCSourceValue, ["name": .text(facts.akcName)])))
        return pairs
    }

    /// `10–12 years`, `up to 8 kg`, `12 years`.
    func measurement(_ range: MeasuredRange, unit: LocalizationKey) -> String {
        let upper = strings.decimal(range.upper)
        let text: String
        if range.isSingleValue {
            text = upper
        } else if let lower = range.lower {
            text = strings.text(.formatRange, ["lower": .text(strings.decimal(lower)), "upper": .text(upper)])
        } else {
            text = strings.text(.formatUpTo, ["upper": .text(upper)])
        }
        return strings.text(unit, ["range": .text(text), "count": .number(Int(range.upper.rounded(.up)))])
    }

    func details(of breed: Breed, facts: BreedFacts?) -> [String] {
        var lines = [painter.paint(DisplayWidth.truncate(heading(name(breed.ref, breed.displayName), breed.ref), to: width), .title)]
            + detailLines(breed.details, facts: facts)
        if !breed.subBreeds.isEmpty {
            let names = breed.subBreeds.map { $0.ref.subBreed ?? "" }
            lines += wrapped(strings.text(.infoSubBreeds, ["count": .number(breed.subBreeds.count), "names": .list(names)]))
        }
        if let images = breed.totalImageCount {
            lines += wrapped(strings.text(.infoCatalogImages, ["count": .number(images)]))
        }
        return lines
    }

    func catalogSummary(_ summary: CatalogSummary) -> [String] {
        var lines = [
            summary.source == Catalog.embeddedSourceName ? strings.text(.infoCatalogSourceEmbedded) : strings.text(.infoCatalogSource, ["source": .text(summary.source)]),
            strings.text(.infoCatalogCounts, [
                "breeds": .message(Message(.countBreeds, ["count": .number(summary.breeds)])),
                "subBreeds": .message(Message(.countSubBreeds, ["count": .number(summary.subBreeds)])),
            ]),
            strings.text(.infoCatalogDetails, ["count": .number(summary.withDetails)]),
        ]
        if let images = summary.images { lines.append(strings.text(.infoCatalogImages, ["count": .number(images)])) }
        lines.append(strings.text(.infoVersion, ["version": .text(DogshVersion.current)]))
        return lines.flatMap(wrapped)
    }

    func randomImage(_ image: BreedImage, displayName: String) -> [String] {
        [
            painter.paint(DisplayWidth.truncate(strings.text(.randomImage, [
                "name": .breed(image.ref, fallback: displayName), "identifier": .text(image.ref.identifier),
            ]), to: width), .title),
            "  " + painter.paint(TerminalSanitizer.clean(image.url), .url),
        ]
    }
}
