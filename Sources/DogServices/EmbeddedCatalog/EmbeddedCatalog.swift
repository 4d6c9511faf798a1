import DogCore

/// The catalog compiled into the binary: every dog.ceo breed with TheDogAPI details and image names.
///
/// The data is a `StaticString` in the line format that `scripts/generate-catalog`
/// documents. Breeds are parsed on load (about 200 short lines); each breed's details
/// and image names stay unparsed bytes until a screen asks for them.
public struct EmbeddedCatalog: Sendable {
    /// The breeds, sub-breeds and details.
    public let catalog: Catalog
    /// Byte ranges of each folder's image lines within the data.
    private let imageRanges: [BreedRef: Range<Int>]

    /// The source name shown by `info`.
    public static let sourceName = Catalog.embeddedSourceName

    /// Parses the embedded data.
    public static func load() throws(CatalogError) -> EmbeddedCatalog {
        try EmbeddedCatalog(bytes: dataBytes)
    }

    /// Parses catalog data in the embedded line format; used directly by tests.
    init(bytes: UnsafeBufferPointer<UInt8>) throws(CatalogError) {
        let parser = EmbeddedCatalogParser(bytes: bytes)
        let parsed = try parser.parse()
        catalog = Catalog(breeds: parsed.breeds, sourceName: Self.sourceName)
        imageRanges = parsed.imageRanges
    }

    /// The image file names of one folder (not of its sub-breeds), in stored order.
    public func imageFiles(of ref: BreedRef) -> [String] {
        guard let range = imageRanges[ref] else { return [] }
        return EmbeddedCatalogParser.imageFiles(in: UnsafeBufferPointer(rebasing: Self.dataBytes[range]))
    }

    /// The images of a breed: its own folder's, then each sub-breed's, in stored order.
    public func images(of ref: BreedRef) -> [BreedImage] {
        let refs = [ref] + (catalog.breed(ref)?.subBreeds.map(\.ref) ?? [])
        return refs.flatMap { folder in imageFiles(of: folder).map { BreedImage(ref: folder, dogCEOFile: $0) } }
    }

    /// The embedded bytes; a `StaticString` lives in read-only memory for the life of the process.
    static var dataBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: data.utf8Start, count: data.utf8CodeUnitCount)
    }
}
