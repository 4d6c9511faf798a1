/// The pages of dog.ceo's web site that `browse` opens when no image is chosen.
public enum DogCEOPages {
    /// The page listing every breed.
    public static let breedsList = "https://dog.ceo/dog-api/breeds-list"

    /// A breed's page, named by its image folder: `https://dog.ceo/dog-api/breeds/hound-afghan/`.
    public static func page(for ref: BreedRef) -> String {
        "https://dog.ceo/dog-api/breeds/\(ref.folder)/"
    }
}

extension ScreenRow {
    /// Where `browse` goes for the row: its image, or its breed's page.
    var address: String {
        switch self {
        case let .image(image): image.url
        case let .breed(ref): DogCEOPages.page(for: ref)
        }
    }
}
