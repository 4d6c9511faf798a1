/// Percent-encoding for URL path segments, as RFC 3986 defines it.
public enum PercentEncoding {
    /// Encodes every byte outside the unreserved set (`A–Z a–z 0–9 - . _ ~`) as `%XX`.
    ///
    /// `louis1 (1).jpg` becomes `louis1%20%281%29.jpg`.
    public static func encodePathSegment(_ segment: String) -> String {
        var result = ""
        result.reserveCapacity(segment.utf8.count)
        for byte in segment.utf8 {
            if isUnreserved(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result.append("%")
                result.append(hexDigits[Int(byte >> 4)])
                result.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    /// Decodes `%XX` sequences; nil when a sequence is malformed or the result is not UTF-8.
    public static func decode(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static let hexDigits: [Character] = Array("0123456789ABCDEF")

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
