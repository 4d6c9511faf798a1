/// A line-breaking class of Unicode's Line_Break property (UAX #14), as rule LB1 resolves it by
/// default: AI, SG and XX are AL, SA is CM or AL, and CJ is NS (strict Japanese breaking, kinsoku).
///
/// The raw values index `scripts/generate-display-width`'s list; keep the two in the same order.
enum LineBreakClass: UInt8, CaseIterable, Sendable {
    case al, ba, bb, bk, b2, cb, cl, cm, cp, cr, eb, em, ex, gl, h2, h3
    case hl, hy, id, `in`, `is`, jl, jt, jv, lf, nl, ns, nu, op, po, pr, qu
    case ri, sp, sy, wj, zw, zwj
}

/// Where a line may break, by the Unicode line breaking algorithm (UAX #14, Unicode 14) with the
/// number rule of its Example 7, as Unicode's LineBreakTest cases check (`LineBreakTests`).
///
/// Three tailorings: no break between two katakana (`ビション` / `フリーゼ`), so a katakana word
/// stays whole, as a Latin one does (after the middle dot `・` a line may break); no break after
/// an ASCII hyphen or slash, because the words that have one are mostly what a person types or
/// copies (`--images`, `xdg-open`, `sub-breed`, `foundation-stock`, a URL or a path), while a
/// path after a space may start a line; and no break inside a range of figures, after its dash
/// (`5,5–8 kg`, `5.5〜8 kg`).
/// Colour escapes (`ESC [ … m`) are left out of the rules and stay with the text after them.
enum LineBreaks {
    /// What may happen before a position.
    enum Opportunity: Equatable {
        /// The line must not break here.
        case none
        /// The line may break here.
        case allowed
        /// The line must break here (after a line feed).
        case mandatory
    }

