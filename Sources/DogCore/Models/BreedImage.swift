/// One dog image and the breed it shows.
public struct BreedImage: Hashable, Sendable, Codable {
    /// The breed the image belongs to.
    public let ref: BreedRef
    /// The absolute image URL, percent-encoded.
    public let url: String

    /// Creates an image from a URL.
    public init(ref: BreedRef, url: String) {
        self.ref = ref
        self.url = url
    }

    /// Creates an image of dog.ceo's image host from a folder file name.
    ///
    /// The URL is `https://images.dog.ceo/breeds/<folder>/<file>` with the file percent-encoded.
    public init(ref: BreedRef, dogCEOFile file: String) {
        self.init(ref: ref, url: BreedImage.dogCEOBase + ref.folder + "/" + PercentEncoding.encodePathSegment(file))
    }

    /// The address of dog.ceo's image folders.
    public static let dogCEOBase = "https://images.dog.ceo/breeds/"

    /// The last path component of the URL, still percent-encoded.
    public var fileName: String {
        url.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? url
    }
}
