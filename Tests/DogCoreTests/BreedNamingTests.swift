import Testing
@testable import DogCore

/// Names wherever a breed is meant: exact names, whole words one breed alone has, and words several
/// breeds share, read alike by every command that takes a breed.
@Suite struct BreedNamingTests {
    static let african = BreedRef("african")
    static let australian = BreedRef("australian")
    static let australianShepherd = BreedRef("australian", "shepherd")
    static let cattledog = BreedRef("cattledog", "australian")
    static let eskimo = BreedRef("eskimo")
    static let germanshepherd = BreedRef("germanshepherd")
    static let bernese = BreedRef("mountain", "bernese")
    static let swiss = BreedRef("mountain", "swiss")
    static let caucasian = BreedRef("ovcharka", "caucasian")
    static let pointer = BreedRef("pointer")
    static let germanPointer = BreedRef("pointer", "german")
    static let germanlonghair = BreedRef("pointer", "germanlonghair")
    static let retriever = BreedRef("retriever")
    static let golden = BreedRef("retriever", "golden")

    /// Shepherds, pointers and dogs enough that words are shared; breeds sort by identifier.
    static let catalog = Catalog(
        breeds: [
            Breed(ref: african, displayName: "African Hunting Dog", imageCount: 1),
            Breed(ref: australian, displayName: "Australian", imageCount: 0, subBreeds: [
                Breed(ref: australianShepherd, displayName: "Australian Shepherd", imageCount: 1),
            ]),
            Breed(ref: BreedRef("cattledog"), displayName: "Cattle Dog", imageCount: 0, subBreeds: [
                Breed(ref: cattledog, displayName: "Australian Cattle Dog", imageCount: 1),
            ]),
            Breed(ref: eskimo, displayName: "American Eskimo Dog", imageCount: 1),
            Breed(ref: germanshepherd, displayName: "German Shepherd Dog", imageCount: 1),
            Breed(ref: BreedRef("mountain"), displayName: "Mountain", imageCount: 0, subBreeds: [
                Breed(ref: bernese, displayName: "Bernese Mountain Dog", imageCount: 1),
                Breed(ref: swiss, displayName: "Greater Swiss Mountain Dog", imageCount: 1),
            ]),
            Breed(ref: BreedRef("ovcharka"), displayName: "Ovcharka", imageCount: 0, subBreeds: [
                Breed(ref: caucasian, displayName: "Caucasian Shepherd (Ovcharka)", imageCount: 1),
            ]),
            Breed(ref: pointer, displayName: "Pointer", imageCount: 0, subBreeds: [
                Breed(ref: germanPointer, displayName: "German Shorthaired Pointer", imageCount: 1),
                Breed(ref: germanlonghair, displayName: "German Longhaired Pointer", imageCount: 1),
            ]),
            Breed(ref: retriever, displayName: "Retriever", imageCount: 0, subBreeds: [
                Breed(ref: golden, displayName: "Golden Retriever", imageCount: 1),
            ]),
        ],
        sourceName: "naming"
    )

    static let shepherds = [
        NamedBreed(australianShepherd, fallback: "Australian Shepherd"), NamedBreed(germanshepherd, fallback: "German Shepherd Dog"),
        NamedBreed(caucasian, fallback: "Caucasian Shepherd (Ovcharka)"),
    ]

    @Test(arguments: [
        // A word one breed alone has names it, in any case.
        (["golden"], nil, [golden]),
        (["Golden"], nil, [golden]),
        (["longhaired"], nil, [germanlonghair]),
        (["ovcharka", "caucasian"], nil, [caucasian]),
        (["caucasian"], nil, [caucasian]),
        // Every word must be a word of the same breed's names (German Pointer is the phrase of pointer german).
        (["mountain", "dog"], nil, [bernese, swiss]),
        (["german", "pointer"], nil, [germanPointer]),
        (["german", "longhaired"], nil, [germanlonghair]),
        (["German", "Shorthaired", "Pointer"], nil, [germanPointer]),
        (["golden", "pointer"], nil, []),
        // Words several breeds have name them all, in catalog order.
        (["shepherd"], nil, [australianShepherd, germanshepherd, caucasian]),
        (["german"], nil, [germanshepherd, germanPointer, germanlonghair]),
        (["dog"], nil, [african, BreedRef("cattledog"), cattledog, eskimo, germanshepherd, bernese, swiss]),
        // An exact name wins over the words it shares: the retriever, the pointer, the Australian.
        (["retriever"], nil, [retriever]),
        (["pointer"], nil, [pointer]),
        (["australian"], nil, [australian]),
        (["German", "Shepherd", "Dog"], nil, [germanshepherd]),
        // On a breed's screen, a lone sub-breed name is that sub-breed.
        (["german"], pointer, [germanPointer]),
        // Whole words only, never a prefix or a typo: search and suggestions handle those.
        (["shep"], nil, []),
        (["shepard"], nil, []),
        (["gold"], nil, []),
        ([], nil, []),
    ] as [([String], BreedRef?, [BreedRef])])
    func wordsNameTheBreedsThatHaveThemAll(words: [String], context: BreedRef?, expected: [BreedRef]) {
        #expect(Self.catalog.breeds(named: words, context: context) == expected)
    }

