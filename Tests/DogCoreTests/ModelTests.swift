import Testing
@testable import DogCore

@Suite struct ModelTests {
    @Test func refsNameFoldersPhrasesAndIdentifiers() {
        let afghan = BreedRef("hound", "afghan")
        #expect(afghan.folder == "hound-afghan")
        #expect(afghan.phrase == "afghan hound")
        #expect(afghan.identifier == "hound afghan")
        #expect(afghan.parent == BreedRef("hound"))
        #expect(BreedRef("pug").parent == nil)
        #expect(BreedRef(folder: "hound-afghan") == afghan)
        #expect(BreedRef(folder: "pug") == BreedRef("pug"))
        #expect(BreedRef(folder: "") == nil)
        #expect(BreedRef(folder: "-x") == nil)
        #expect(BreedRef(folder: "x-") == nil)
        #expect(BreedRef("hound") < BreedRef("hound", "afghan"))
        #expect(BreedRef("hound", "walker") < BreedRef("husky"))
    }

    @Test func imageURLsAreDogCEOAndPercentEncoded() {
        let image = BreedImage(ref: BreedRef("labrador"), dogCEOFile: "louis1 (1).jpg")
        #expect(image.url == "https://images.dog.ceo/breeds/labrador/louis1%20%281%29.jpg")
        #expect(image.fileName == "louis1%20%281%29.jpg")
    }

    @Test(arguments: [
        ("10 - 12 years", MeasuredRange(lower: 10, upper: 12)),
        ("8 – 15 years", MeasuredRange(lower: 8, upper: 15)),
        ("12 - 16 Years years", MeasuredRange(lower: 12, upper: 16)),
        ("12 years", MeasuredRange(lower: 12, upper: 12)),
        ("NaN - 8", MeasuredRange(lower: nil, upper: 8)),
        ("up - 18", MeasuredRange(lower: nil, upper: 18)),
        ("20 - 23.5", MeasuredRange(lower: 20, upper: 23.5)),
        ("12-15", MeasuredRange(lower: 12, upper: 15)),
        ("Male: 25-30; Female: 20-25", MeasuredRange(lower: 20, upper: 30)),
        ("39", MeasuredRange(lower: 39, upper: 39)),
    ])
    func messyRangesNormalise(text: String, expected: MeasuredRange) {
        #expect(MeasuredRange(parsing: text) == expected)
    }

    @Test(arguments: ["NaN", "", "unknown", " - "])
    func rangesWithoutNumbersAreNil(text: String) {
        #expect(MeasuredRange(parsing: text) == nil)
    }

    @Test(arguments: [
        ("  Coursing \t and\nhunting  ", "Coursing and hunting"),
        ("Toy", "Toy"),
        (" \u{0B}\u{0C}\r ", nil),
        ("", nil),
        ("NaN", nil),
        (" nan ", nil),
        ("Nana", "Nana"),
        ("Spitz\u{00A0} type", "Spitz type"),
        ("Caña \u{2003}de\u{3000}agua", "Caña de agua"),
        ("柴犬  ", "柴犬"),
    ] as [(String, String?)])
    func rawTextCollapsesWhitespaceAsUnicodeDefinesIt(text: String, expected: String?) {
        #expect(RawText.clean(text) == expected)
        let unicode = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect((RawText.clean(text) ?? "") == (unicode.lowercased() == "nan" ? "" : unicode), "the ASCII path agrees with Character.isWhitespace")
    }

