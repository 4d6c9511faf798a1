import DogCore
import FoundationEssentials
import Glibc

/// The JSON file format of `favorites export` and `favorites import`.
///
/// ```json
/// {"format": "dogsh-favorites", "version": 1,
///  "favorites": [{"breed": "hound", "subBreed": "afghan", "image": null}]}
/// ```
public enum FavoritesArchive {
    /// The largest file `favorites import` reads.
    public static let sizeLimit = 4 * 1024 * 1024

    /// Encodes favorites, pretty-printed with sorted keys so exports diff well.
    public static func encode(_ favorites: [Favorite]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(File(favorites: favorites.map(Entry.init)))
    }

    /// Decodes and validates a file's bytes; nothing is accepted unless every entry is valid.
    public static func decode(_ data: Data, path: String) throws(FavoritesStoreError) -> [Favorite] {
        guard data.count <= sizeLimit else { throw .fileTooLarge(path: path, limit: sizeLimit) }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            guard let field = describe(error) else { throw .notJSON(path: path) }
            throw .invalidFile(path: path, field: field)
        }
        guard file.format == File.formatName else { throw .invalidFile(path: path, field: ".format") }
        guard file.version == 1 else { throw .invalidFile(path: path, field: ".version") }
        var favorites: [Favorite] = []
        for (index, entry) in file.favorites.enumerated() {
            guard let favorite = entry.favorite else {
                throw .invalidFile(path: path, field: ".favorites[\(index)]")
            }
            favorites.append(favorite)
        }
        return favorites
    }

    /// Writes favorites to a file atomically: a crash leaves the old file or the new one.
    public static func write(_ favorites: [Favorite], to path: String) throws(FavoritesStoreError) {
        do {
            try encode(favorites).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWriteFile(path: path, reason: SystemErrorText.describe(error))
        }
    }

    /// Reads and decodes a file, refusing oversized files before reading them whole.
    public static func read(from path: String) throws(FavoritesStoreError) -> [Favorite] {
        let size = FileStatus(path: path)?.size ?? 0
        guard size <= sizeLimit else { throw .fileTooLarge(path: path, limit: sizeLimit) }
        let bytes: [UInt8]
        do {
            bytes = try FileContents.bytes(atPath: path)
        } catch {
            throw .cannotReadFile(path: path, reason: error.reason)
        }
        return try decode(Data(bytes), path: path)
    }

    /// Where decoding failed, as a JSON path such as `.favorites[2].breed`; nil when the bytes are not JSON at all.
    private static func describe(_ error: any Error) -> String? {
        let keys: [any CodingKey]
        switch error {
        case let DecodingError.keyNotFound(key, context): keys = context.codingPath + [key]
        case let DecodingError.dataCorrupted(context), let DecodingError.typeMismatch(_, context),
             let DecodingError.valueNotFound(_, context): keys = context.codingPath
        default: return String(describing: error)
        }
        let path = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? nil : path
    }

    /// The whole file.
    private struct File: Codable {
        static let formatName = "dogsh-favorites"
        var format = formatName
        var version = 1
        var favorites: [Entry]
    }

    /// One favorite in the file.
    private struct Entry: Codable {
        var breed: String
        var subBreed: String?
        var image: String?

        init(_ favorite: Favorite) {
            breed = favorite.ref.breed
            subBreed = favorite.ref.subBreed
            image = favorite.image?.url
        }

        /// The favorite, or nil when a field is not well formed.
        var favorite: Favorite? {
            guard Self.isIdentifier(breed), subBreed.map(Self.isIdentifier) ?? true else { return nil }
            let ref = BreedRef(breed, subBreed)
            guard let image else { return Favorite(breed: ref) }
            guard image.count <= 2048, image.hasPrefix("https://") || image.hasPrefix("http://"),
                  image.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F })
            else { return nil }
            return Favorite(image: BreedImage(ref: ref, url: image))
        }

        /// dog.ceo identifiers: 1 to 64 lower-case ASCII letters or digits.
        static func isIdentifier(_ text: String) -> Bool {
            (1...64).contains(text.utf8.count) && text.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }
        }
    }
}