    /// Words of names in other languages name a breed only when no identifier or display name has
    /// them: `schäferhund` is a word of Deutscher Schäferhund alone, `pastor` of two names, and
    /// `shepherd` stays the English word of three breeds.
    @Test(arguments: [
        (["schäferhund"], [germanshepherd]),
        (["Schaferhund"], [germanshepherd]),
        (["pastor"], [australianShepherd, germanshepherd]),
        (["pastor", "alemán"], [germanshepherd]),
        (["shepherd"], [australianShepherd, germanshepherd, caucasian]),
        (["schäfer"], []),
    ] as [([String], [BreedRef])])
    func wordsOfNamesInOtherLanguagesNameBreedsWhenNoOwnNameHasThem(words: [String], expected: [BreedRef]) {
        let translated = Self.catalog.addingAliases {
            [Self.germanshepherd: ["Deutscher Schäferhund", "Pastor alemán"], Self.australianShepherd: ["Pastor australiano"]]
        }
        #expect(translated.breeds(named: words) == expected)
        #expect(Self.catalog.breeds(named: words) == (expected.count > 2 ? expected : []), "without the names, only English words name breeds")
    }

    static func atRoot() -> Coordinator {
        var coordinator = Coordinator(settings: CoordinatorSettings(pageSize: 4, imagesPerBreed: 10, maximumDepth: 8))
        _ = coordinator.handle(.catalogLoaded(.success(catalog)))
        _ = coordinator.handle(.favoritesChanged([]))
        return coordinator
    }

    static func compared(_ refs: [BreedRef]) -> [Effect] {
        [.present(.comparison(Comparison(refs, catalog: catalog)))]
    }

    /// Every command that takes a breed reads a name alike: a word of one breed is that breed;
    /// a word of several fails, naming them, and changes nothing.
    @Test(arguments: [
        ("open golden", [Effect.loadImages(golden, count: 10)]),
        ("info golden", [.present(.details(catalog.breed(golden)!, facts: nil))]),
        ("fav golden", [.addFavorite(Favorite(breed: golden))]),
        ("unfav golden", [.removeFavorite(Favorite(breed: golden))]),
        ("random golden", [.loadRandomImage(golden)]),
        ("compare golden caucasian", compared([golden, caucasian])),
        ("compare longhaired golden retriever", compared([germanlonghair, golden])),
        ("open shepherd", [.fail(CommandError.ambiguousBreed("shepherd", candidates: shepherds).message)]),
        ("info shepherd", [.fail(CommandError.ambiguousBreed("shepherd", candidates: shepherds).message)]),
        ("fav shepherd", [.fail(CommandError.ambiguousBreed("shepherd", candidates: shepherds).message)]),
        ("unfav shepherd", [.fail(CommandError.ambiguousBreed("shepherd", candidates: shepherds).message)]),
        ("random shepherd", [.fail(CommandError.ambiguousBreed("shepherd", candidates: shepherds).message)]),
        ("show shepherd", [.fail(CommandError.ambiguousBreed("shepherd", candidates: shepherds).message)]),
        ("compare golden shepherd", [.fail(CommandError.ambiguousBreed("shepherd", candidates: shepherds).message)]),
        ("open mountain dog", [.fail(CommandError.ambiguousBreed("mountain dog", candidates: [
            NamedBreed(bernese, fallback: "Bernese Mountain Dog"), NamedBreed(swiss, fallback: "Greater Swiss Mountain Dog"),
        ]).message)]),
    ])
    func everyCommandReadsNamesAlike(input: String, expected: [Effect]) {
        var coordinator = Self.atRoot()
        let before = coordinator.stack
        let effects = coordinator.handle(.commandEntered(input))
        #expect(effects == expected)
        if case .fail = effects.first { #expect(coordinator.stack == before, "a failure changes nothing") }
    }

    /// An ambiguity names up to five breeds as alternatives; past five, it counts them and names the first four.
    @Test func anAmbiguityNamesTheBreedsOrCountsThem() {
        #expect(CommandError.ambiguousBreed("shepherd", candidates: Self.shepherds).message == Message(.errorBreedAmbiguous, [
            "name": .typed("shepherd"), "candidates": .breedAlternatives(Self.shepherds),
        ]))
        let dogs = ["a", "b", "c", "d", "e", "f"].map { NamedBreed(BreedRef($0), fallback: $0.uppercased() + " Dog") }
        #expect(CommandError.ambiguousBreed("dog", candidates: dogs).message == Message(.errorBreedAmbiguousMany, [
            "name": .typed("dog"), "breeds": .message(Message(.countBreeds, ["count": .number(6)])),
            "candidates": .breedList(Array(dogs.prefix(4))),
        ]))
        #expect(CommandError.ambiguousBreed("dog", candidates: Array(dogs.prefix(5))).message.key == .errorBreedAmbiguous)
    }

    /// Typos keep their own rules: a slip still fails with suggestions, and word matches do not widen them.
    @Test func aTypoStillSuggestsAndNeverOpens() {
        var coordinator = Self.atRoot()
        let effects = coordinator.handle(.commandEntered("open shepard"))
        guard case let .fail(message) = effects.first, effects.count == 1 else { Issue.record("\(effects)"); return }
        #expect(message.key == .errorBreedUnknown)
        #expect(coordinator.stack.depth == 1)
    }
}
