import DogCore
import Testing
@testable import DogServices

/// The AKC facts joined onto dog.ceo folders: counts pinned, known pairs checked, doubtful ones left out.
@Suite struct EmbeddedFactsTests {
    let facts = EmbeddedFacts.shared
    let catalog = try! EmbeddedCatalog.load().catalog.addingFacts(EmbeddedFacts.shared)

    /// dog.ceo's image folders: breeds without sub-breeds, and sub-breeds; the Australian Kelpie's
    /// second folder is counted once, as the breed that stands for it (`BreedTwins`).
    var folders: [Breed] {
        catalog.allBreeds.filter { $0.subBreeds.isEmpty } + BreedTwins.standIns.keys.compactMap { catalog.breed($0) }
    }

    /// scripts/generate-facts prints these counts; a change to the matching rules must change them here too.
    @Test func matchCountsArePinned() {
        #expect(folders.count == 162)
        #expect(facts.refs.count == 134)
        #expect(facts.refs.filter { !(facts.facts(for: $0)?.scores[.children] == nil) }.count == 126)
        // The goal: details from either source for at least 136 of the 162 folders.
        #expect(folders.filter { $0.details != nil || facts.facts(for: $0.ref) != nil }.count == 137)
    }

    /// Where each record lies, by folder: the header skipped, a last line without a newline kept, lines without a tab or a folder left out.
    @Test(arguments: [
        ("header\npug\ta\nretriever-golden\tb\tc\n", ["pug": 7..<12, "retriever-golden": 13..<33]),
        ("header\npug\ta", ["pug": 7..<12]),
        ("header\nno tab here\n\tempty folder\npug\tx\n", ["pug": 33..<38]),
        ("header only", [:]),
        ("", [:]),
    ] as [(String, [String: Range<Int>])])
    func recordsAreLocated(_ text: String, _ expected: [String: Range<Int>]) {
        var bytes = Array(text.utf8)
        let lines = bytes.withUnsafeMutableBufferPointer { EmbeddedFacts.locate(UnsafeBufferPointer($0)) }
        #expect(lines == expected)
    }

    /// Pairs the automatic rule or the alias table makes, each checked by hand.
    @Test(arguments: [
        ("labrador", "Labrador Retriever"), ("bulldog-english", "Bulldog"), ("mastiff-english", "Mastiff"),
        ("groenendael", "Belgian Sheepdog"), ("terrier-fox", "Wire Fox Terrier"), ("chihuahua", "Chihuahua"),
        ("dachshund", "Dachshund"), ("borzoi", "Borzoi"), ("poodle-standard", "Poodle (Standard)"),
        ("poodle-toy", "Poodle (Toy)"), ("spaniel-irish", "Irish Water Spaniel"), ("hound-english", "English Foxhound"),
        ("mountain-swiss", "Greater Swiss Mountain Dog"), ("mexicanhairless", "Xoloitzcuintli"), ("stbernard", "Saint Bernard"),
        ("terrier-russell", "Russell Terrier"), ("kelpie", "Australian Kelpie"), ("australian-kelpie", "Australian Kelpie"),
    ])
    func knownPairs(_ folder: String, _ akcName: String) {
        #expect(facts.facts(for: BreedRef(folder: folder)!)?.akcName == akcName)
    }

    /// Folders left without AKC facts on purpose: a doubtful pairing is worse than none.
    @Test(arguments: [
        "spaniel-cocker", "poodle-medium", "brabancon", "eskimo", "hound-walker", "pitbull", "spaniel-blenheim", "terrier-toy",
        "dingo", "dhole", "labradoodle", "cavapoo", "mix", "greyhound-indian", "terrier-patterdale",
    ])
    func doubtfulOrAbsentPairsAreLeftOut(_ folder: String) {
        #expect(facts.facts(for: BreedRef(folder: folder)!) == nil)
    }

