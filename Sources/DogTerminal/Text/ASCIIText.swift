import DogCore

/// Text for a terminal whose encoding is not UTF-8 (`LANG=C`, `LANG=POSIX`): every character
/// ASCII, spelt as near as ASCII can (`–` → `-`, `·` → `|`, `„“` → `"`, `é` → `e`, `ß` → `ss`).
///
/// Such a terminal shows a UTF-8 byte sequence as two or three characters of garbage, so nothing
/// beyond ASCII is written there. Escape sequences are kept. A character that grows (`…` →
/// `...`) takes its extra columns from the padding after it when there is some, so columns stay
/// aligned; a character with no ASCII spelling (kana, kanji) is `?`.
public enum ASCIIText {
    /// The line in ASCII; with `width`, a line that fitted it before still fits it after.
    public static func line(_ text: String, width: Int? = nil) -> String {
        guard !isASCII(text) else { return text }
        let ascii = transliterate(text)
        guard let width, DisplayWidth.of(ascii) > width, DisplayWidth.of(text) <= width else { return ascii }
        // Cut for the `…` that becomes `...`: two columns more.
        return transliterate(DisplayWidth.truncate(ascii, to: max(1, width - 2)))
    }

    /// Whether the text is ASCII already.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Every scalar spelt in ASCII, growth taken from the padding that follows.
    static func transliterate(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var scalars = text.unicodeScalars[...]
        // Columns the line grew by, given back from the next run of two or more spaces.
        var owed = 0
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == " ", owed > 0 {
                let run = 1 + scalars.prefix { $0 == " " }.count
                scalars = scalars.dropFirst(run - 1)
                let kept = max(1, run - owed)
                owed -= run - kept
                result += String(repeating: " ", count: kept)
                continue
            }
            if scalar.isASCII {
                if scalar == "\n" { owed = 0 }
                result.unicodeScalars.append(scalar)
                continue
            }
            let spelt = spelling(of: scalar)
            owed += max(0, spelt.count - DisplayWidth.of(scalar))
            result += spelt
        }
        return result
    }

    /// The ASCII for one scalar beyond ASCII.
    static func spelling(of scalar: Unicode.Scalar) -> String {
        if let mapped = symbols[scalar] { return mapped }
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return ""
        case .spaceSeparator: return DisplayWidth.of(scalar) == 2 ? "  " : " "
        default: break
        }
        // Fullwidth forms of ASCII (`（`, `：`, `Ａ`).
        if (0xFF01...0xFF5E).contains(value), let narrow = Unicode.Scalar(value - 0xFEE0) { return String(narrow) }
        if let plain = TextFolding.plainLatin(scalar) { return plain }
        switch value {
        case 0x2500...0x257F: return boxDrawing(value)
        default: return "?"
        }
    }

    /// Lines of box drawing: `─` as `-`, `│` as `|`, corners and crossings as `+`.
    private static func boxDrawing(_ value: UInt32) -> String {
        switch value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550: "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551: "|"
        default: "+"
        }
    }

    /// Punctuation and symbols dogsh writes, and the ASCII that reads the same.
    private static let symbols: [Unicode.Scalar: String] = {
        let groups: [(String, String)] = [
            ("“”„‟«»″「」『』〝〞", "\""), ("‘’‚‛′", "'"), ("‹", "<"), ("›", ">"),
            ("‐‑‒–—―−", "-"), ("·∙・", "|"), ("•", "*"), ("…", "..."), ("→⇒", "->"), ("←", "<-"),
            ("★☆", "*"), ("●", "#"), ("○", "-"), ("×", "x"), ("≠", "!="), ("≤", "<="), ("≥", ">="),
            ("±", "+/-"), ("≈〜～", "~"), ("º", "o"), ("ª", "a"), ("°", "o"), ("¿¡", ""), ("、，", ","), ("。．", "."),
            ("（〔【", "("), ("）〕】", ")"), ("：", ":"), ("；", ";"), ("？", "?"), ("！", "!"), ("／", "/"),
            ("æ", "ae"), ("Æ", "AE"), ("œ", "oe"), ("Œ", "OE"), ("ø", "o"), ("Ø", "O"), ("đ", "d"), ("Đ", "D"),
            ("ł", "l"), ("Ł", "L"), ("ħ", "h"), ("ı", "i"), ("ẞ", "SS"), ("€", "EUR"), ("£", "GBP"), ("©", "(c)"),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for (scalars, ascii) in groups {
            for scalar in scalars.unicodeScalars { table[scalar] = ascii }
        }
        return table
    }()
}
