import DogCore

/// `--json`: every screen, message and error as one JSON Lines record, schema version 1 (docs/scripting.md, "Output for scripts").
///
/// Every record opens with `"v":1` and its `"type"`. Breeds are named by `ref` (`hound/afghan`),
/// lists carry every row with its number `n` (not only the page on show), and facts are numbers
/// with their unit and source. Texts that came from a source are cleaned of control and escape
/// sequences as they are for the terminal. Words people read (`text`, `lines`) are in the
/// session's language; keys, refs and trait names are not.
public struct JSONRecords: Sendable {
    /// The schema's version; a change that removes or renames a field raises it.
    public static let version = 1

    /// The strings messages are written in, and the renderer for the records that carry text.
    let renderer: PresentationRenderer
    /// Where the data on show came from, which every data record says in `source`: `embedded`,
    /// `dogceo`, `thedogapi`, a URL, or `cache` (stored answers standing in); nil says nothing.
    let source: String?

    /// The record types that carry data, each with the `source` it came from.
    static let dataTypes: Set<String> = ["breeds", "breed", "details", "search", "find", "favorites", "comparison", "image"]

    /// Records in a renderer's language; its painter is not used.
    public init(renderer: PresentationRenderer, source: String? = nil) {
        self.renderer = renderer
        self.source = source
    }

    /// The records of a presentation, one line each; a data record says where its data came from.
    public func lines(for presentation: Presentation) -> [String] {
        let record = record(presentation)
        guard let source, case let .object(fields) = record, fields.count > 1, case let .string(type) = fields[1].1, Self.dataTypes.contains(type) else {
            return [record.text]
        }
        return [JSONValue.object(Array(fields.prefix(2)) + [("source", .string(source))] + fields.dropFirst(2)).text]
    }

    /// A message as a record.
    public func message(_ message: Message) -> String {
        Self.record("message", [("key", .string(message.key.rawValue)), ("text", .string(renderer.strings.format(message)))]).text
    }

    /// An error as a record, for standard error; with the place of the line it is about, `file` and `line`.
    public func error(_ message: Message, at place: LinePlace? = nil) -> String {
        var fields: [(String, JSONValue)] = [("key", .string(message.key.rawValue)), ("text", .string(renderer.strings.format(message)))]
        if case let .line(number, name) = place { fields += [("file", .string(name)), ("line", .int(number))] }
        return Self.record("error", fields).text
    }

    static func record(_ type: String, _ fields: [(String, JSONValue)]) -> JSONValue {
        .object([("v", .int(version)), ("type", .string(type))] + fields)
    }

    func record(_ presentation: Presentation) -> JSONValue {
        switch presentation {
        case let .screen(screen, marks): screenRecord(screen, marks: marks)
        case let .message(message): Self.record("message", [("key", .string(message.key.rawValue)), ("text", .string(renderer.strings.format(message)))])
        case let .notice(message): Self.record("notice", [("key", .string(message.key.rawValue)), ("text", .string(renderer.strings.format(message)))])
        case let .breadcrumb(crumbs): Self.record("where", [("crumbs", .array(crumbs.map(crumb)))])
        case .help, .helpAll: Self.record("help", [("lines", .array(plainLines(presentation)))])
        case .logLevels: Self.record("log-levels", [("lines", .array(plainLines(presentation)))])
        case let .details(breed, facts):
            Self.record("details", breedFields(breed.ref, breed.displayName, BreedTraits(facts: facts, details: breed.details)))
        case let .catalogSummary(summary):
            Self.record("catalog", [
                ("source", .string(summary.source)), ("breeds", .int(summary.breeds)), ("subBreeds", .int(summary.subBreeds)),
                ("withDetails", .int(summary.withDetails)), ("withFacts", .int(summary.withFacts)), ("images", summary.images.map(JSONValue.int) ?? .null),
                ("version", .string(DogshVersion.current)),
            ])
        case let .comparison(comparison):
            Self.record("comparison", [
                ("breeds", .array(comparison.columns.map { .object(breedFields($0.ref, $0.displayName, $0.traits)) })),
                ("differs", .array(renderer.differingTraits(comparison).map { .string($0.rawValue) })),
            ])
        case let .randomImage(image, displayName):
            Self.record("image", [("ref", ref(image.ref)), ("name", text(displayName)), ("url", text(image.url))])
        case let .history(lines):
            Self.record("history", [("lines", .array(lines.map(text)))])
        }
    }