    /// The class of a code point, by binary search of the generated runs.
    static func lineBreakClass(of value: UInt32) -> LineBreakClass {
        if value < 0x80 { return asciiClasses[Int(value)] }
        var low = 0
        var high = classStarts.count
        while low < high {
            let middle = (low + high) / 2
            if classStarts[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return LineBreakClass(rawValue: classOfRun[max(0, low - 1)]) ?? .al
    }

    /// The classes of ASCII, looked up once: most text dogsh wraps is ASCII.
    private static let asciiClasses: [LineBreakClass] = (0..<0x80).map { value in
        var low = 0
        var high = classStarts.count
        while low < high {
            let middle = (low + high) / 2
            if classStarts[middle] <= UInt32(value) { low = middle + 1 } else { high = middle }
        }
        return LineBreakClass(rawValue: classOfRun[max(0, low - 1)]) ?? .al
    }

    /// Whether a code point is katakana that the tailoring keeps together: the letters, small
    /// letters, voicing marks and the prolonged sound mark, but not the middle dot `・` (U+30FB).
    static func isKatakana(_ value: UInt32) -> Bool {
        switch value {
        case 0x30A1...0x30FA, 0x30FC...0x30FF, 0x3099...0x309C, 0x31F0...0x31FF, 0xFF66...0xFF9F: true
        default: false
        }
    }

    /// The dashes between the figures of a range: the en dash, the wave dash and its full-width form.
    static let rangeDashes: Set<UInt32> = [0x2013, 0x301C, 0xFF5E]

    /// Whether a code point is East Asian Fullwidth, Wide or Halfwidth (rule LB30 leaves those out).
    static func isEastAsianFullOrHalf(_ value: UInt32) -> Bool {
        DisplayWidth.isWide(value) || (0xFF61...0xFFDC).contains(value) || (0xFFE8...0xFFEE).contains(value)
    }

    /// The opportunity before each code point (the first is always `.none`).
    static func opportunities(_ values: [UInt32]) -> [Opportunity] {
        let count = values.count
        guard count > 1 else { return Array(repeating: .none, count: count) }
        let original = values.map(lineBreakClass(of:))
        // LB9 and LB10: a combining mark or joiner takes the class of what it follows, or is AL.
        var classes = original
        var attached = Array(repeating: false, count: count)
        for index in 0..<count where original[index] == .cm || original[index] == .zwj {
            if index > 0, ![.bk, .cr, .lf, .nl, .sp, .zw].contains(classes[index - 1]) {
                classes[index] = classes[index - 1]
                attached[index] = true
            } else {
                classes[index] = .al
            }
        }
        // The base each position belongs to, for the properties of the character a mark follows.
        var base = Array(0..<count)
        for index in 1..<count where attached[index] { base[index] = base[index - 1] }

        var result = Array(repeating: Opportunity.none, count: count)
        for index in 1..<count {
            result[index] = opportunity(before: index, values: values, original: original, classes: classes, attached: attached, base: base)
        }
        return result
    }

    /// The rules LB4 to LB31, in order, for the position before `index`.
    private static func opportunity(
        before index: Int, values: [UInt32], original: [LineBreakClass], classes: [LineBreakClass], attached: [Bool], base: [Int]
    ) -> Opportunity {
        let before = classes[index - 1]
        let after = classes[index]
        // LB4, LB5: after a hard line end.
        if original[index - 1] == .bk { return .mandatory }
        if original[index - 1] == .cr { return original[index] == .lf ? .none : .mandatory }
        if original[index - 1] == .lf || original[index - 1] == .nl { return .mandatory }
        // LB6, LB7.
        if [.bk, .cr, .lf, .nl, .sp, .zw].contains(original[index]) { return .none }
        // The class before any spaces that end at `index - 1`.
        var spaceStart = index - 1
        while spaceStart >= 0, classes[spaceStart] == .sp { spaceStart -= 1 }
        let beforeSpaces = spaceStart >= 0 ? classes[spaceStart] : nil
        // LB8: after a zero width space, and the spaces after it.
        if beforeSpaces == .zw { return .allowed }
        // LB8a, LB9.
        if original[index - 1] == .zwj { return .none }
        if attached[index] { return .none }
        // LB11 to LB13.
        if before == .wj || after == .wj || before == .gl { return .none }
        if after == .gl, ![.sp, .ba, .hy].contains(before) { return .none }
        // dogsh's tailoring: a path after a space may start a line (`to /tmp/x.json`); LB13 would keep them together.
        if before == .sp, values[index] == 0x2F { return .allowed }
        if [.cl, .cp, .ex, .is, .sy].contains(after) { return .none }
        // LB14 to LB17: across spaces.
        if beforeSpaces == .op { return .none }
        if beforeSpaces == .qu, after == .op { return .none }
        if beforeSpaces == .cl || beforeSpaces == .cp, after == .ns { return .none }
        if beforeSpaces == .b2, after == .b2 { return .none }
        // LB18.
        if before == .sp { return .allowed }
        // LB19, LB20.
        if before == .qu || after == .qu { return .none }
        if before == .cb || after == .cb { return .allowed }
        // LB21 to LB22.
        if [.ba, .hy, .ns].contains(after) || before == .bb { return .none }
        if before == .hy || before == .ba, let earlier = earlierClass(index - 1, classes: classes, attached: attached), earlier == .hl { return .none }
        if before == .sy, after == .hl { return .none }
        if after == .in { return .none }
        // LB23 to LB24: letters, numbers and their prefixes and suffixes.
        let letters: [LineBreakClass] = [.al, .hl]
        if letters.contains(before), after == .nu { return .none }
        if before == .nu, letters.contains(after) { return .none }
        if before == .pr, [.id, .eb, .em].contains(after) { return .none }
        if [.id, .eb, .em].contains(before), after == .po { return .none }
        if [.pr, .po].contains(before), letters.contains(after) { return .none }
        if letters.contains(before), [.pr, .po].contains(after) { return .none }
        // LB25, as Example 7: (PR | PO)? (OP | HY)? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?
        if numberRuleHolds(before: index, classes: classes, attached: attached) { return .none }
        // LB26, LB27: Korean syllables.
        let korean: [LineBreakClass] = [.jl, .jv, .jt, .h2, .h3]
        if before == .jl, [.jl, .jv, .h2, .h3].contains(after) { return .none }
        if [.jv, .h2].contains(before), [.jv, .jt].contains(after) { return .none }
        if [.jt, .h3].contains(before), after == .jt { return .none }
        if korean.contains(before), after == .po { return .none }
        if before == .pr, korean.contains(after) { return .none }
        // LB28 to LB30.
        if letters.contains(before), letters.contains(after) { return .none }
        if before == .is, letters.contains(after) { return .none }
        if (letters + [.nu]).contains(before), after == .op, !isEastAsianFullOrHalf(values[index]) { return .none }
        if before == .cp, !isEastAsianFullOrHalf(values[base[index - 1]]), (letters + [.nu]).contains(after) { return .none }
        // LB30a: regional indicators pair up.
        if before == .ri, after == .ri {
            var run = 0
            var position = index - 1
            while position >= 0, classes[position] == .ri {
                if !attached[position] { run += 1 }
                position -= 1
            }
            return run % 2 == 1 ? .none : .allowed
        }
        // LB30b.
        if before == .eb, after == .em { return .none }
        // dogsh's tailorings: a katakana word stays whole, and so do a hyphenated word, a URL and a range of figures.
        if isKatakana(values[base[index - 1]]), isKatakana(values[index]) { return .none }
        if values[base[index - 1]] == 0x2D || values[base[index - 1]] == 0x2F { return .none }
        if rangeDashes.contains(values[base[index - 1]]), after == .nu, earlierClass(index - 1, classes: classes, attached: attached) == .nu { return .none }
        // LB31.
        return .allowed
    }

    /// The class of the character before the one at `position` (skipping the marks attached to it).
    private static func earlierClass(_ position: Int, classes: [LineBreakClass], attached: [Bool]) -> LineBreakClass? {
        var start = position
        while start > 0, attached[start] { start -= 1 }
        return start > 0 ? classes[start - 1] : nil
    }

    /// Whether Example 7's number rule forbids a break before `index`.
    private static func numberRuleHolds(before index: Int, classes: [LineBreakClass], attached: [Bool]) -> Bool {
        let before = classes[index - 1]
        let after = classes[index]
        // The class of the next character after the one at `index`, past its marks.
        var next = index + 1
        while next < classes.count, attached[next] { next += 1 }
        let afterNext = next < classes.count ? classes[next] : nil
        if [.pr, .po].contains(before), after == .nu { return true }
        if [.pr, .po].contains(before), [.op, .hy].contains(after), afterNext == .nu { return true }
        if [.op, .hy].contains(before), after == .nu { return true }
        // NU (NU | SY | IS)* × (NU | SY | IS | CL | CP), and … (CL | CP)? × (PR | PO).
        var end = index - 1
        if [.pr, .po].contains(after), [.cl, .cp].contains(classes[end]) {
            while end > 0, attached[end] { end -= 1 }
            end -= 1
        } else if ![.nu, .sy, .is, .cl, .cp, .pr, .po].contains(after) {
            return false
        }
        var position = end
        var sawNumber = false
        while position >= 0, [.nu, .sy, .is].contains(classes[position]) {
            if classes[position] == .nu { sawNumber = true }
            position -= 1
        }
        return sawNumber
    }
}
