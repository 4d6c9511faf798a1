import DogCore
import Testing
@testable import DogTerminal

@Suite struct RendererTests {
    static let catalog = Catalog(breeds: [
        Breed(ref: BreedRef("hound"), displayName: "Hound", imageCount: 0, subBreeds: [
            Breed(ref: BreedRef("hound", "afghan"), displayName: "Afghan Hound", details: BreedDetails(
                group: "Hound", bredFor: "Coursing and hunting", lifeSpan: MeasuredRange(lower: 10, upper: 13),
                temperament: ["Aloof", "Clownish", "Dignified", "Independent", "Happy"],
                weight: MeasuredRange(lower: nil, upper: 27), height: MeasuredRange(lower: 64, upper: 64),
                source: DogAPIBreedID(id: 2, name: "Afghan Hound")
            ), imageCount: 1),
        ]),
        Breed(ref: BreedRef("labrador"), displayName: "Labrador Retriever", imageCount: 1),
        Breed(ref: BreedRef("shiba"), displayName: "柴犬 Shiba Inu \u{1B}[31m", imageCount: 1),
    ], sourceName: "test")

    static func screenAfter(_ inputs: [String], images: ImageBatch? = nil) -> Screen {
        var coordinator = Coordinator(settings: CoordinatorSettings(pageSize: 2))
        _ = coordinator.handle(.catalogLoaded(.success(catalog)))
        for input in inputs { _ = coordinator.handle(.commandEntered(input)) }
        if let images, case let .breed(screen) = coordinator.stack.top {
            _ = coordinator.handle(.imagesLoaded(screen.ref, .success(images)))
        }
        return coordinator.stack.top
    }