    @Test func rawDetailsAreCleaned() {
        let details = BreedDetails(
            rawGroup: "  ", rawBredFor: "Coursing  and hunting", rawLifeSpan: "12 - 16 Years years",
            rawTemperament: "Aloof, Clownish,, Happy ", rawOrigin: "NaN", rawWeight: "NaN", rawHeight: "64 - 69",
            source: DogAPIBreedID(id: 2, name: "Afghan Hound")
        )
        #expect(details.group == nil)
        #expect(details.bredFor == "Coursing and hunting")
        #expect(details.lifeSpan == MeasuredRange(lower: 12, upper: 16))
        #expect(details.temperament == ["Aloof", "Clownish", "Happy"])
        #expect(details.origin == nil)
        #expect(details.weight == nil)
        #expect(details.height == MeasuredRange(lower: 64, upper: 69))
        #expect(!details.isEmpty)
        #expect(BreedDetails().isEmpty)
    }

    @Test func detailsInATableAreDecodedOnFirstReadOnly() {
        let table = CountingDetailsTable([BreedDetails(group: "Hound"), BreedDetails(group: "Toy")])
        let pug = Breed(ref: Fixtures.pug, displayName: "Pug", detailsIn: table, at: 1)
        var set = Set([pug])
        set.insert(Breed(ref: Fixtures.labrador, displayName: "Labrador", detailsIn: table, at: 0))
        #expect(pug.hasDetails)
        #expect(table.reads == 0, "making, hashing and asking whether details exist decode nothing")
        #expect(pug.details?.group == "Toy")
        #expect(table.reads == 1)
        #expect(pug == Breed(ref: Fixtures.pug, displayName: "Pug", details: BreedDetails(group: "Toy")), "equal to the same details given whole")
        #expect(pug != Breed(ref: Fixtures.pug, displayName: "Pug", details: BreedDetails(group: "Hound")))
        #expect(pug != Breed(ref: Fixtures.pug, displayName: "Pug"))
        #expect(!Breed(ref: Fixtures.pug, displayName: "Pug").hasDetails)
        #expect(set.count == 2)
    }

    @Test func favoritesHaveStableKeysAndSets() {
        let image = Fixtures.image(Fixtures.afghan, 1)
        #expect(Favorite(breed: Fixtures.afghan).key == "breed:hound-afghan")
        #expect(Favorite(image: image).key == "image:" + image.url)
        let set = FavoriteSet([Favorite(breed: Fixtures.pug), Favorite(image: image)])
        #expect(set.contains(breed: Fixtures.pug))
        #expect(!set.contains(breed: Fixtures.afghan))
        #expect(set.contains(image: image))
        #expect(set.contains(Favorite(image: image)))
    }

    @Test func catalogResolvesNamesInEveryForm() {
        let catalog = Fixtures.catalog
        #expect(catalog.resolve(["hound", "afghan"]) == Fixtures.afghan)
        #expect(catalog.resolve(["afghan", "hound"]) == Fixtures.afghan)
        #expect(catalog.resolve(["Afghan Hound"]) == Fixtures.afghan)
        #expect(catalog.resolve(["german", "shepherd"]) == Fixtures.germanshepherd)
        #expect(catalog.resolve(["German", "Shepherd", "Dog"]) == Fixtures.germanshepherd)
        #expect(catalog.resolve(["golden", "retriever"]) == Fixtures.golden)
        #expect(catalog.resolve(["labrador", "retriever"]) == Fixtures.labrador)
        #expect(catalog.resolve(["afghan"]) == nil)
        #expect(catalog.resolve(["afghan"], context: Fixtures.hound) == Fixtures.afghan)
        #expect(catalog.resolve(["basset"], context: Fixtures.afghan) == Fixtures.basset)
        #expect(catalog.resolve([]) == nil)
        #expect(catalog.resolve(["!!"]) == nil)
    }

    @Test func catalogCountsAndLookups() {
        let catalog = Fixtures.catalog
        #expect(catalog.breeds.map(\.ref.breed) == ["germanshepherd", "hound", "labrador", "pug", "retriever"])
        #expect(catalog.subBreedCount == 3)
        #expect(catalog.allBreeds.count == 8)
        #expect(catalog.breed(Fixtures.basset)?.displayName == "Basset Hound")
        #expect(catalog.displayName(BreedRef("nosuch", "dog")) == "dog nosuch")
        #expect(catalog.breed(Fixtures.hound)?.totalImageCount == 5)
        #expect(Breed(ref: Fixtures.pug, displayName: "Pug").totalImageCount == nil)
    }

