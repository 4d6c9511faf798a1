import DogCore
import Foundation
import Testing
@testable import DogServices

@Suite struct EmbeddedCatalogTests {
    let embedded = try! EmbeddedCatalog.load()
    var catalog: Catalog { embedded.catalog }

    @Test func holdsEveryDogCEOBreedAndSubBreed() {
        #expect(catalog.breeds.count == 107)
        #expect(catalog.subBreedCount == 93, "dog.ceo's 94, less the second folder of the Australian Kelpie")
        #expect(catalog.allBreeds.count == 200)
        #expect(catalog.breed(BreedRef("terrier"))?.subBreeds.count == 23)
        #expect(catalog.breed(BreedRef("hound"))?.subBreeds.map { $0.ref.subBreed! } == ["afghan", "basset", "blood", "english", "ibizan", "plott", "walker"])
        #expect(catalog.breed(BreedRef("danish", "swedish"))?.displayName == "Danish-Swedish Farmdog")
        #expect(catalog.sourceName == "embedded")
    }

    /// The welcome shows these before the parse ends, so they must be the parsed catalog's own counts.
    @Test func theCountsKnownWithoutParsingAreTheParsedOnes() {
        #expect(EmbeddedCatalog.breedCount == catalog.breeds.count)
        #expect(EmbeddedCatalog.subBreedCount == catalog.subBreedCount)
    }

    /// The generator prints this count for dog.ceo's refs, the second folder of the Australian Kelpie
    /// among them; a change to the matching rules must change it here too.
    @Test func matchCountIsPinned() {
        let refs = catalog.allBreeds + BreedTwins.standIns.keys.compactMap { catalog.breed($0) }
        #expect(refs.filter { $0.details != nil }.count == 112)
    }

    @Test(arguments: [
        ("hound-afghan", "Afghan Hound" as String?),
        ("germanshepherd", "German Shepherd Dog"),
        ("stbernard", "Saint Bernard"),
        ("retriever-golden", "Golden Retriever"),
        ("husky", "Siberian Husky"),
        ("mexicanhairless", "Xoloitzcuintli"),
        ("spaniel-japanese", "Japanese Chin"),
        ("bulldog-boston", "Boston Terrier"),
        ("kelpie", "Australian Kelpie"),
        ("australian-kelpie", "Australian Kelpie"),
        ("african", "African Hunting Dog"),
        ("pyrenees", "Great Pyrenees"),
        ("bullterrier", "Bull Terrier"),
        ("greyhound", "Greyhound"),
        ("frise-bichon", "Bichon Frise"),
        ("sheepdog-english", "Old English Sheepdog"),
        ("terrier-fox", "Wire Fox Terrier"),
        ("ovcharka-caucasian", "Caucasian Shepherd (Ovcharka)"),
        ("eskimo", nil),
        ("brabancon", nil),
        ("hound-walker", nil),
        ("hound-english", nil),
        ("terrier-toy", nil),
        ("bulldog-english", nil),
        ("spaniel-blenheim", nil),
        ("groenendael", nil),
        ("hound", nil),
        ("collie", nil),
        ("kombai", nil),
    ])
    func knownPairs(folder: String, dogAPIName: String?) throws {
        let ref = try #require(BreedRef(folder: folder))
        let breed = try #require(catalog.breed(ref))
        #expect(breed.details?.source?.name == dogAPIName)
    }

    @Test func detailsAreNormalised() throws {
        let appenzeller = try #require(catalog.breed(BreedRef("appenzeller"))?.details)
        #expect(appenzeller.lifeSpan == MeasuredRange(lower: 12, upper: 14), "en dash range")
        #expect(appenzeller.group == "Working")
        let husky = try #require(catalog.breed(BreedRef("husky"))?.details)
        #expect(husky.lifeSpan?.isSingleValue == true)
        #expect(husky.height == MeasuredRange(lower: 51, upper: 60))
        #expect(husky.temperament.first == "Outgoing")
        let afghan = try #require(catalog.breed(BreedRef("hound", "afghan"))?.details)
        #expect(afghan.origin == "Afghanistan, Iran, Pakistan")
        #expect(afghan.source == DogAPIBreedID(id: 2, name: "Afghan Hound"))
        for breed in catalog.allBreeds {
            guard let details = breed.details else { continue }
            for range in [details.lifeSpan, details.weight, details.height].compactMap({ $0 }) {
                #expect(range.upper > 0 && (range.lower ?? 0) <= range.upper, "\(breed.ref.folder)")
            }
            #expect(details.temperament.allSatisfy { !$0.isEmpty && $0 == $0.trimmingCharacters(in: .whitespaces) })
        }
    }

    @Test func imagePathsAreCompleteAndCompact() throws {
        var total = 0, empty: [String] = [], single = 0, atCap = 0
        var paths: [String] = []
        for ref in Self.folders(of: catalog) {
            let files = embedded.imageFiles(of: ref)
            if BreedTwins.standIns[ref] == nil { #expect(files.count == catalog.breed(ref)?.imageCount, "\(ref.folder)") }
            #expect(files.count <= 100)
            total += files.count
            if files.isEmpty { empty.append(ref.folder) }
            if files.count == 1 { single += 1 }
            if files.count == 100 { atCap += 1 }
            paths += files.map { ref.folder + "/" + $0 }
        }
        #expect(total == 12_213)
        #expect(empty.sorted() == ["danish-swedish", "gaddi-indian", "kombai", "mastiff-indian", "rajapalayam-indian", "spitz-indian"])
        #expect(single == 8)
        #expect(atCap == 118)
        #expect(Self.fnv1a(paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.joined(separator: "\n")) == 0xd843_3f6d_150c_f669,
                "the digest scripts/generate-catalog prints for ../shared/data/dogceo-images-sample.txt")
        #expect(EmbeddedCatalog.dataBytes.count < 100_000, "the compact form stays under 100 kB")
    }

