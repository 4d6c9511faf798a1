/// Why an image could not be fetched, decoded, drawn or saved.
public enum ImageError: Error, Hashable, Sendable {
    /// The bytes are neither JPEG nor PNG.
    case unknownFormat(url: String)
    /// The image declares more pixels than dogsh decodes (a decompression bomb, or simply huge).
    case tooLarge(url: String, width: Int, height: Int, limit: Int)
    /// The file is damaged; carries the decoder's reason.
    case corrupt(url: String, reason: String)
    /// The image fetched ends before its last pixel.
    case truncated(url: String)
    /// A local file ends before its last pixel: damaged, or not written whole; no download is involved.
    case truncatedFile(path: String)
    /// libjpeg or libpng, which dogsh opens on the first image, could not be loaded; carries its soname, such as `libjpeg.so.62`.
    case decoderMissing(library: String)
    /// dogsh is offline and the image is in neither cache.
    case notCached(url: String)
    /// Offline, and this many of the images asked for at once (a grid) are not in the image cache.
    case manyNotCached(count: Int)
    /// Fetching the image failed.
    case network(NetworkError)
    /// The file could not be read.
    case readFailed(path: String, reason: String)
    /// The file is larger than dogsh reads for drawing.
    case fileTooLarge(path: String, limit: Int)
    /// The file could not be written.
    case writeFailed(path: String, reason: String)
    /// The file exists already; dogsh does not overwrite it.
    case fileExists(path: String)

    /// The localized message that explains the error.
    public var message: Message {
        switch self {
        case let .unknownFormat(url):
            Message(.errorImageUnknownFormat, ["url": .text(url)])
        case let .tooLarge(url, width, height, limit):
            Message(.errorImageTooLarge, ["url": .text(url), "width": .number(width), "height": .number(height), "limit": .number(limit)])
        case let .corrupt(url, reason):
            Message(.errorImageCorrupt, ["url": .text(url), "reason": .text(reason)])
        case let .truncated(url):
            Message(.errorImageTruncated, ["url": .text(url)])
        case let .truncatedFile(path):
            Message(.errorImageFileTruncated, ["path": .text(path)])
        case let .decoderMissing(library):
            Message(.errorImageDecoderMissing, ["library": .text(library)])
        case let .notCached(url):
            Message(.errorImageNotCached, ["url": .text(url)])
        case let .manyNotCached(count):
            Message(.errorImagesNotCached, ["count": .number(count)])
        case let .network(error):
            error.message
        case let .readFailed(path, reason):
            Message(.errorImageReadFailed, ["path": .text(path), "reason": .text(reason)])
        case let .fileTooLarge(path, limit):
            Message(.errorImageFileTooLarge, ["path": .text(path), "limit": .number(limit)])
        case let .writeFailed(path, reason):
            Message(.errorImageWriteFailed, ["path": .text(path), "reason": .text(reason)])
        case let .fileExists(path):
            Message(.errorImageFileExists, ["path": .text(path)])
        }
    }
}