    /// One record read in full, against the two source files.
    @Test func aRecordHoldsBothCompilations() throws {
        let labrador = try #require(facts.facts(for: BreedRef("labrador")))
        #expect(labrador.group == "Sporting")
        #expect(labrador.temperament == ["Friendly", "Active", "Outgoing"])
        #expect(labrador.popularity == 1)
        // AKC states 21.5–24.5 inches and 55–80 pounds; akcdata's 54.61–62.23 cm and 24.95–36.29 kg
        // are those converted, and the record keeps the figures as AKC stated them.
        #expect(labrador.height == MeasuredRange(statedLower: 21.5, upper: 24.5, in: .inch))
        #expect(labrador.weight == MeasuredRange(statedLower: 55, upper: 80, in: .pound))
        #expect(labrador.lifeSpan == MeasuredRange(lower: 10, upper: 12))
        // akc-breed-traits.csv's row for Retrievers (Labrador), in its column order.
        #expect(labrador.scores[.affection] == 5 && labrador.scores[.children] == 5 && labrador.scores[.dogs] == 5)
        #expect(labrador.scores[.shedding] == 4 && labrador.scores[.grooming] == 2 && labrador.scores[.drooling] == 2)
        #expect(labrador.scores[.energy] == 5 && labrador.scores[.barking] == 3 && labrador.scores[.stimulation] == 4)
        #expect(labrador.coatType == "Double" && labrador.coatLength == "Short")
        // Only the 2020 file scores demeanor.
        #expect(labrador.scores[.demeanor] != nil)
    }

    /// A figure akcdata scraped wrongly is corrected to AKC's standard (scripts/generate-facts, CORRECTIONS).
    @Test func theBoxersWeightIsAKCsNotTheScrapedFifteenPounds() throws {
        let boxer = try #require(facts.facts(for: BreedRef("boxer")))
        #expect(boxer.weight == MeasuredRange(statedLower: 50, upper: 80, in: .pound))
    }

    /// Ranges keep the unit AKC stated them in; a figure no quarter inch gives back stays in whole centimetres.
    @Test(arguments: [
        ("13-15in", MeasuredRange(statedLower: 13, upper: 15, in: .inch)),
        ("21.5-24.5in", MeasuredRange(statedLower: 21.5, upper: 24.5, in: .inch)),
        ("55-80lb", MeasuredRange(statedLower: 55, upper: 80, in: .pound)),
        ("6-6lb", MeasuredRange(statedLower: 6, upper: 6, in: .pound)),
        ("49-55cm", MeasuredRange(lower: 49, upper: 55)),
        ("10-12", MeasuredRange(lower: 10, upper: 12)),
    ])
    func statedRangesKeepTheirUnit(text: String, range: MeasuredRange) {
        #expect(EmbeddedFacts.statedRange(text) == range)
    }

    /// Every measure in the table is in the unit AKC states it in, or whole centimetres or kilograms.
    @Test func everyMeasureIsStatedInASourceUnit() {
        let refs = (try? EmbeddedCatalog.load())?.catalog.allBreeds.map(\.ref) ?? []
        #expect(refs.count > 150)
        for ref in refs {
            guard let record = facts.facts(for: ref) else { continue }
            for range in [record.height, record.weight].compactMap({ $0 }) {
                guard let unit = range.statedUnit else {
                    #expect(range.upper == range.upper.rounded(), "\(ref): a metric figure is whole")
                    continue
                }
                let shown = range.displayed(in: unit)
                #expect(shown.upper * 4 == (shown.upper * 4).rounded(), "\(ref): stated in quarters or halves")
            }
        }
    }

    /// Poodles are scored once for AKC's three varieties: each variety has the 2022 scores (its 2020
    /// demeanor is its own), the medium poodle none.
    @Test func poodleScoresHoldForEachAKCVariety() {
        let scores = ["toy", "miniature", "standard"].map { facts.facts(for: BreedRef("poodle", $0))?.scores.filter { $0.key != .demeanor } }
        #expect(scores.allSatisfy { $0?.count == 14 && $0 == scores[0] })
        #expect(facts.facts(for: BreedRef("poodle", "medium")) == nil)
    }

    /// A breed only the 2020 file knows keeps its scales and has no 2022 scores.
    @Test func aBreedWithoutTraitScoresKeepsTheScales() throws {
        let japaneseSpitz = try #require(facts.facts(for: BreedRef("spitz", "japanese")))
        #expect(japaneseSpitz.scores[.children] == nil)
        #expect(japaneseSpitz.coatType == nil)
        #expect(japaneseSpitz.scores[.energy] != nil || japaneseSpitz.scores[.shedding] != nil)
    }
}
