/// Folds text for matching: lower case, Latin diacritics removed, whitespace collapsed.
public enum TextFolding {
    /// Lower-cases, removes Latin diacritics (`Frisé` → `frise`) and collapses whitespace.
    ///
    /// The katakana middle dot that separates words in Japanese breed names counts as a space.
    public static func fold(_ text: String) -> String {
        foldASCII(text) ?? foldScalars(text)
    }

    /// `fold` for any text, scalar by scalar.
    static func foldScalars(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isWhitespace || scalar == "\u{30FB}" {
                pendingSpace = !result.isEmpty
                continue
            }
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            if let plain = latinBase[scalar] {
                result.unicodeScalars.append(contentsOf: plain.unicodeScalars)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Folds and keeps only letters and digits, so `St. Bernard` and `stbernard` compare equal.
    public static func squash(_ text: String) -> String {
        var text = text
        return text.withUTF8(squashASCII) ?? squashScalars(text)
    }

    /// `squash` for ASCII text in one pass and one allocation at most: nil for other text.
    static func squashASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var count = 0
            for byte in bytes {
                let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9")) {
                    buffer[count] = lower
                    count += 1
                }
            }
            return count
        }
    }

    /// `squash` for any text, scalar by scalar.
    static func squashScalars(_ text: String) -> String {
        var result = ""
        for scalar in foldScalars(text).unicodeScalars
        where scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// `fold` for ASCII text: nil for other text.
    static func foldASCII(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { utf8 in
            var bytes: [UInt8] = []
            return foldASCII(utf8, into: &bytes) ? String(decoding: bytes, as: UTF8.self) : nil
        }
    }

    /// `fold` on ASCII bytes, into a reused buffer: lower case, whitespace runs as one space, trimmed.
    ///
    /// Returns false, leaving the buffer undefined, at the first non-ASCII byte.
    public static func foldASCII(_ text: UnsafeBufferPointer<UInt8>, into buffer: inout [UInt8]) -> Bool {
        buffer.removeAll(keepingCapacity: true)
        buffer.reserveCapacity(text.count)
        var pendingSpace = false
        for byte in text {
            if byte >= 0x80 { return false }
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                pendingSpace = !buffer.isEmpty
                continue
            }
            if pendingSpace {
                buffer.append(0x20)
                pendingSpace = false
            }
            buffer.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        return true
    }

    /// The plain form of a Latin letter with diacritics, in its case (`é` → `e`, `Ö` → `O`, `ß` → `ss`); nil for any other scalar.
    public static func plainLatin(_ scalar: Unicode.Scalar) -> String? {
        if let plain = latinBase[scalar] { return plain }
        guard scalar.properties.isUppercase, let lower = scalar.properties.lowercaseMapping.unicodeScalars.first,
              let plain = latinBase[lower] else { return nil }
        return plain.uppercased()
    }

    /// Lower-case Latin letters with diacritics and their plain forms.
    private static let latinBase: [Unicode.Scalar: String] = {
        let groups: [(String, String)] = [
            ("àáâãäåāăą", "a"), ("çćĉċč", "c"), ("ďđ", "d"), ("èéêëēĕėęě", "e"),
            ("ĝğġģ", "g"), ("ĥħ", "h"), ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"),
            ("ĺļľŀł", "l"), ("ñńņňŉ", "n"), ("òóôõöøōŏő", "o"), ("ŕŗř", "r"),
            ("śŝşš", "s"), ("ţťŧ", "t"), ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"),
            ("źżž", "z"), ("æ", "ae"), ("œ", "oe"), ("ß", "ss"),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for (letters, base) in groups {
            for scalar in letters.unicodeScalars { table[scalar] = base }
        }
        return table
    }()
}
