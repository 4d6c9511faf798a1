import DogCore
import Testing
@testable import DogTerminal

/// The breed card: each fact once by the one rule, honest figures in the session's units, the
/// scores as bars, and one line naming the sources.
@Suite struct CardTests {
    static let facts = BreedFacts(
        akcName: "Labrador Retriever", group: "Sporting", temperament: ["Friendly", "Active", "Outgoing"], popularity: 1,
        height: MeasuredRange(statedLower: 21.5, upper: 24.5, in: .inch), weight: MeasuredRange(statedLower: 55, upper: 80, in: .pound),
        lifeSpan: MeasuredRange(lower: 10, upper: 12), scores: [.energy: 5, .shedding: 4, .barking: 3], coatType: "Double", coatLength: "Short"
    )
    static let details = BreedDetails(
        group: "Sporting", bredFor: "Water retrieving", lifeSpan: MeasuredRange(lower: 10, upper: 13),
        temperament: ["Kind", "Outgoing", "Agile"], origin: "Newfoundland, Canada",
        weight: MeasuredRange(lower: 25, upper: 36), height: MeasuredRange(lower: 55, upper: 62),
        source: DogAPIBreedID(id: 149, name: "Labrador Retriever")
    )
    static let breed = Breed(ref: BreedRef("labrador"), displayName: "Labrador Retriever", details: details)

    static func card(_ renderer: PresentationRenderer) -> [String] {
        renderer.render(.details(breed, facts: facts))
    }

    @Test func metricCardNamesEachFactOnce() {
        #expect(Self.card(PresentationRenderer(strings: Strings(), width: 80)) == [
            "Labrador Retriever · labrador",
            "  Sporting · large size · Newfoundland, Canada · AKC popularity #1",
            "  Height       55–62 cm",
            "  Weight       25–36 kg",
            "  Life span    10–12 years (TheDogAPI: 10–13)",
            "  Temperament  Friendly, Active, Outgoing (TheDogAPI: Kind, Agile)",
            "  Bred for     Water retrieving",
            "  Coat         double, short",
            "  ●●●●● Energy    ●●●●○ Shedding",
            "  ●●●○○ Barking",
            "  Sources      AKC: Labrador Retriever · TheDogAPI: Labrador Retriever (#149)",
        ])
    }

    @Test func imperialCardShowsAKCsOwnFiguresAndASCIIBarsWhereUnicodeMayNotShow() {
        let lines = Self.card(PresentationRenderer(strings: Strings(), width: 80, units: .imperial, asciiOnly: true))
        #expect(lines.contains("  Height       21.5–24.5 in"))
        #expect(lines.contains("  Weight       55–80 lb"))
        #expect(lines.contains("  ##### Energy    ####- Shedding"))
        #expect(!lines.joined().contains("●"))
    }

    /// No card line holds a figure with two decimals, in either system or any language.
    @Test(arguments: LanguageChoice.allCases)
    func noFigureClaimsMorePrecisionThanItsSource(language: LanguageChoice) {
        for units in UnitSystem.allCases {
            let text = Self.card(PresentationRenderer(strings: Strings(language: .named(language)), width: 80, units: units)).joined(separator: "\n")
            #expect(text.range(of: #"\d[.,]\d\d"#, options: .regularExpression) == nil, "\(units) \(language): \(text)")
        }
    }

    /// The German card has no English trait words: labels, bars and the summary are German.
    @Test func theGermanCardSpeaksGerman() {
        let lines = Self.card(PresentationRenderer(strings: Strings(language: .named(.de)), width: 80))
        #expect(lines.contains("  ●●●●● Energie   ●●●●○ Haaren"))
        #expect(lines[1] == "  Jagdhunde · Größenklasse groß · Neufundland, Kanada · AKC-Beliebtheit Nr.\u{A0}1", "a rank never breaks from its number")
        #expect(lines.contains { $0.contains("Apportieren aus dem Wasser") })
        for word in ["energy", "shedding", "barking", "Friendly", "Water"] { #expect(!lines.joined().contains(word)) }
    }

    /// A single figure that no range replaces is approximate.
    @Test func aSingleFigureIsApproximate() {
        let facts = BreedFacts(akcName: "Chihuahua", weight: MeasuredRange(statedLower: 6, upper: 6, in: .pound))
        let lines = PresentationRenderer(strings: Strings(), width: 80).render(.details(Breed(ref: BreedRef("chihuahua"), displayName: "Chihuahua"), facts: facts))
        #expect(lines.contains("  Weight   about 2.5 kg"))
    }

    /// At 80×24 the title and the facts of the longest card fit on the first screen.
    @Test(arguments: LanguageChoice.allCases)
    func theTitleAndFactsFitTheFirstScreen(language: LanguageChoice) {
        let lines = Self.card(PresentationRenderer(strings: Strings(language: .named(language)), width: 80))
        let sources = lines.firstIndex { $0.contains("AKC: Labrador Retriever") } ?? lines.count
        #expect(sources < 22, "\(language): the card ends by row 22 of 24")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    }
}