    private func screenRecord(_ screen: Screen, marks: FavoriteSet) -> JSONValue {
        switch screen {
        case let .breeds(list):
            return Self.record("breeds", sortField(list.sorting) + [("rows", .array(list.breeds.enumerated().map { index, row in
                .object(rowFields(index, row, marks) + [("subBreeds", .int(row.subBreedCount))] + sortedTrait(list.sorting, row.ref))
            }))])
        case let .breed(breed):
            var fields = breedFields(breed.ref, breed.displayName, BreedTraits(facts: breed.facts, details: breed.details))
            fields.append(("favorite", .bool(marks.contains(breed: breed.ref))))
            fields.append(("subBreeds", .array(breed.subBreeds.enumerated().map { .object(rowFields($0.offset, $0.element, marks)) })))
            switch breed.images {
            case .loading: fields.append(("images", .null))
            case let .failed(error): fields.append(("imagesError", .string(renderer.strings.format(error.message))))
            case let .loaded(batch):
                let first = breed.subBreeds.count + 1
                fields.append(("images", .array(batch.images.enumerated().map { index, image in
                    .object([("n", .int(first + index)), ("url", text(image.url)), ("favorite", .bool(marks.contains(image: image)))])
                })))
                fields.append(("available", batch.available.map(JSONValue.int) ?? .null))
            }
            return Self.record("breed", fields)
        case let .favorites(favorites):
            var number = 0
            var rows: [JSONValue] = []
            for group in favorites.groups {
                if group.includesBreed {
                    number += 1
                    rows.append(.object([("n", .int(number)), ("ref", ref(group.ref)), ("name", text(group.displayName)), ("image", .null)]
                        + sortedTrait(favorites.sorting, group.ref)))
                }
                for image in group.images {
                    number += 1
                    rows.append(.object([("n", .int(number)), ("ref", ref(group.ref)), ("name", text(group.displayName)), ("image", text(image.url))]
                        + sortedTrait(favorites.sorting, group.ref)))
                }
            }
            return Self.record("favorites", sortField(favorites.sorting) + [("rows", .array(rows))])
        case let .search(search):
            let rows = search.results.isEmpty ? search.suggestions : search.results
            return Self.record("search", [("query", .string(search.query))] + sortField(search.sorting) + [
                ("suggestions", .bool(search.results.isEmpty && !rows.isEmpty)),
                ("rows", .array(rows.enumerated().map { .object(rowFields($0.offset, $0.element, marks) + sortedTrait(search.sorting, $0.element.ref)) })),
            ])
        case let .find(find):
            // The near misses are numbered after the breeds found, as the screen numbers them.
            let found = find.found.enumerated().map { JSONValue.object(rowFields($0.offset, $0.element.row, marks) + [("traits", traits($0.element.traits))]) }
            let misses = find.nearMisses.enumerated().map { index, miss in
                JSONValue.object(rowFields(find.found.count + index, miss.row, marks) + [("traits", traits(miss.traits)), ("misses", .string(miss.missed.text))])
            }
            return Self.record("find", [("query", .string(find.query.text))] + sortField(find.sorting) + [("rows", .array(found + misses))])
        }
    }

    /// `n`, `ref`, `name` and `favorite` of a numbered breed row.
    private func rowFields(_ index: Int, _ row: BreedRow, _ marks: FavoriteSet) -> [(String, JSONValue)] {
        [("n", .int(index + 1)), ("ref", ref(row.ref)), ("name", text(row.displayName)), ("favorite", .bool(marks.contains(breed: row.ref)))]
    }

    /// A breed with its traits by the rule (`FactPreference`), and each source's own figures under its name.
    private func breedFields(_ breedRef: BreedRef, _ name: String, _ breedTraits: BreedTraits) -> [(String, JSONValue)] {
        var sources: [(String, JSONValue)] = [("akc", breedTraits.facts.map { text($0.akcName) } ?? .null)]
        if let source = breedTraits.details?.source {
            sources.append(("theDogAPI", .object([("id", .int(source.id)), ("name", text(source.name))])))
        } else {
            sources.append(("theDogAPI", .null))
        }
        var fields: [(String, JSONValue)] = [("ref", ref(breedRef)), ("name", text(name)), ("traits", traits(breedTraits)), ("sources", .object(sources))]
        if let facts = breedTraits.facts {
            fields.append(("akc", .object([
                ("group", facts.group.map(text) ?? .null), ("temperament", .array(facts.temperament.map(text))),
                ("popularity", facts.popularity.map(JSONValue.int) ?? .null),
                ("weight", range(facts.weight, .weight)), ("height", range(facts.height, .height)), ("life", range(facts.lifeSpan, .life)),
            ])))
        }
        if let details = breedTraits.details {
            fields.append(("theDogAPI", .object([
                ("bredFor", details.bredFor.map(text) ?? .null), ("origin", details.origin.map(text) ?? .null),
                ("temperament", .array(details.temperament.map(text))), ("group", details.group.map(text) ?? .null),
                ("weight", range(details.weight, .weight)), ("height", range(details.height, .height)), ("life", range(details.lifeSpan, .life)),
            ])))
        }
        return fields
    }

