import DogCore
import FoundationEssentials
import Glibc

/// Writes an image's original bytes to a file, never over an existing one.
public enum ImageFile {
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
        return name.isEmpty || name.allSatisfy({ $0 == "_" }) ? "dogsh-image.jpg" : name
    }

    /// Where `save` writes: the given path (with `~` expanded), inside it when it is a folder, or the default name in the current folder.
    public static func destination(for path: String?, url: String, home: String = HomeFolder.path) -> String {
        guard let typed = path, !typed.isEmpty else { return defaultName(for: url) }
        let path = HomeFolder.expanding(typed, home: home)
        if path.hasSuffix("/") || FileStatus(path: path)?.isFolder == true {
            return (path.hasSuffix("/") ? path : path + "/") + defaultName(for: url)
        }
        return path
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
