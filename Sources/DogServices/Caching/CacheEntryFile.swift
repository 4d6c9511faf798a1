import FoundationEssentials
import Glibc

/// The on-disk form of a cache entry: the URL and the time it was stored, then the bytes.
///
/// `<url>\n<seconds since 1970>\n<bytes>`. Reading checks the URL, so a hash collision or a
/// foreign file is never served as another URL's data.
enum CacheEntryFile {
    /// Encodes an entry.
    static func encode(url: String, date: Date, body: Data) -> Data {
        var data = Data((url + "\n" + String(date.timeIntervalSince1970) + "\n").utf8)
        data.append(body)
        return data
    }

    /// Decodes an entry stored for `url`; nil when the file is malformed or holds another URL.
    static func decode(_ data: Data, url: String) -> (date: Date, body: Data)? {
        guard let firstBreak = data.firstIndex(of: UInt8(ascii: "\n")),
              let secondBreak = data[data.index(after: firstBreak)...].firstIndex(of: UInt8(ascii: "\n")),
              String(decoding: data[..<firstBreak], as: UTF8.self) == url,
              let seconds = Double(String(decoding: data[data.index(after: firstBreak)..<secondBreak], as: UTF8.self))
        else { return nil }
        return (Date(timeIntervalSince1970: seconds), Data(data[data.index(after: secondBreak)...]))
    }

    /// Creates a private cache folder (0700) when missing; a folder that cannot be made leaves the cache in memory only.
    static func prepare(_ directory: String) {
        PrivateFolder.create(directory)
    }
}
