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

    /// The `message` of `/api/breeds/list/all`: each breed and its sub-breeds, the second folders of
    /// animals dog.ceo lists twice included, as dog.ceo has them.
    public var breedList: [String: [String]] {
        Dictionary(uniqueKeysWithValues: embedded.catalog.breeds.map { ($0.ref.breed, subBreedFolders(of: $0.ref).map { $0.subBreed ?? "" }) })
    }

    /// A breed's sub-breeds as dog.ceo lists them: the catalog's, and any second folder the catalog dropped, alphabetically.
    private func subBreedFolders(of ref: BreedRef) -> [BreedRef] {
        let twins = BreedTwins.standIns.keys.filter { $0.parent == ref }
        return ((embedded.catalog.breed(ref)?.subBreeds.map(\.ref) ?? []) + twins).sorted()
    }

    /// Whether a breed, or a sub-breed of it, exists.
    public func exists(_ ref: BreedRef) -> Bool {
        embedded.catalog.breed(ref) != nil
    }

    /// The `folder/file` paths of a breed's images: its own folder, then its sub-breeds', as dog.ceo lists them.
    public func imagePaths(of ref: BreedRef) -> [String] {
        let folders = ref.subBreed == nil ? [ref] + subBreedFolders(of: ref) : [ref]
        return folders.flatMap { folder in
            embedded.imageFiles(of: folder).map { folder.folder + "/" + PercentEncoding.encodePathSegment($0) }
        }
    }

    /// Every image path of every breed, for `/api/breeds/image/random`.
    public var allImagePaths: [String] {
        embedded.catalog.breeds.flatMap { imagePaths(of: $0.ref) }
    }
}
