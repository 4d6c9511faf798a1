@testable import DogCore

/// A small catalog and coordinator states for transition tests.
enum Fixtures {
    static let afghan = BreedRef("hound", "afghan")
    static let basset = BreedRef("hound", "basset")
    static let hound = BreedRef("hound")
    static let labrador = BreedRef("labrador")
    static let pug = BreedRef("pug")
    static let golden = BreedRef("retriever", "golden")
    static let retriever = BreedRef("retriever")
    static let germanshepherd = BreedRef("germanshepherd")

    static let catalog = Catalog(
        breeds: [
            Breed(ref: hound, displayName: "Hound", imageCount: 0, subBreeds: [
                Breed(ref: afghan, displayName: "Afghan Hound", details: BreedDetails(group: "Hound"), imageCount: 3),
                Breed(ref: basset, displayName: "Basset Hound", imageCount: 2),
            ]),
            Breed(ref: labrador, displayName: "Labrador Retriever", details: BreedDetails(group: "Sporting"), imageCount: 5),
            Breed(ref: pug, displayName: "Pug", imageCount: 1),
            Breed(ref: retriever, displayName: "Retriever", imageCount: 0, subBreeds: [
                Breed(ref: golden, displayName: "Golden Retriever", imageCount: 4),
            ]),
            Breed(ref: germanshepherd, displayName: "German Shepherd Dog", imageCount: 2),
        ],
        sourceName: "fixture"
    ).addingFacts(FixtureFacts())

    /// AKC facts for four of the fixture breeds; the German Shepherd, the parents and the pug's scores are left unknown on purpose.
    final class FixtureFacts: BreedFactsTable {
        let table: [BreedRef: BreedFacts] = [
            afghan: BreedFacts(akcName: "Afghan Hound", group: "Hound", temperament: ["Dignified", "Aloof"], popularity: 113,
                               weight: MeasuredRange(lower: 23, upper: 27), scores: [.energy: 4, .children: 3]),
            basset: BreedFacts(akcName: "Basset Hound", group: "Hound", temperament: ["Patient", "Low-Key"], popularity: 39,
                               weight: MeasuredRange(lower: 18, upper: 29), scores: [.energy: 2, .children: 5]),
            labrador: BreedFacts(akcName: "Labrador Retriever", group: "Sporting", temperament: ["Friendly", "Active"], popularity: 1,
                                 weight: MeasuredRange(lower: 25, upper: 36), scores: [.energy: 5, .children: 5]),
            golden: BreedFacts(akcName: "Golden Retriever", group: "Sporting", temperament: ["Friendly", "Devoted"], popularity: 3,
                               weight: MeasuredRange(lower: 25, upper: 34), scores: [.energy: 3, .children: 5]),
            pug: BreedFacts(akcName: "Pug", group: "Toy", temperament: ["Charming", "Loving"], popularity: 28,
                            weight: MeasuredRange(lower: 6, upper: 8)),
        ]

        func facts(for ref: BreedRef) -> BreedFacts? { table[ref] }
    }

    static func image(_ ref: BreedRef, _ number: Int) -> BreedImage {
        BreedImage(ref: ref, dogCEOFile: "\(number).jpg")
    }

    /// Two images for every breed screen the tests open.
    static func batch(_ ref: BreedRef) -> ImageBatch {
        ImageBatch(images: [image(ref, 1), image(ref, 2)], requested: 10, available: 2)
    }

    static let settings = CoordinatorSettings(pageSize: 2, imagesPerBreed: 10, maximumDepth: 8)

    /// A coordinator on the breeds list with the catalog loaded.
    static func atRoot(favorites: [Favorite] = []) -> Coordinator {
        var coordinator = Coordinator(settings: settings)
        _ = coordinator.handle(.catalogLoaded(.success(catalog)))
        _ = coordinator.handle(.favoritesChanged(favorites))
        return coordinator
    }

    /// A coordinator showing a breed screen with its two images loaded.
    static func onBreed(_ ref: BreedRef, favorites: [Favorite] = []) -> Coordinator {
        var coordinator = atRoot(favorites: favorites)
        _ = coordinator.handle(.commandEntered("open \(ref.identifier)"))
        _ = coordinator.handle(.imagesLoaded(ref, .success(batch(ref))))
        return coordinator
    }

    /// A coordinator showing the favorites screen.
    static func onFavorites(_ favorites: [Favorite]) -> Coordinator {
        var coordinator = atRoot(favorites: favorites)
        _ = coordinator.handle(.commandEntered("favorites"))
        return coordinator
    }

    /// A coordinator showing search results for a query.
    static func onSearch(_ query: String) -> Coordinator {
        var coordinator = atRoot()
        _ = coordinator.handle(.commandEntered("search \(query)"))
        return coordinator
    }

    /// The favorites most tests use: a breed and an image.
    static let someFavorites = [Favorite(breed: pug), Favorite(image: image(afghan, 1))]
}
