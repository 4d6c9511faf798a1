/// The `{name}` parameters of a script's lines: the names a line uses, and the line with them filled.
///
/// In a command line, `{name}` stands for the value of the parameter `name=value` given after
/// the script, and `{{` for a literal `{`. A value is data, never syntax: it is filled in as one
/// word, quoted as the command line's syntax needs (`CommandLineSyntax.quoted`), so `;`, quotes,
/// `#` and newlines in it cannot start a statement. Inside a quote the script opened, it is
/// escaped for that quote. Comments are left as they are, and a `{` after a backslash is text.
/// Names are letters, digits, `-` and `_`; a `{` that starts no name is kept as written.
///
/// A line is read scalar by scalar with the command line's own scanner, so quotes, escapes and
/// comments are where the parser will find them. A line without `{` is returned as it is, unread.
public enum ScriptTemplate {
    /// The names a line uses, in the order they appear (repeats included).
    public static func names(in line: String) -> [String] {
        var line = line
        return line.withUTF8(asciiNames) ?? walkedNames(line)
    }

    /// The names a line uses, read scalar by scalar.
    static func walkedNames(_ line: String) -> [String] {
        var names: [String] = []
        walk(line) { piece, _ in
            if case let .parameter(name) = piece { names.append(name) }
        }
        return names
    }

    /// The names a line's UTF-8 bytes use, in the order they appear.
    public static func names(inLine bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        asciiNames(bytes) ?? names(in: String(decoding: bytes, as: UTF8.self))
    }

    /// `names(in:)` for a line of ASCII, byte by byte with the scanner's rules; nil for any other line, which `walk` reads.
    ///
    /// A long script's lines are read for their names before it runs; through `walk` (an array of
    /// scalars, Unicode's properties for each name) that took 2 s of a debug build's 20 MB scan.
    static func asciiNames(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard let base = bytes.baseAddress else { return [] }
        let count = bytes.count
        var names: [String] = []
        var quote: UInt8 = 0, escaping = false, atWordStart = true
        var index = 0
        while index < count {
            let byte = base[index]
            if byte >= 0x80 { return nil }
            if byte == 0x7B {  // {
                if index + 1 < count, base[index + 1] == 0x7B {
                    index += 2
                    escaping = false
                    atWordStart = false
                    continue
                }
                if !escaping {
                    var end = index + 1
                    while end < count, isASCIINameByte(base[end]) { end += 1 }
                    if end > index + 1, end < count, base[end] == 0x7D {
                        names.append(String(decoding: UnsafeBufferPointer(start: base + index + 1, count: end - index - 1), as: UTF8.self))
                        index = end + 1
                        continue
                    }
                }
            }
            // The scanner's `classify`, for one byte.
            if escaping {
                escaping = false
            } else if quote != 0 {
                if byte == quote { quote = 0 } else if byte == 0x5C, quote == 0x22 { escaping = true }
            } else if byte == 0x5C {
                escaping = true
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x23, atWordStart {
                return names  // a comment: nothing after it is a parameter
            }
            atWordStart = quote == 0 && !escaping && (byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) || byte == 0x3B)
            index += 1
        }
        return names
    }

    /// A byte a name may hold: an ASCII letter, digit, `-` or `_`.
    private static func isASCIINameByte(_ byte: UInt8) -> Bool {
        let lowered = byte | 0x20
        return (lowered >= 0x61 && lowered <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x5F
    }

    /// The line with every parameter filled as one word; throws naming each parameter without a value.
    public static func filled(_ line: String, with values: [String: String]) throws(ScriptParameterError) -> String {
        guard line.utf8.contains(UInt8(ascii: "{")) else { return line }
        var filled = String.UnicodeScalarView()
        var missing: [String] = []
        walk(line) { piece, quote in
            switch piece {
            case let .text(scalar):
                filled.append(scalar)
            case let .parameter(name):
                if let value = values[name] {
                    filled.append(contentsOf: CommandLineSyntax.quoted(value, inside: quote).unicodeScalars)
                } else if !missing.contains(name) {
                    missing.append(name)
                }
            }
        }
        guard missing.isEmpty else { throw .missing(missing) }
        return String(filled)
    }

    /// Writes text so that filling gives it back: every `{` doubled.
    public static func escaped(_ text: String) -> String {
        text.replacing("{", with: "{{")
    }

    /// Whether a name can be a parameter's: letters, digits, `-` and `_`, at least one.
    public static func isName(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(isNameScalar)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }

    /// A part of a line as filling sees it.
    private enum Piece {
        /// A scalar written as it is (`{{` gives one `{`).
        case text(Unicode.Scalar)
        /// A parameter's name.
        case parameter(String)
    }

    /// Calls `body` with each piece of the line in order, and the quote open where it stands.
    private static func walk(_ line: String, _ body: (Piece, Unicode.Scalar?) -> Void) {
        let scalars = Array(line.unicodeScalars)
        var scanner = CommandLineSyntax.Scanner()
        var inComment = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "{", !inComment {
                if index + 1 < scalars.count, scalars[index + 1] == "{" {
                    body(.text("{"), scanner.quote)
                    _ = scanner.classify("{")
                    index += 2
                    continue
                }
                if !scanner.escaping, let end = nameEnd(in: scalars, after: index) {
                    body(.parameter(String(String.UnicodeScalarView(scalars[(index + 1)..<end]))), scanner.quote)
                    index = end + 1
                    continue
                }
            }
            if !inComment, scanner.classify(scalar) == .commentStart { inComment = true }
            body(.text(scalar), scanner.quote)
            index += 1
        }
    }

    /// The index of the `}` closing a name that starts after the `{` at `open`; nil when none does.
    private static func nameEnd(in scalars: [Unicode.Scalar], after open: Int) -> Int? {
        var index = open + 1
        while index < scalars.count, isNameScalar(scalars[index]) { index += 1 }
        return index > open + 1 && index < scalars.count && scalars[index] == "}" ? index : nil
    }
}

/// Why a script's parameters could not be filled.
public enum ScriptParameterError: Error, Hashable, Sendable {
    /// The script uses these names and no value was given for them.
    case missing([String])
}

/// Reads `name=value` words given after a script.
public enum ScriptParameters {
    /// The name and value of a `name=value` word; nil when it is not one.
    public static func parse(_ word: String) -> (name: String, value: String)? {
        guard !word.hasPrefix("-"), let equals = word.firstIndex(of: "=") else { return nil }
        let name = word[..<equals]
        guard ScriptTemplate.isName(name) else { return nil }
        return (String(name), String(word[word.index(after: equals)...]))
    }
}
