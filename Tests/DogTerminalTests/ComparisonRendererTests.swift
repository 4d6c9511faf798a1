import DogCore
import Testing
@testable import DogTerminal

/// `compare` at every width: columns side by side while they fit, in blocks when they do not, the differing rows marked.
@Suite struct ComparisonRendererTests {
    final class Facts: BreedFactsTable {
        func facts(for ref: BreedRef) -> BreedFacts? {
            switch ref.breed {
            case "pug": BreedFacts(akcName: "Pug", group: "Toy", weight: MeasuredRange(lower: 6, upper: 8), scores: [.energy: 3, .children: 5])
            case "beagle": BreedFacts(akcName: "Beagle", group: "Hound", weight: MeasuredRange(lower: 9, upper: 14), scores: [.energy: 4, .children: 5])
            case "akita": BreedFacts(akcName: "Akita", group: "Working", weight: MeasuredRange(lower: 32, upper: 59), scores: [.energy: 4, .children: 3])
            default: nil
            }
        }
    }

    static let refs = ["akita", "beagle", "mix", "pug"].map { BreedRef($0) }
    static let catalog = Catalog(
        breeds: refs.map { Breed(ref: $0, displayName: $0.breed.capitalized) }, sourceName: "test"
    ).addingFacts(Facts())

    /// Every line fits, no word is broken, and each block holds as many breeds as fit: labels
    /// go above their values when that puts more breeds side by side.
    @Test(arguments: [(32, 2), (40, 2), (60, 4), (80, 4), (120, 4), (200, 4)])
    func linesFitTheWidthAndEveryBreedIsShown(width: Int, sideBySide: Int) {
        let comparison = Comparison(Self.refs, catalog: Self.catalog)
        let renderer = PresentationRenderer(strings: Strings(), width: width)
        let lines = renderer.render(.comparison(comparison))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines.filter { DisplayWidth.of($0) > width })")
        for ref in Self.refs { #expect(lines.contains { $0.contains(ref.identifier) }) }
        let headings = lines.filter { $0.contains("akita") || $0.contains("beagle") || $0.contains("mix") || $0.contains("pug") && !$0.contains("Pug") }
        #expect(headings.map { $0.split(separator: " ").count }.max() == sideBySide, "\(headings)")
        // Every word of every value appears whole on some line.
        let words = Set(renderer.comparisonRows(comparison).flatMap(\.values).flatMap { $0.split(separator: " ").map(String.init) })
        let printed = Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
        #expect(words.subtracting(printed).isEmpty, "broken words: \(words.subtracting(printed))")
    }

    /// Japanese wraps between characters, so a long temperament with no spaces does not push the
    /// labels above their values: two breeds at 80 columns keep their labels beside (they each took
    /// a line of their own, the table twice as long).
    @Test func japaneseValuesWithoutSpacesKeepTheLabelsBeside() {
        final class Temperaments: BreedFactsTable {
            func facts(for ref: BreedRef) -> BreedFacts? {
                BreedFacts(akcName: ref.breed, temperament: ["Charming", "Mischievous", "Loving"], weight: MeasuredRange(lower: 6, upper: 8))
            }
        }
        let refs = [BreedRef("pug"), BreedRef("beagle")]
        let catalog = Catalog(breeds: refs.map { Breed(ref: $0, displayName: $0.breed) }, sourceName: "test").addingFacts(Temperaments())
        let lines = PresentationRenderer(strings: Strings(language: .named(.ja)), width: 80).render(.comparison(Comparison(refs, catalog: catalog)))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
        let weight = try? #require(lines.first { $0.contains("体重") })
        #expect(weight?.contains("6〜8 kg") == true, "the weight's label and values share a line: \(lines)")
    }

    /// A block taller than the terminal ends with the breeds' names again; one that fits, or output
    /// with no terminal, does not. In blocks (32 columns: two breeds each), each block is judged alone.
    @Test(arguments: [(80, nil as Int?, 0), (80, 60, 0), (80, 24, 1), (32, 24, 2), (32, 60, 0)])
    func aTableTallerThanTheTerminalNamesItsBreedsAgainUnderIt(width: Int, height: Int?, repeats: Int) throws {
        let comparison = Comparison(Self.refs, catalog: Self.catalog)
        let renderer = PresentationRenderer(strings: Strings(), width: width)
        let plain = renderer.comparison(comparison)
        let lines = renderer.comparison(comparison, height: height)
        #expect(plain == renderer.render(.comparison(comparison)), "without a height, as every other output")
        #expect(lines.count == plain.count + repeats, "one line of names under each block taller than \(height ?? 0) rows")
        guard repeats > 0 else { return }
        let lastNames = try #require(plain.first { $0.contains(width == 80 ? "Akita" : "Mix") })
        let repeated = try #require(lines.lastIndex(of: lastNames))
        #expect(repeated > (lines.lastIndex { $0.contains("Sources") } ?? lines.count), "after the last block's last row")
        #expect(lines[repeated + 1].hasPrefix("≠"), "and just before the legend: \(lines)")
    }

    @Test func aLongLabelGoesAboveItsValuesWhenThatFitsMoreBreeds() {
        let lines = PresentationRenderer(strings: Strings(), width: 60).render(.comparison(Comparison(Self.refs, catalog: Self.catalog)))
        let label = lines.firstIndex { $0.hasSuffix("Good with young children") }
        #expect(label != nil, "the label has a line of its own")
        if let label { #expect(lines[label + 1].hasPrefix("    "), "its values below, indented") }
    }

    @Test func differingRowsAreMarkedAndUnknownsShowAsDashes() throws {
        let lines = PresentationRenderer(strings: Strings(), width: 200).render(.comparison(Comparison([BreedRef("pug"), BreedRef("beagle")], catalog: Self.catalog)))
        let weight = try #require(lines.first { $0.contains("Weight") })
        let children = try #require(lines.first { $0.contains("Good with young children") })
        #expect(weight.hasPrefix("  ≠ "))
        #expect(children.hasPrefix("    "), "both score 5: no mark")
        #expect(lines.contains { $0.contains("Drooling") && $0.contains("—") })
        let mixed = PresentationRenderer(strings: Strings(), width: 200).render(.comparison(Comparison([BreedRef("pug"), BreedRef("mix")], catalog: Self.catalog)))
        #expect(mixed.contains { $0.contains("Group") && $0.contains("Toy") && $0.contains("—") && $0.hasPrefix("  ≠ ") })
    }

    @Test(arguments: LanguageChoice.allCases)
    func everyLanguageLabelsEveryRow(language: LanguageChoice) {
        let strings = Strings(language: Language.named(language))
        let lines = PresentationRenderer(strings: strings, width: 100).render(.comparison(Comparison([BreedRef("pug"), BreedRef("akita")], catalog: Self.catalog)))
        for trait in BreedTrait.allCases { #expect(lines.contains { $0.contains(strings.text(trait.labelKey)) }) }
    }
}