    /// dog.ceo lists the Australian Kelpie as `kelpie` and as `australian kelpie`: a catalog drops the
    /// second folder only when the breed standing for it is there, and a ref to it finds that breed.
    @Test(arguments: [
        (["australian": ["kelpie", "shepherd"], "kelpie": []], ["australian", "australian shepherd", "kelpie"], BreedRef("kelpie") as BreedRef?),
        (["australian": ["kelpie"], "kelpie": []], ["australian", "kelpie"], BreedRef("kelpie")),
        (["australian": ["kelpie", "shepherd"]], ["australian", "australian kelpie", "australian shepherd"], BreedRef("australian", "kelpie")),
        (["kelpie": []], ["kelpie"], BreedRef("kelpie")),
        (["australian": ["shepherd"], "pug": []], ["australian", "australian shepherd", "pug"], nil),
    ])
    func anAnimalListedTwiceIsShownOnce(listed: [String: [String]], shown: [String], secondFolderFinds: BreedRef?) {
        let breeds = listed.keys.sorted().map { name in
            Breed(ref: BreedRef(name), displayName: name, subBreeds: listed[name]!.map { Breed(ref: BreedRef(name, $0), displayName: "\($0) \(name)") })
        }
        let catalog = Catalog(breeds: breeds, sourceName: "test")
        #expect(catalog.allBreeds.map(\.ref.identifier) == shown)
        #expect(catalog.subBreedCount == shown.filter { $0.contains(" ") }.count)
        #expect(catalog.breed(BreedRef("australian", "kelpie"))?.ref == secondFolderFinds)
    }

    @Test func seededGeneratorsRepeatAndSampleDistinctIndices() {
        var a = SeededGenerator(seed: 42), b = SeededGenerator(seed: 42), c = SeededGenerator(seed: 43)
        let first = (0..<5).map { _ in a.next() }
        #expect(first == (0..<5).map { _ in b.next() })
        #expect(first != (0..<5).map { _ in c.next() })
        for total in [0, 1, 5, 100] {
            let picks = a.sampleIndices(10, of: total)
            #expect(picks.count == min(10, total))
            #expect(Set(picks).count == picks.count)
            #expect(picks.allSatisfy { (0..<total).contains($0) })
        }
    }

    /// The sparse shuffle picks exactly what shuffling the whole pool picks, so seeded sessions
    /// (and their transcripts) show the same images as before.
    @Test func sampledIndicesAreThoseOfAWholePoolShuffle() {
        func wholePool(_ count: Int, of total: Int, seed: UInt64) -> [Int] {
            var generator = SeededGenerator(seed: seed)
            var pool = Array(0..<total)
            let wanted = min(max(0, count), total)
            for position in 0..<wanted { pool.swapAt(position, Int.random(in: position..<total, using: &generator)) }
            return Array(pool.prefix(wanted))
        }
        for (count, total) in [(0, 0), (3, 1), (1, 1), (5, 5), (10, 12), (10, 1_000), (40, 41), (100, 100)] {
            for seed: UInt64 in [1, 7, 42] {
                var generator = SeededGenerator(seed: seed)
                #expect(generator.sampleIndices(count, of: total) == wholePool(count, of: total, seed: seed), "\(count) of \(total), seed \(seed)")
            }
        }
    }
}

/// A details table that counts its reads (unchecked: one test reads it, on one thread).
private final class CountingDetailsTable: BreedDetailsTable, @unchecked Sendable {
    let entries: [BreedDetails]
    private(set) var reads = 0

    init(_ entries: [BreedDetails]) {
        self.entries = entries
    }

    func details(at index: Int) -> BreedDetails? {
        reads += 1
        return entries[index]
    }
}
