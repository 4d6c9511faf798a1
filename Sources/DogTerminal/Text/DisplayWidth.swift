/// Measures how many terminal columns text takes: wide CJK and emoji count two, marks count zero.
///
/// Wide characters are those Unicode's East Asian Width calls Wide or Fullwidth, in a table
/// `scripts/generate-display-width` makes from Python's Unicode data (`DisplayWidth+Wide.swift`).
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
        // Dashes, quotes, bullets and the ellipsis, and box drawing, blocks and shapes up to the two
        // wide squares at U+25FD: narrow, without asking Unicode's property tables (the card's
        // score bars asked them 115 times in a `-c` run, 144k instructions; callgrind).
        if knownNarrow.contains(where: { $0.contains(value) }) { return 1 }
        return byProperties(scalar)
    }

    /// Ranges whose every scalar is one column wide, answered without Unicode's property tables.
    static let knownNarrow: [Range<UInt32>] = [0x2010..<0x2028, 0x2500..<0x25FD]

    /// The column width of a scalar from U+0300 on, by its Unicode properties and the wide table.
    static func byProperties(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B { return 0 }
        // Emoji newer than the table's Unicode are wide too: the runtime knows them.
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// Whether a code point is East Asian Wide or Fullwidth, by binary search of the generated ranges.
    static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count
        while low < high {
            let middle = (low + high) / 2
            if wideRanges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < wideRanges.count && wideRanges[low].contains(value)
    }

    /// Truncates plain text to a column width at a line-break opportunity (`LineBreaks`), ending
    /// with `…` when something was cut: a Latin or katakana word is never split, unless the first
    /// word alone is too wide.
    public static func truncateAtWord(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        let dropped: Set<Character> = [",", ";", ":", " ", "、", "（", "(", "・"]
        var kept = ""
        var keptWidth = 0
        for segment in TextWrapping.segments(text) {
            // What the cut drops from a segment's end (`browser, `) need not fit.
            let shown = String(segment.text.reversed().drop { dropped.contains($0) }.reversed())
            guard keptWidth + of(shown) <= width - 1 else { break }
            kept += segment.text
            keptWidth += of(segment.text)
            if segment.endsLine || keptWidth > width - 1 { break }
        }
        if kept.isEmpty { return truncate(text, to: width) }
        var cut = Substring(kept)
        while let last = cut.last, dropped.contains(last) { cut.removeLast() }
        return cut + "…"
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
            let code = scalars.count == 1 ? scalars.first.map(\.value) ?? .max : character.asciiValue.map(UInt32.init) ?? .max
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
}
