import DogCore
import Foundation
import Testing
@testable import DogTerminal

/// `compare` at every width: every breed in every row, side by side while the columns fit, the differing rows marked.
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

    /// Every line fits, no word is broken, and every breed is in every row: side by side with the
    /// labels beside or above while the columns fit, numbered one under the other when they do not.
    @Test(arguments: [(24, "numbered"), (32, "numbered"), (40, "above"), (60, "beside"), (80, "beside"), (200, "beside")])
    func linesFitTheWidthAndEveryBreedIsShown(width: Int, layout: String) {
        let comparison = Comparison(Self.refs, catalog: Self.catalog)
        let renderer = PresentationRenderer(strings: Strings(), width: width)
        let lines = renderer.render(.comparison(comparison))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines.filter { DisplayWidth.of($0) > width })")
        switch renderer.comparisonLayout(renderer.comparisonRows(comparison), count: Self.refs.count) {
        case .labelsBeside: #expect(layout == "beside")
        case .labelsAbove: #expect(layout == "above")
        case .numbered: #expect(layout == "numbered")
        }
        if layout == "numbered" {
            for ref in Self.refs { #expect(lines.contains { $0.contains(ref.identifier) }) }
        } else {
            #expect(lines.contains { line in Self.refs.allSatisfy { line.contains($0.identifier) } }, "all breeds side by side: \(lines)")
        }
        // Every word of every value appears whole on some line.
        let words = Set(renderer.comparisonRows(comparison).flatMap(\.values).flatMap { $0.split(separator: " ").map(String.init) })
        let printed = Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
        #expect(words.subtracting(printed).isEmpty, "broken words: \(words.subtracting(printed))")
    }

    /// A mark says the values differ as the row shows them, and every value of the row is shown with it.
    @Test(arguments: [24, 40, 60, 80])
    func aMarkedRowShowsValuesThatDiffer(width: Int) {
        let renderer = PresentationRenderer(strings: Strings(), width: width)
        let comparison = Comparison(Self.refs, catalog: Self.catalog)
        // Sources are named, not compared.
        for row in renderer.comparisonRows(comparison) where !row.isHeading && row.label != Strings().text(.compareSource) {
            #expect(row.differs == (Set(row.values).count > 1), "\(row.label): \(row.values)")
        }
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

    /// A table taller than the terminal ends with the breeds' names again; one that fits, output
    /// with no terminal, or the numbered table (each breed named at the top, by number in each row) does not.
    @Test(arguments: [(80, nil as Int?, 0), (80, 60, 0), (80, 24, 1), (40, 24, 1), (24, 24, 0)])
    func aTableTallerThanTheTerminalNamesItsBreedsAgainUnderIt(width: Int, height: Int?, repeats: Int) throws {
        let comparison = Comparison(Self.refs, catalog: Self.catalog)
        let renderer = PresentationRenderer(strings: Strings(), width: width)
        let plain = renderer.comparison(comparison)
        let lines = renderer.comparison(comparison, height: height)
        #expect(plain == renderer.render(.comparison(comparison)), "without a height, as every other output")
        #expect(lines.count == plain.count + repeats, "one line of names under a table taller than \(height ?? 0) rows")
        guard repeats > 0 else { return }
        let names = try #require(plain.first { $0.contains("Akita") })
        let repeated = try #require(lines.lastIndex(of: names))
        #expect(repeated > (lines.lastIndex { $0.contains("Sources") } ?? lines.count), "after the last row")
        #expect(lines[repeated + 1].hasPrefix("≠"), "and just before the legend: \(lines)")
    }

    /// A label too long for its column wraps inside it, and the values stay beside it.
    @Test func aLongLabelWrapsInItsColumn() throws {
        let renderer = PresentationRenderer(strings: Strings(), width: 56)
        let lines = renderer.render(.comparison(Comparison(Self.refs, catalog: Self.catalog)))
        guard case let .labelsBeside(labelWidth, _) = renderer.comparisonLayout(renderer.comparisonRows(Comparison(Self.refs, catalog: Self.catalog)), count: 4) else {
            Issue.record("labels beside at 56 columns: \(lines)")
            return
        }
        #expect(labelWidth < DisplayWidth.of("AKC popularity"))
        let popularity = try #require(lines.firstIndex { $0.contains("AKC") })
        #expect(lines[popularity + 1].trimmingCharacters(in: .whitespaces).hasPrefix("popularity"), "\(lines)")
    }

    @Test func differingRowsAreMarkedAndUnknownsShowAsDashes() throws {
        let lines = PresentationRenderer(strings: Strings(), width: 200).render(.comparison(Comparison([BreedRef("pug"), BreedRef("beagle")], catalog: Self.catalog)))
        let weight = try #require(lines.first { $0.contains("Weight") })
        let children = try #require(lines.first { $0.contains("Young children") })
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
        for trait in BreedTrait.allCases { #expect(lines.contains { $0.contains(strings.text(trait.shortLabelKey)) }) }
    }
}
