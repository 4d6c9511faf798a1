import DogCore

/// Text pasted at the prompt, made into one line to edit, which runs only when Enter is pressed.
///
/// Pasted bytes are text, never keys: newlines (CR, LF or both) join the lines with `; `, dogsh's
/// statement separator, and blank lines and a trailing newline add nothing; a tab is a space, so
/// a paste never completes; every other control character is dropped, and so is each escape
/// sequence whole (colours copied from a terminal leave no `[31m`). A comment ends at the end of
/// its line, as in a script, instead of swallowing the lines joined after it.
enum PastedText {
    /// The line a paste types, from its bytes (UTF-8; invalid bytes read as U+FFFD); with
    /// `asciiOnly`, for a locale libedit reads as ASCII, anything beyond ASCII is `?`.
    static func line(from bytes: [UInt8], asciiOnly: Bool = false) -> String {
        let lines = printableLines(String(decoding: bytes, as: UTF8.self))
        guard let last = lines.lastIndex(where: isMeaningful) else { return "" }
        var joined = ""
        for (index, line) in lines.enumerated() where index <= last {
            // A comment before the last line would run on over the lines after it.
            var text = index < last ? CommandLineSyntax.uncommented(line) : line
            if !joined.isEmpty { text = String(text.drop(while: \.isWhitespace)) }
            if index < last { text = String(text.reversed().drop(while: \.isWhitespace).reversed()) }
            guard isMeaningful(text) else { continue }
            if !joined.isEmpty { joined += joined.hasSuffix(";") ? " " : "; " }
            joined += text
        }
        return asciiOnly ? String(joined.unicodeScalars.map { $0.isASCII ? Character($0) : "?" }) : joined
    }

    /// The lines of a paste with tabs made spaces, and control characters and escape sequences dropped.
    static func printableLines(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var lines = [""]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x0A, 0x0D: lines.append("")
            case 0x09: lines[lines.count - 1] += " "
            case 0x1B: index = endOfEscape(startingAfter: index, in: scalars)
            case 0x00...0x1F, 0x7F...0x9F: break
            default: lines[lines.count - 1].unicodeScalars.append(scalar)
            }
        }
        return lines
    }

    /// Where the escape sequence whose ESC came just before `index` ends: after a control
    /// sequence's final byte (`ESC [ 3 1 m`), or after the one printable character that follows ESC.
    private static func endOfEscape(startingAfter index: Int, in scalars: [Unicode.Scalar]) -> Int {
        guard index < scalars.count, (0x20...0x7E).contains(scalars[index].value) else { return index }
        guard scalars[index] == "[" else { return index + 1 }
        var end = index + 1
        while end < scalars.count, (0x20...0x3F).contains(scalars[end].value) { end += 1 }
        return end < scalars.count && (0x40...0x7E).contains(scalars[end].value) ? end + 1 : end
    }

    private static func isMeaningful(_ line: String) -> Bool {
        line.contains { !$0.isWhitespace }
    }
}
