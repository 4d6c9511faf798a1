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

    @Test(arguments: [60, 80, 120, 200])
    func linesFitTheWidthAndEveryBreedIsShown(width: Int) {
        let lines = PresentationRenderer(strings: Strings(), width: width).render(.comparison(Comparison(Self.refs, catalog: Self.catalog)))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines.filter { DisplayWidth.of($0) > width })")
        for ref in Self.refs { #expect(lines.contains { $0.contains(ref.identifier) }) }
        // One weight row per block: at 200 columns one block, at 60 one column per block.
        let blocks = lines.filter { $0.contains("Weight") }.count
        #expect(width >= 120 ? blocks == 1 : blocks > 1)
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
