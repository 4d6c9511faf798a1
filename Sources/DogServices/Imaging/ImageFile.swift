import DogCore
import FoundationEssentials
import Glibc

/// Writes an image's original bytes to a file, never over an existing one, named for the format the bytes are.
public enum ImageFile {
    /// Where bytes of a format go, and the name typed that was corrected to get there.
    public struct Destination: Hashable, Sendable {
        /// The file to write.
        public let path: String
        /// The path as typed, when its extension named another image format and was corrected.
        public let corrected: String?
    }
    /// A safe file name for an image URL: its last path component, decoded, with anything but
    /// letters, digits, `.`, `-` and `_` replaced, never hidden and never empty.
    public static func defaultName(for url: String) -> String {
        let last = url.split(separator: "/").last.map(String.init) ?? ""
        let decoded = PercentEncoding.decode(last.split(separator: "?").first.map(String.init) ?? "") ?? last
        var name = String(decoded.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar)) ? Character(scalar) : "_"
        })
        while name.hasPrefix(".") { name.removeFirst() }
        if name.count > 120 { name = String(name.suffix(120)) }
        return name.isEmpty || name.allSatisfy({ $0 == "_" }) ? "dogsh-image" : name
    }

    /// Where `save` writes bytes of a format: the given path (with `~` expanded), inside it when
    /// it is a folder, or the default name in the current folder.
    ///
    /// A default name takes the format's extension in place of whatever the URL ended with
    /// (`evil.sh` holding a PNG is saved as `evil.png`). A typed name whose extension names
    /// another image format is corrected (`pug.png` holding a JPEG becomes `pug.jpg`), and the
    /// destination says so; any other typed name is kept as typed.
    public static func destination(for path: String?, url: String, format: ImageFormat, home: String = HomeFolder.path) -> Destination {
        let named = withExtension(defaultName(for: url), format)
        guard let typed = path, !typed.isEmpty else { return Destination(path: named, corrected: nil) }
        let path = HomeFolder.expanding(typed, home: home)
        if path.hasSuffix("/") || FileStatus(path: path)?.isFolder == true {
            return Destination(path: (path.hasSuffix("/") ? path : path + "/") + named, corrected: nil)
        }
        guard let claimed = pathExtension(path).flatMap(ImageFormat.named(byExtension:)), claimed != format else {
            return Destination(path: path, corrected: nil)
        }
        return Destination(path: withExtension(path, format), corrected: typed)
    }

    /// The extension of a path's last component, without the dot; nil when it has none.
    public static func pathExtension(_ path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return String(name[name.index(after: dot)...])
    }

    /// A path with its extension (when it has one) replaced by the format's, or the format's added.
    static func withExtension(_ path: String, _ format: ImageFormat) -> String {
        let stem = pathExtension(path).map { String(path.dropLast($0.count + 1)) } ?? path
        return stem + "." + format.fileExtension
    }

    /// Writes bytes to a new file (0644); an existing file is an error, checked and created in one step.
    public static func write(_ bytes: Data, to path: String) throws(ImageError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { throw .fileExists(path: path) }
            throw .writeFailed(path: path, reason: SystemErrorText.text(errno))
        }
        let failure = bytes.withUnsafeBytes { FileDescriptorWrite.all($0, to: descriptor) }
        close(descriptor)
        if let failure {
            unlink(path)
            throw .writeFailed(path: path, reason: SystemErrorText.text(failure))
        }
    }
}
