/// Wraps text to a column width, measuring with `DisplayWidth`.
///
/// Latin text breaks at spaces. Text in wide scripts (Japanese, Chinese, Korean) may break
/// between any two characters, except that closing punctuation such as `、。）」` never starts
/// a line and opening punctuation such as `（「` never ends one.
public enum TextWrapping {
    /// Splits text into lines no wider than `width` where breaks allow; a longer unbreakable run keeps its own line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0, DisplayWidth.of(text) > width else { return [text] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for unit in units(text) {
            let unitWidth = DisplayWidth.of(unit.text)
            let gap = lineWidth > 0 && unit.spaced ? 1 : 0
            if lineWidth > 0, lineWidth + gap + unitWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if lineWidth > 0, unit.spaced {
                line += " "
                lineWidth += 1
            }
            line += unit.text
            lineWidth += unitWidth
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// A piece that stays on one line, and whether a space separated it from the one before.
    struct Unit: Equatable {
        var text: String
        var spaced: Bool
    }

    /// Words, and single wide characters with the punctuation that must stay beside them.
    private static func units(_ text: String) -> [Unit] {
        unitsASCII(text) ?? unitsOfCharacters(text)
    }

    /// `units` for ASCII text, byte by byte with the same rules; nil for other text.
    ///
    /// No ASCII character is wide, the only opening mark is `(`, and the closing marks are `) , . : ; ! ?`.
    static func unitsASCII(_ text: String) -> [Unit]? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var units: [Unit] = []
        var current: [UInt8] = []
        var spaced = false
        var holdsOpening = false

        func flush() {
            guard !current.isEmpty else { return }
            units.append(Unit(text: String(decoding: current, as: UTF8.self), spaced: spaced))
            current.removeAll(keepingCapacity: true)
            spaced = false
        }

        for byte in text.utf8 {
            if isClosingASCII(byte), !(current.isEmpty && spaced) {
                if current.isEmpty, let last = units.popLast() {
                    current = Array(last.text.utf8)
                    spaced = last.spaced
                }
                current.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: " "):
                flush()
                spaced = !units.isEmpty
                holdsOpening = false
            case UInt8(ascii: "("):
                if !holdsOpening { flush() }
                current.append(byte)
                holdsOpening = true
            default:
                current.append(byte)
                holdsOpening = false
            }
        }
        flush()
        return units
    }

    /// Whether an ASCII byte is punctuation that may not start a line.
    private static func isClosingASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "?"): true
        default: false
        }
    }

    /// `units` for any text, grapheme by grapheme.
    static func unitsOfCharacters(_ text: String) -> [Unit] {
        var units: [Unit] = []
        var current = ""
        var spaced = false
        var holdsOpening = false

        func flush() {
            guard !current.isEmpty else { return }
            units.append(Unit(text: current, spaced: spaced))
            current = ""
            spaced = false
        }

        for character in text {
            if character == " " {
                flush()
                spaced = !units.isEmpty
                holdsOpening = false
                continue
            }
            if closing.contains(character), !(current.isEmpty && spaced) {
                if current.isEmpty, let last = units.popLast() {
                    current = last.text
                    spaced = last.spaced
                }
                current.append(character)
                continue
            }
            if DisplayWidth.of(character) == 2 || opening.contains(character) {
                if !holdsOpening { flush() }
                current.append(character)
                holdsOpening = opening.contains(character)
                continue
            }
            if let last = current.last, DisplayWidth.of(last) == 2, !opening.contains(last) { flush() }
            current.append(character)
            holdsOpening = false
        }
        flush()
        return units
    }

    /// Punctuation that may not start a line.
    private static let closing: Set<Character> = ["、", "。", "，", "．", "）", "」", "』", "】", "〕", "！", "？", "：", "；", "ー", "ゃ", "ゅ", "ょ", "っ", "ャ", "ュ", "ョ", "ッ", "・", "…", ")", ",", ".", ":", ";", "!", "?"]

    /// Punctuation that may not end a line.
    private static let opening: Set<Character> = ["（", "「", "『", "【", "〔", "("]
}
