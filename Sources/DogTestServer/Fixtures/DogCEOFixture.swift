import DogCore
import DogServices

/// dog.ceo's data as the test server serves it, made from the embedded catalog.
///
/// The breed list and each folder's image files are the embedded ones; image URLs point
/// at the test server itself, so nothing a test fetches leaves loopback.
public struct DogCEOFixture: Sendable {
    /// The catalog the data comes from.
    public let embedded: EmbeddedCatalog

    /// Loads the fixture from the embedded catalog.
    public init() throws(CatalogError) {
        embedded = try EmbeddedCatalog.load()
    }

    /// The `message` of `/api/breeds/list/all`: each breed and its sub-breeds.
    public var breedList: [String: [String]] {
        Dictionary(uniqueKeysWithValues: embedded.catalog.breeds.map { ($0.ref.breed, $0.subBreeds.map { $0.ref.subBreed ?? "" }) })
    }

    /// Whether a breed, or a sub-breed of it, exists.
    public func exists(_ ref: BreedRef) -> Bool {
        embedded.catalog.breed(ref) != nil
    }

    /// The `folder/file` paths of a breed's images: its own folder, then its sub-breeds', as dog.ceo lists them.
    public func imagePaths(of ref: BreedRef) -> [String] {
        let folders = ref.subBreed == nil ? [ref] + (embedded.catalog.breed(ref)?.subBreeds.map(\.ref) ?? []) : [ref]
        return folders.flatMap { folder in
            embedded.imageFiles(of: folder).map { folder.folder + "/" + PercentEncoding.encodePathSegment($0) }
        }
    }

    /// Every image path of every breed, for `/api/breeds/image/random`.
    public var allImagePaths: [String] {
        embedded.catalog.breeds.flatMap { imagePaths(of: $0.ref) }
    }
}
