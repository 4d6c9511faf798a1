/// Wraps text to a column width, measuring with `DisplayWidth` and breaking where `LineBreaks`
/// allows: at spaces and hyphens in Latin text, between characters in Japanese except before
/// closing punctuation, small kana and the prolonged sound mark, after opening punctuation, or
/// inside a katakana word (kinsoku shori).
public enum TextWrapping {
    /// Splits text into lines no wider than `width` where breaks allow; a longer unbreakable run
    /// (a Latin word, a URL) keeps a line of its own rather than being split.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0, DisplayWidth.of(text) > width || text.contains("\n") else { return [text] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for segment in segments(text) {
            let kept = trimmingTrailingSpaces(segment.text)
            let keptWidth = DisplayWidth.of(kept)
            if lineWidth > 0, lineWidth + keptWidth > width {
                lines.append(trimmingTrailingSpaces(line))
                line = ""
                lineWidth = 0
            }
            line += segment.text
            lineWidth += DisplayWidth.of(segment.text)
            if segment.endsLine {
                lines.append(trimmingTrailingSpaces(line))
                line = ""
                lineWidth = 0
            }
        }
        let last = trimmingTrailingSpaces(line)
        if !last.isEmpty || lines.isEmpty { lines.append(last) }
        return lines
    }

    /// A piece of text that stays on one line, and whether a line must end after it.
    struct Segment: Equatable {
        var text: String
        var endsLine = false
    }

    /// The text cut at every break opportunity; a segment keeps its trailing spaces, and a
    /// segment that ends with a line feed has it removed and ends its line.
    static func segments(_ text: String) -> [Segment] {
        let scalars = Array(text.unicodeScalars)
        // Colour escapes take part in no rule: they are left out, and a break before the
        // character after them falls before them.
        var kept: [Int] = []
        var escape = 0
        for (index, scalar) in scalars.enumerated() {
            switch escape {
            case 0 where scalar == "\u{1B}": escape = 1
            case 1: escape = scalar == "[" ? 2 : 0
            case 2: if (0x40...0x7E).contains(scalar.value) { escape = 0 }
            default: kept.append(index)
            }
        }
        let opportunities = LineBreaks.opportunities(kept.map { scalars[$0].value })
        var segments: [Segment] = []
        var start = 0
        for (position, opportunity) in opportunities.enumerated() where opportunity != .none {
            var end = kept[position]
            while end > start, end - 1 > kept[position - 1] { end -= 1 }
            segments.append(segment(scalars[start..<end], mandatory: opportunity == .mandatory))
            start = end
        }
        if start < scalars.count { segments.append(segment(scalars[start...], mandatory: false)) }
        return segments
    }

    /// A segment of scalars, without the line end that ends it when the break is mandatory.
    private static func segment(_ scalars: ArraySlice<Unicode.Scalar>, mandatory: Bool) -> Segment {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        var text = String(view)
        if mandatory { while let last = text.last, last.isNewline { text.removeLast() } }
        return Segment(text: text, endsLine: mandatory)
    }

    /// Text without the spaces at its end.
    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
