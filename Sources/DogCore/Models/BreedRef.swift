/// Identifies a dog.ceo breed, or one of its sub-breeds, by its lowercase identifiers.
///
/// A ref maps one-to-one onto a dog.ceo image folder: `hound` with sub-breed `afghan`
/// is the folder `hound-afghan`, and a breed without a sub-breed is the folder `labrador`.
public struct BreedRef: Hashable, Comparable, Sendable, Codable {
    /// The dog.ceo breed identifier, for example `hound`.
    public let breed: String
    /// The dog.ceo sub-breed identifier, for example `afghan`, or nil for the breed itself.
    public let subBreed: String?

    /// Creates a ref from dog.ceo identifiers.
    public init(_ breed: String, _ subBreed: String? = nil) {
        self.breed = breed
        self.subBreed = subBreed
    }

    /// Creates a ref from an image folder name such as `hound-afghan`; nil for an empty name.
    ///
    /// The dash is found among the UTF-8 bytes: searching Characters cost 3,500 instructions a
    /// folder, and the facts table reads 134 of them at the first `open` (callgrind).
    public init?(folder: String) {
        guard !folder.isEmpty else { return nil }
        let bytes = folder.utf8
        if let dash = bytes.firstIndex(of: UInt8(ascii: "-")) {
            let sub = bytes.index(after: dash)
            guard dash != bytes.startIndex, sub != bytes.endIndex else { return nil }
            self.init(String(folder[..<dash]), String(folder[sub...]))
        } else {
            self.init(folder)
        }
    }

    /// The image folder name: `hound-afghan`, or `labrador`.
    public var folder: String {
        subBreed.map { "\(breed)-\($0)" } ?? breed
    }

    /// The name as people say it, sub-breed first: `afghan hound`, or `labrador`.
    public var phrase: String {
        subBreed.map { "\($0) \(breed)" } ?? breed
    }

    /// The command form, breed first: `hound afghan`, or `labrador`.
    public var identifier: String {
        subBreed.map { "\(breed) \($0)" } ?? breed
    }

    /// The ref of the parent breed for a sub-breed; nil for a breed.
    public var parent: BreedRef? {
        subBreed == nil ? nil : BreedRef(breed)
    }

    /// Orders breeds alphabetically, each breed directly before its sub-breeds.
    public static func < (lhs: BreedRef, rhs: BreedRef) -> Bool {
        if lhs.breed != rhs.breed { return lhs.breed < rhs.breed }
        return (lhs.subBreed ?? "") < (rhs.subBreed ?? "")
    }
}