    /// Every known trait, or only `only`, in the trait table's order: ranges with their unit and source, ranks, scores and words.
    func traits(_ breed: BreedTraits, only: BreedTrait? = nil) -> JSONValue {
        var fields: [(String, JSONValue)] = []
        for trait in only.map({ [$0] }) ?? BreedTrait.allCases {
            switch trait.kind {
            case .range:
                guard let fact = breed.rangeWithSource(trait), case let .object(figures) = range(fact.value, trait) else { continue }
                fields.append((trait.rawValue, .object(figures + [("source", .string(fact.source == .akc ? "AKC" : "TheDogAPI"))])))
            case .rank:
                if let rank = breed.popularity { fields.append((trait.rawValue, .int(rank))) }
            case let .score(score):
                if let value = breed.score(score) { fields.append((trait.rawValue, .int(value))) }
            case .choice:
                if let word = breed.choice(trait) { fields.append((trait.rawValue, .string(word))) }
            case .keyword:
                let words = breed.statedTemperament
                if !words.isEmpty { fields.append((trait.rawValue, .array(words.map(text)))) }
            }
        }
        return .object(fields)
    }

    /// A range in the trait's own unit as the card shows it (`min` null when only an upper bound
    /// is known; `find` compares these figures), with the figures as its source stated them when
    /// that was another unit.
    private func range(_ range: MeasuredRange?, _ trait: BreedTrait) -> JSONValue {
        guard let range else { return .null }
        let own = UnitSystem.metric.unit(for: trait)
        let shown = range.displayed(in: own)
        var fields: [(String, JSONValue)] = [
            ("min", shown.lower.map(JSONValue.double) ?? .null), ("max", .double(shown.upper)),
            ("unit", .string(own == .year ? "years" : own.rawValue)), ("approximate", .bool(range.isSingleValue)),
        ]
        if let stated = range.statedUnit {
            let shown = range.displayed(in: stated)
            fields.append(("stated", .object([("min", shown.lower.map(JSONValue.double) ?? .null), ("max", .double(shown.upper)), ("unit", .string(stated.rawValue))])))
        }
        return .object(fields)
    }

    /// A sorted list's row: `traits` with the value it was ranked by, empty for a breed without one (ranked last).
    private func sortedTrait(_ sorting: Sorting?, _ breed: BreedRef) -> [(String, JSONValue)] {
        guard let sorting else { return [] }
        return [("traits", sorting.traits[breed].map { traits($0, only: sorting.order.trait) } ?? .object([]))]
    }

    private func sortField(_ sorting: Sorting?) -> [(String, JSONValue)] {
        guard let order = sorting?.order else { return [] }
        return [("sort", .object([("trait", .string(order.trait.rawValue)), ("descending", .bool(order.descending))]))]
    }

    private func crumb(_ crumb: Crumb) -> JSONValue {
        switch crumb {
        case .breeds: .object([("screen", .string("breeds"))])
        case .favorites: .object([("screen", .string("favorites"))])
        case let .breed(breedRef): .object([("screen", .string("breed")), ("ref", ref(breedRef))])
        case let .search(query): .object([("screen", .string("search")), ("query", .string(query))])
        case let .find(query): .object([("screen", .string("find")), ("query", .string(query))])
        }
    }

    /// `hound/afghan` for a sub-breed, `pug` for a breed.
    private func ref(_ ref: BreedRef) -> JSONValue {
        .string(ref.subBreed.map { ref.breed + "/" + $0 } ?? ref.breed)
    }

    /// Text from a source, without control or escape sequences.
    private func text(_ value: String) -> JSONValue {
        .string(TerminalSanitizer.clean(value))
    }

    /// The lines the terminal shows for help and log levels (`--json` turns colour off).
    private func plainLines(_ presentation: Presentation) -> [JSONValue] {
        renderer.render(presentation).map { .string($0) }
    }
}
