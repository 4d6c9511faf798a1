import FoundationEssentials

/// The formats dogsh decodes, told apart by their first bytes, never by a name or a header a server sent.
public enum ImageFormat: String, CaseIterable, Sendable {
    case jpeg, png

    /// The format of some bytes; nil when they are neither.
    public init?(bytes: Data) {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else {
            return nil
        }
    }

    /// The format's name as people write it: `JPEG`, `PNG`.
    public var displayName: String {
        rawValue.uppercased()
    }

    /// The extension a file of this format is given.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        }
    }

    /// The extensions that name this format.
    var extensions: Set<String> {
        switch self {
        case .jpeg: ["jpg", "jpeg", "jpe", "jfif"]
        case .png: ["png"]
        }
    }

    /// The format an extension names, ignoring case; nil for an extension of no image format dogsh knows.
    public static func named(byExtension pathExtension: String) -> ImageFormat? {
        allCases.first { $0.extensions.contains(pathExtension.lowercased()) }
    }
}
