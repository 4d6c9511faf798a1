/// Makes an address from remote data safe to hand to a browser or a clipboard.
///
/// Only `http` and `https` addresses with a plain host leave the shell. Every character outside
/// RFC 3986's URL characters is percent-encoded: spaces, control characters and escape
/// sequences, quotes, bidirectional controls and all non-ASCII text. A `%` that starts no
/// escape becomes `%25`. The result is one printable ASCII word that no shell, terminal or
/// browser reads as anything but the URL it is.
public enum SafeURL {
    /// The sanitised URL, or nil when it is not an http(s) address with a host.
    public static func sanitize(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let schemeEnd = schemeLength(bytes) else { return nil }
        let afterScheme = bytes[schemeEnd...]
        let authorityEnd = afterScheme.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        guard isPlainHost(bytes[schemeEnd..<authorityEnd]) else { return nil }
        var result = String(decoding: bytes[..<schemeEnd], as: UTF8.self).lowercased()
        result.reserveCapacity(bytes.count + 16)
        var index = schemeEnd
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) {
                result.append("%")
            } else if byte != UInt8(ascii: "%"), kept.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + hex(byte)
            }
            index += 1
        }
        return result
    }

    /// The length of `http://` or `https://`, any case, at the start; nil for any other scheme.
    private static func schemeLength(_ bytes: [UInt8]) -> Int? {
        for scheme in ["https://", "http://"] where bytes.count > scheme.utf8.count {
            if String(decoding: bytes.prefix(scheme.utf8.count), as: UTF8.self).lowercased() == scheme { return scheme.utf8.count }
        }
        return nil
    }

    /// Whether an authority is a host name or address with an optional port, and nothing else:
    /// no user name, no spaces, no characters a host cannot hold.
    private static func isPlainHost(_ authority: ArraySlice<UInt8>) -> Bool {
        guard !authority.isEmpty else { return false }
        let allowed = Set(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]".utf8))
        return authority.allSatisfy(allowed.contains) && authority.first != UInt8(ascii: ":")
    }

    /// The characters a URL may hold as they are: RFC 3986's unreserved and reserved ones, less
    /// the quote `'`, which some shell scripts behind `$BROWSER` would trip over.
    private static let kept = Set(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&()*+,;=".utf8))

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
