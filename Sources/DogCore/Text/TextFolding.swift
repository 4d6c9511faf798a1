/// Folds text for matching: lower case, Latin diacritics removed, whitespace collapsed.
public enum TextFolding {
    /// Lower-cases, removes Latin diacritics (`Frisé` → `frise`) and collapses whitespace.
    ///
    /// The katakana middle dot that separates words in Japanese breed names counts as a space.
    public static func fold(_ text: String) -> String {
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
        var result = ""
        for scalar in fold(text).unicodeScalars
        where scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
            result.unicodeScalars.append(scalar)
        }
        return result
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
