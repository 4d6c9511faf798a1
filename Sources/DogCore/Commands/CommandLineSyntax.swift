/// The lexical rules of a command line: statements, words, quotes, escapes and comments.
///
/// `;` separates statements, `#` at the start of a word begins a comment, single and
/// double quotes group words, and a backslash escapes the next character.
public enum CommandLineSyntax {
    /// Splits a line into its statements at unquoted semicolons, dropping comments and blanks.
    public static func statements(_ line: String) -> [String] {
        if let plain = plainWords(line) { return plain.isEmpty ? [] : [line] }
        return scannedStatements(line)
    }

    /// `statements`, scalar by scalar through the scanner.
    static func scannedStatements(_ line: String) -> [String] {
        var statements: [String] = []
        var current = String.UnicodeScalarView()
        var scanner = Scanner()
        for scalar in line.unicodeScalars {
            switch scanner.classify(scalar) {
            case .separator:
                statements.append(String(current))
                current = String.UnicodeScalarView()
            case .commentStart:
                statements.append(String(current))
                return statements.filter(isMeaningful)
            case .text:
                current.append(scalar)
            }
        }
        statements.append(String(current))
        return statements.filter(isMeaningful)
    }

    /// The line up to its comment, if it has one: the `#` that starts a word outside quotes, and all after it.
    public static func uncommented(_ line: String) -> String {
        var scanner = Scanner()
        var kept = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            if scanner.classify(scalar) == .commentStart { return String(kept) }
            kept.append(scalar)
        }
        return String(kept)
    }

    /// Splits one statement into words, removing quotes and escapes.
    public static func words(_ statement: String) throws(CommandError) -> [String] {
        if let plain = plainWords(statement) { return plain }
        return try scannedWords(statement)
    }

    /// `words`, scalar by scalar through the scanner.
    static func scannedWords(_ statement: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var inWord = false
        var scanner = Scanner()
        for scalar in statement.unicodeScalars {
            let before = scanner
            switch scanner.classify(scalar) {
            case .separator, .commentStart:
                if inWord { words.append(String(current)) }
                return words
            case .text:
                if before.quote == nil, !before.escaping, scalar.separatesWords {
                    if inWord { words.append(String(current)) }
                    current = String.UnicodeScalarView()
                    inWord = false
                    continue
                }
                inWord = true
                if before.escaping || !scanner.isSyntax(scalar, before: before) {
                    current.append(scalar)
                }
            }
        }
        if scanner.quote != nil { throw .unterminatedQuote }
        if inWord { words.append(String(current)) }
        return words
    }

    /// The last statement of a line still being typed, as tab completion reads it.
    ///
    /// Statements, quotes, escapes and comments follow the same rules as `statements` and
    /// `words`; an unterminated quote is simply still open.
    public static func typedStatement(_ line: String) -> TypedStatement {
        var typed = TypedStatement()
        var word = String.UnicodeScalarView()
        var raw = String.UnicodeScalarView()
        var afterFirstWord = String.UnicodeScalarView()
        var inWord = false
        var scanner = Scanner()
        for scalar in line.unicodeScalars {
            let before = scanner
            switch scanner.classify(scalar) {
            case .separator:
                typed = TypedStatement()
                (word, raw, afterFirstWord, inWord) = (.init(), .init(), .init(), false)
            case .commentStart:
                typed.inComment = true
                typed.afterFirstWord = String(afterFirstWord)
                return typed
            case .text:
                if typed.inComment { continue }
                if before.quote == nil, !before.escaping, scalar.separatesWords {
                    if inWord { typed.words.append(String(word)) }
                    if !typed.words.isEmpty { afterFirstWord.append(scalar) }
                    (word, raw, inWord) = (.init(), .init(), false)
                    continue
                }
                inWord = true
                raw.append(scalar)
                if typed.words.count >= 1 { afterFirstWord.append(scalar) }
                if before.escaping || !scanner.isSyntax(scalar, before: before) { word.append(scalar) }
            }
        }
        typed.partial = String(raw)
        typed.partialText = String(word)
        typed.afterFirstWord = String(String(afterFirstWord).unicodeScalars.drop { $0.separatesWords })
        return typed
    }

    /// The words of a line of ASCII with none of `\ " ' ; #`, the common case, split byte by byte
    /// on whitespace; nil for any other line, which the scanner reads. Every line went character
    /// by character through grapheme breaking and the scanner, 9 % of a replay's time (perf, issue 28).
    static func plainWords(_ line: String) -> [String]? {
        var line = line
        return line.withUTF8 { bytes -> [String]? in
            var words: [String] = []
            var start: Int?
            for index in bytes.indices {
                switch bytes[index] {
                case 0x20, 0x09...0x0D:
                    if let first = start {
                        words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self))
                        start = nil
                    }
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ";"), UInt8(ascii: "#"), 0x80...:
                    return nil
                default:
                    if start == nil { start = index }
                }
            }
            if let first = start { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first...]), as: UTF8.self)) }
            return words
        }
    }

    private static func isMeaningful(_ statement: String) -> Bool {
        statement.contains { !$0.separatesWords }
    }

    /// Writes a value so that `words` reads it back as exactly that one word, whatever it holds:
    /// as it is when nothing in it is syntax, else in single quotes (a `'` in it written `'\''`, as
    /// sh does). Inside a quote already open (`quote`), it is escaped for that quote instead.
    ///
    /// A script's `{name}` parameters are filled with it, so a value is data and never syntax:
    /// `;`, quotes, `#` and newlines in it cannot end the word or start a statement.
    public static func quoted(_ value: String, inside quote: Unicode.Scalar? = nil) -> String {
        // Scalar by scalar, as the scanner reads: a quote with a combining mark after it is still a quote.
        switch quote {
        case "'":
            return escaping(value) { $0 == "'" ? "'\\''" : nil }
        case "\"":
            return escaping(value) { $0 == "\\" || $0 == "\"" ? "\\" + String($0) : nil }
        default:
            let plain = !value.isEmpty && !value.unicodeScalars.contains { $0.separatesWords || Self.syntax.contains($0) }
            return plain ? value : "'" + escaping(value) { $0 == "'" ? "'\\''" : nil } + "'"
        }
    }

    /// The scalars that steer the syntax outside quotes.
    /// Whether a text holds nothing a line reads as syntax (quotes, `\\`, `;`, `#`), so it can be written into a line as it is, spaces and all.
    public static func isPlainText(_ text: String) -> Bool {
        !text.unicodeScalars.contains { syntax.contains($0) }
    }

    private static let syntax: Set<Unicode.Scalar> = ["\\", "\"", "'", ";", "#"]

    /// The value with each scalar `replacement` names written as it says.
    private static func escaping(_ value: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = String.UnicodeScalarView()
        for scalar in value.unicodeScalars {
            if let written = replacement(scalar) { result.append(contentsOf: written.unicodeScalars) } else { result.append(scalar) }
        }
        return String(result)
    }

    /// Tracks quoting and escaping while scalars stream past.
    ///
    /// It reads Unicode scalars, not Characters: a combining mark after a quote or a `;` would
    /// otherwise make one Character with it, and the quote would no longer be seen as one.
    struct Scanner {
        enum Role { case text, separator, commentStart }

        var quote: Unicode.Scalar?
        var escaping = false
        var atWordStart = true

        mutating func classify(_ scalar: Unicode.Scalar) -> Role {
            defer { atWordStart = quote == nil && !escaping && (scalar.separatesWords || scalar == ";") }
            if escaping {
                escaping = false
                return .text
            }
            if let open = quote {
                if scalar == open { quote = nil }
                else if scalar == "\\", open == "\"" { escaping = true }
                return .text
            }
            switch scalar {
            case "\\": escaping = true
            case "\"", "'": quote = scalar
            case ";": return .separator
            case "#" where atWordStart: return .commentStart
            default: break
            }
            return .text
        }

        /// True when the scalar only steers quoting or escaping and is not part of the word.
        func isSyntax(_ scalar: Unicode.Scalar, before: Scanner) -> Bool {
            if let open = before.quote {
                return scalar == open || (scalar == "\\" && open == "\"")
            }
            return scalar == "\\" || scalar == "\"" || scalar == "'"
        }
    }
}

/// The last statement of a line being typed, split as the parser splits it, for tab completion.
public struct TypedStatement: Hashable, Sendable {
    /// The finished words, quotes and escapes removed.
    public var words: [String] = []
    /// The word under the cursor as typed, quotes included; empty after a space.
    public var partial = ""
    /// The word under the cursor, quotes and escapes removed.
    public var partialText = ""
    /// Everything typed after the first word, as typed, without the space before it.
    public var afterFirstWord = ""
    /// Whether the line ends inside a comment, where nothing completes.
    public var inComment = false
}

extension Unicode.Scalar {
    /// Whether the scalar separates words: Unicode's white space, answered for ASCII without
    /// Unicode's property tables, which took 4.5 % of a 20,000-line replay (perf, issue 28).
    var separatesWords: Bool {
        if isASCII { return value == 0x20 || (0x09...0x0D).contains(value) }
        return properties.isWhitespace
    }
}

extension Character {
    /// Whether the character separates words: each of its scalars does.
    var separatesWords: Bool {
        unicodeScalars.allSatisfy(\.separatesWords)
    }
}