    @Test func imageURLsArePercentEncodedDogCEOURLs() {
        let images = Self.folders(of: catalog).flatMap { folder in embedded.imageFiles(of: folder).map { BreedImage(ref: folder, dogCEOFile: $0) } }
        #expect(images.count == 12_213)
        #expect(images.filter { $0.url.contains("%20") }.count == 18)
        for image in images {
            #expect(image.url.hasPrefix("https://images.dog.ceo/breeds/\(image.ref.folder)/"))
            #expect(!image.url.contains(" "))
        }
        let louis = images.first { $0.url.hasSuffix("louis1%20%281%29.jpg") }
        #expect(louis?.ref == BreedRef("labrador"))
    }

    /// Every image folder the data holds: each breed without sub-breeds and each sub-breed, and
    /// the second folders of animals dog.ceo lists twice, which the data keeps and the catalog drops.
    static func folders(of catalog: Catalog) -> [BreedRef] {
        catalog.allBreeds.filter(\.subBreeds.isEmpty).map(\.ref) + BreedTwins.standIns.keys
    }

    /// dog.ceo lists the Australian Kelpie twice, as `kelpie` and as `australian kelpie`; the catalog shows it once.
    @Test func anAnimalListedTwiceIsOneBreed() throws {
        #expect(catalog.breed(BreedRef("australian"))?.subBreeds.map(\.ref) == [BreedRef("australian", "shepherd")])
        #expect(catalog.allBreeds.filter { $0.displayName == "Australian Kelpie" }.map(\.ref) == [BreedRef("kelpie")])
        #expect(catalog.breed(BreedRef("australian", "kelpie"))?.ref == BreedRef("kelpie"), "a saved ref to the second folder finds the one breed")
        #expect(catalog.resolve(["australian", "kelpie"]) == BreedRef("kelpie"))
        #expect(embedded.imageFiles(of: BreedRef("australian", "kelpie")).count == 8, "the data keeps the folder as dog.ceo serves it")
    }

    @Test func aBreedWithSubBreedsHasTheImagesOfAll() {
        let hound = embedded.images(of: BreedRef("hound"))
        #expect(hound.count == catalog.breed(BreedRef("hound"))?.totalImageCount)
        #expect(Set(hound.map(\.ref)).count == 7)
    }

    @Test func damagedDataIsReportedWithItsLine() {
        let samples: [(String, Int)] = [
            ("not a catalog", 1),
            ("dogsh-catalog 1\nb\tpug\tPug", 2),
            ("dogsh-catalog 1\ns\tafghan\tAfghan Hound\t1", 2),
            ("dogsh-catalog 1\nb\tpug\tPug\t1\nx\tnope", 3),
            ("dogsh-catalog 1\nb\tpug\tPug\tmany", 2),
            ("dogsh-catalog 1\nd\tToy", 2),
            ("dogsh-catalog 1\nb\tpug\tPug\t1\nd\tToy\tcompanion", 3),
            ("dogsh-catalog 1\nb\tpug\tPug\t1\nn", 3),
            ("", 1),
        ]
        for (text, line) in samples {
            var bytes = Array(text.utf8)
            #expect(throws: CatalogError.corruptEmbeddedData(line: line)) {
                try bytes.withUnsafeMutableBufferPointer { try EmbeddedCatalog(bytes: UnsafeBufferPointer($0)) }
            }
        }
    }

    @Test func detailsRecordsAreDecodedWhenRead() throws {
        let text = "dogsh-catalog 1\n\nb\tpug\tPug\t2\nd\tToy\tCompanion\t12 - 15 years\tCharming, Mischievous\tChina\t6 - 8\t25 - 30\t201\tPug\n"
            + "n\tn02110958\t1 2\nb\tretriever\tRetriever\t0\ns\tgolden\tGolden Retriever\t1\nd\t\t\t\t\t\t\t\t\t\nf\tgold 1.jpg\n"
        // The details table keeps a copy of its records, so the bytes may go once parsed.
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
        defer { bytes.deallocate() }
        _ = bytes.initialize(from: text.utf8)
        let parsed = try EmbeddedCatalog(bytes: UnsafeBufferPointer(bytes))
        let pug = try #require(parsed.catalog.breed(BreedRef("pug")))
        #expect(pug.details == BreedDetails(
            group: "Toy", bredFor: "Companion", lifeSpan: MeasuredRange(lower: 12, upper: 15), temperament: ["Charming", "Mischievous"],
            origin: "China", weight: MeasuredRange(lower: 6, upper: 8), height: MeasuredRange(lower: 25, upper: 30),
            source: DogAPIBreedID(id: 201, name: "Pug")
        ))
        let golden = try #require(parsed.catalog.breed(BreedRef("retriever", "golden")))
        #expect(golden.hasDetails && golden.details?.isEmpty == true && golden.details?.source == nil)
        #expect(parsed.catalog.breed(BreedRef("retriever"))?.hasDetails == false)
        #expect(parsed.catalog.breed(BreedRef("retriever"))?.subBreeds == [golden])
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return value
    }
}
