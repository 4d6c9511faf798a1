/// Measures how many terminal columns text takes: wide CJK and emoji count two, marks count zero.
///
/// Colour escape sequences (`ESC [ … m`) that a painter added take no columns.
public enum DisplayWidth {
    /// The column width of a string.
    public static func of(_ text: String) -> Int {
        ofASCII(text) ?? ofScalars(text) ?? ofCharacters(text)
    }

    /// The width of text without emoji sequences or East Asian scripts, scalar by scalar; nil for other text.
    ///
    /// Below U+2E80, and without variation selector 16 or zero-width joiners, a grapheme is one
    /// scalar followed by zero-width marks, so summing scalar widths equals the grapheme count.
    static func ofScalars(_ text: String) -> Int? {
        var width = 0
        var escape = EscapeSkipper()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x2E80 || value == 0xFE0F || value == 0x200D { return nil }
            if !escape.skips(code: value) { width += of(scalar) }
        }
        return width
    }

    /// The width of any text, grapheme by grapheme.
    static func ofCharacters(_ text: String) -> Int {
        var width = 0
        var escape = EscapeSkipper()
        for character in text where !escape.skips(character) {
            width += of(character)
        }
        return width
    }

    /// The width of ASCII text, byte by byte with the same escape rules; nil for other text.
    static func ofASCII(_ text: String) -> Int? {
        var width = 0
        var escape = EscapeSkipper()
        for byte in text.utf8 {
            if byte >= 0x80 { return nil }
            if !escape.skips(code: UInt32(byte)), byte >= 0x20, byte != 0x7F { width += 1 }
        }
        return width
    }

    /// The column width of one grapheme cluster.
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }), first.properties.isEmoji { return 2 }
        return of(first)
    }

    /// The column width of a scalar on its own.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// Truncates text to a column width, ending with `…` when something was cut; colours are closed.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        var escape = EscapeSkipper()
        var painted = false
        for character in text {
            if escape.skips(character) {
                result.append(character)
                painted = true
                continue
            }
            let size = of(character)
            if used + size > width - 1 { break }
            result.append(character)
            used += size
        }
        return result + "…" + (painted ? Painter.reset : "")
    }

    /// Pads text with spaces on the right to a column width.
    public static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    /// Pads text with spaces on the left to a column width.
    public static func padLeft(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - of(text))) + text
    }

    /// Recognises CSI escape sequences, one code at a time: bytes, scalars or characters.
    private struct EscapeSkipper {
        private var state = 0

        /// Whether the character belongs to an escape sequence.
        ///
        /// A character of several scalars counts by its ASCII value (`\r\n`) or as no code at all.
        mutating func skips(_ character: Character) -> Bool {
            let scalars = character.unicodeScalars
            let code = scalars.count == 1 ? scalars.first!.value : character.asciiValue.map(UInt32.init) ?? .max
            return skips(code: code)
        }

        /// Whether the scalar or byte with this value belongs to an escape sequence.
        @inline(__always)
        mutating func skips(code: UInt32) -> Bool {
            switch state {
            case 0:
                guard code == 0x1B else { return false }
                state = 1
            case 1:
                state = code == 0x5B ? 2 : 0
            default:
                if (0x40...0x7E).contains(code) { state = 0 }
            }
            return true
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15), in code points.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
        0x1F260...0x1F265, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
        0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