    @Test func breedsListIsNumberedPagedAndCounted() {
        let lines = PresentationRenderer(strings: Strings(), width: 80).render(Self.screenAfter([]))
        #expect(lines == [
            "Breeds: 3 breeds, 1 sub-breed · page 1 of 2",
            "  1   hound     1 sub-breed",
            "  2   labrador  Labrador Retriever",
            "Type open <n> or open <breed>; more and prev turn the pages.",
        ])
        let second = PresentationRenderer(strings: Strings(), width: 80).render(Self.screenAfter(["more"]))
        #expect(second[1] == "  3   shiba  柴犬 Shiba Inu ", "data is sanitised and the number continues")
    }

    @Test func breedsListWithImagesShowsEachBreedsImageOrWhyNot() {
        var coordinator = Coordinator(settings: CoordinatorSettings(pageSize: 2))
        _ = coordinator.handle(.catalogLoaded(.success(Self.catalog)))
        _ = coordinator.handle(.commandEntered("ls --images"))
        let image = BreedImage(ref: BreedRef("labrador"), url: "http://127.0.0.1:9/breeds/labrador/a\u{1B}]0;pwned\u{7}.jpg")
        _ = coordinator.handle(.thumbnailsLoaded([
            BreedRef("hound"): .unavailable(.noImages(BreedRef("hound"))), BreedRef("labrador"): .image(image),
        ]))
        let lines = PresentationRenderer(strings: Strings(), width: 80).render(coordinator.stack.top)
        #expect(lines == [
            "Breeds: 3 breeds, 1 sub-breed · page 1 of 2",
            "  1   hound     1 sub-breed",
            "       (no image: There are no images of hound.)",
            "  2   labrador  Labrador Retriever",
            "       http://127.0.0.1:9/breeds/labrador/a.jpg",
            "Type open <n> or open <breed>; more and prev turn the pages.",
        ])
    }

    @Test func thePromptMarksAnOfflineSession() {
        let renderer = PresentationRenderer(strings: Strings(), width: 80)
        #expect(renderer.prompt([.breeds], offline: true) == "dogsh [offline]> ")
        #expect(renderer.prompt([.breeds, .breed(BreedRef("pug"))], offline: true) == "dogsh [offline] pug> ")
        #expect(renderer.prompt([.breeds, .breed(BreedRef("pug"))]) == "dogsh pug> ")
    }

    @Test func breedScreenShowsDetailsImagesAndShortage() {
        let afghan = BreedRef("hound", "afghan")
        let batch = ImageBatch(images: [BreedImage(ref: afghan, dogCEOFile: "a b.jpg")], requested: 10, available: 1)
        let lines = PresentationRenderer(strings: Strings(), width: 60).render(Self.screenAfter(["open afghan hound"], images: batch))
        #expect(lines == [
            "Afghan Hound · hound afghan",
            "  Hound · large size",
            "  Height       about 64 cm",
            "  Weight       up to 27 kg",
            "  Life span    10–13 years",
            "  Temperament  Aloof, Clownish, Dignified, Independent,",
            "               Happy",
            "  Bred for     Coursing and hunting",
            "  Sources      TheDogAPI: Afghan Hound (#2)",
            "Image 1 of 1",
            "  1   https://images.dog.ceo/breeds/hound-afghan/a%20b.jpg",
            "Only 1 image of Afghan Hound is available.",
            "fav adds this breed to your favorites; fav <n> adds the",
            "image in row n.",
        ])
    }

    @Test func breedWithSubBreedsAndNoImages() {
        let empty = ImageBatch(images: [], requested: 10, available: 0)
        let lines = PresentationRenderer(strings: Strings(), width: 80).render(Self.screenAfter(["open hound"], images: empty))
        #expect(lines.contains("  Neither AKC nor TheDogAPI has details for this breed."))
        #expect(lines.contains("Sub-breeds: 1"))
        #expect(lines.contains("  1   afghan  Afghan Hound"))
        #expect(lines.contains("No images of Hound are available."))
        #expect(lines.suffix(2) == [
            "open <n> opens a sub-breed; fav adds this breed to your favorites, fav <n> the",
            "sub-breed or image in row n.",
        ])
    }

    @Test(arguments: [40, 80, 200])
    func everyNonURLLineFitsTheWidth(width: Int) {
        let renderer = PresentationRenderer(strings: Strings(), width: width)
        let presentations: [Presentation] = [
            .screen(Self.screenAfter([])),
            .screen(Self.screenAfter(["open afghan hound"], images: ImageBatch(images: [], requested: 10, available: 0))),
            .screen(Self.screenAfter(["search hound"])),
            .help(nil, screen: .breeds),
            .help(.favorites, screen: .breeds),
            .details(Self.catalog.breed(BreedRef("hound", "afghan"))!, facts: nil),
            .catalogSummary(CatalogSummary(Self.catalog)),
        ]
        for presentation in presentations {
            for line in renderer.render(presentation) where !line.contains("https://") {
                #expect(DisplayWidth.of(line) <= width, "\(width): [\(line)]")
            }
        }
    }

    @Test func breadcrumbShortensSubBreedsBelowTheirBreed() {
        let renderer = PresentationRenderer(strings: Strings(), width: 80)
        #expect(renderer.breadcrumb([.breeds, .breed(BreedRef("hound")), .breed(BreedRef("hound", "afghan"))]) == "breeds › hound › afghan")
        #expect(renderer.breadcrumb([.breeds, .search("gold"), .breed(BreedRef("retriever", "golden"))]) == "breeds › search “gold” › golden retriever")
        #expect(renderer.breadcrumb([.breeds, .favorites]) == "breeds › favorites")
        #expect(renderer.breadcrumb([.breeds, .breed(BreedRef("hound")), .breed(BreedRef("hound", "afghan"))], numbered: true) == "[2] breeds › [1] hound › afghan",
                "where numbers each crumb by the back that reaches it")
        #expect(renderer.render(.breadcrumb([.breeds])) == ["breeds"], "the root alone has no number")
    }

    /// At a terminal, a long `where` wraps between words at the width, as messages do; a pipe gets one line.
    @Test func aLongBreadcrumbWrapsBetweenWordsAtATerminal() throws {
        let crumbs: [Crumb] = [.breeds, .find("weight<10 children>=4 shedding<=2"), .breed(BreedRef("cotondetulear")), .search("retriever golden"),
                               .breed(BreedRef("retriever", "golden"))]
        let terminal = PresentationRenderer(strings: Strings(), width: 40, wrapsMessages: true)
        let lines = terminal.render(.breadcrumb(crumbs))
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(lines)")
        #expect(lines.joined(separator: " ") == terminal.breadcrumb(crumbs, numbered: true), "only spaces became line breaks")
        #expect(PresentationRenderer(strings: Strings(), width: 40).render(.breadcrumb(crumbs)).count == 1)
    }

    @Test func helpListsEveryCommandAndMarksTheOnesThatDoNotApply() {
        let lines = PresentationRenderer(strings: Strings(), width: 200).render(.help(nil, screen: .breeds))
        for spec in CommandTable.specs {
            #expect(lines.contains { $0.hasPrefix("  " + CommandUsage.line(spec, strings: Strings())) }, "\(spec.name)")
        }
        #expect(lines.contains { $0.hasPrefix("  grid ") && $0.hasSuffix("(not here)") })
        #expect(!lines.contains { $0.hasPrefix("  fav ") && $0.hasSuffix("(not here)") })
        let all = PresentationRenderer(strings: Strings(), width: 200).render(.helpAll(screen: .breeds))
        #expect(all.contains { $0.hasPrefix("  grid ") && $0.hasSuffix("(not on this screen)") })
        let open = PresentationRenderer(strings: Strings(), width: 80).render(.help(.open, screen: .breeds))
        #expect(open[0] == "open <breed|n> [sub-breed]")
        #expect(open.contains("  Aliases: cd"))
        let grid = PresentationRenderer(strings: Strings(), width: 80).render(.help(.grid, screen: .breeds))
        #expect(grid.last == "  Works on: breed screen, favorites screen")
        let fav = PresentationRenderer(strings: Strings(), width: 80).render(.help(.fav, screen: .breeds))
        #expect(!fav.contains { $0.hasPrefix("  Works on:") }, "fav works on every screen: nothing to say")
    }

    @Test func favoritesScreenGroupsByBreed() {
        let image = BreedImage(ref: BreedRef("labrador"), dogCEOFile: "gus.jpg")
        let screen = FavoritesScreen(groups: FavoriteGroup.groups([Favorite(image: image), Favorite(breed: BreedRef("hound", "afghan"))], catalog: Self.catalog), pageSize: 10)
        let lines = PresentationRenderer(strings: Strings(), width: 80).render(.favorites(screen))
        #expect(Array(lines.prefix(5)) == [
            "Favorites: 2 favorites",
            "Afghan Hound · hound afghan",
            "  1 ★ Afghan Hound (the breed)",
            "Labrador Retriever · labrador",
            "  2 ★ https://images.dog.ceo/breeds/labrador/gus.jpg",
        ])
        let empty = PresentationRenderer(strings: Strings(), width: 80).render(.favorites(FavoritesScreen(groups: [], pageSize: 10)))
        #expect(empty[0] == "Favorites: 0 favorites")
    }
}
