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

    /// `statements`, character by character through the scanner.
    static func scannedStatements(_ line: String) -> [String] {
        var statements: [String] = []
        var current = ""
        var scanner = Scanner()
        for character in line {
            switch scanner.classify(character) {
            case .separator:
                statements.append(current)
                current = ""
            case .commentStart:
                statements.append(current)
                return statements.filter(isMeaningful)
            case .text:
                current.append(character)
            }
        }
        statements.append(current)
        return statements.filter(isMeaningful)
    }

    /// The line up to its comment, if it has one: the `#` that starts a word outside quotes, and all after it.
    public static func uncommented(_ line: String) -> String {
        var scanner = Scanner()
        var kept = ""
        for character in line {
            if scanner.classify(character) == .commentStart { return kept }
            kept.append(character)
        }
        return kept
    }

    /// Splits one statement into words, removing quotes and escapes.
    public static func words(_ statement: String) throws(CommandError) -> [String] {
        if let plain = plainWords(statement) { return plain }
        return try scannedWords(statement)
    }

    /// `words`, character by character through the scanner.
    static func scannedWords(_ statement: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var scanner = Scanner()
        for character in statement {
            let before = scanner
            switch scanner.classify(character) {
            case .separator, .commentStart:
                if inWord { words.append(current) }
                return words
            case .text:
                if before.quote == nil, !before.escaping, character.separatesWords {
                    if inWord { words.append(current) }
                    current = ""
                    inWord = false
                    continue
                }
                inWord = true
                if before.escaping || !scanner.isSyntax(character, before: before) {
                    current.append(character)
                }
            }
        }
        if scanner.quote != nil { throw .unterminatedQuote }
        if inWord { words.append(current) }
        return words
    }

    /// The last statement of a line still being typed, as tab completion reads it.
    ///
    /// Statements, quotes, escapes and comments follow the same rules as `statements` and
    /// `words`; an unterminated quote is simply still open.
    public static func typedStatement(_ line: String) -> TypedStatement {
        var typed = TypedStatement()
        var word = ""
        var raw = ""
        var inWord = false
        var scanner = Scanner()
        for character in line {
            let before = scanner
            switch scanner.classify(character) {
            case .separator:
                typed = TypedStatement()
                (word, raw, inWord) = ("", "", false)
            case .commentStart:
                typed.inComment = true
                return typed
            case .text:
                if typed.inComment { continue }
                if before.quote == nil, !before.escaping, character.separatesWords {
                    if inWord { typed.words.append(word) }
                    if !typed.words.isEmpty { typed.afterFirstWord.append(character) }
                    (word, raw, inWord) = ("", "", false)
                    continue
                }
                inWord = true
                raw.append(character)
                if typed.words.count >= 1 { typed.afterFirstWord.append(character) }
                if before.escaping || !scanner.isSyntax(character, before: before) { word.append(character) }
            }
        }
        typed.partial = raw
        typed.partialText = word
        typed.afterFirstWord = String(typed.afterFirstWord.drop { $0.separatesWords })
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

    /// Tracks quoting and escaping while characters stream past.
    private struct Scanner {
        enum Role { case text, separator, commentStart }

        var quote: Character?
        var escaping = false
        var atWordStart = true

        mutating func classify(_ character: Character) -> Role {
            defer { atWordStart = quote == nil && !escaping && (character.separatesWords || character == ";") }
            if escaping {
                escaping = false
                return .text
            }
            if let open = quote {
                if character == open { quote = nil }
                else if character == "\\", open == "\"" { escaping = true }
                return .text
            }
            switch character {
            case "\\": escaping = true
            case "\"", "'": quote = character
            case ";": return .separator
            case "#" where atWordStart: return .commentStart
            default: break
            }
            return .text
        }

        /// True when the character only steers quoting or escaping and is not part of the word.
        func isSyntax(_ character: Character, before: Scanner) -> Bool {
            if let open = before.quote {
                return character == open || (character == "\\" && open == "\"")
            }
            return character == "\\" || character == "\"" || character == "'"
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

extension Character {
    /// Whether the character separates words: what `isWhitespace` says, answered for ASCII without
    /// Unicode's property tables, which took 4.5 % of a 20,000-line replay (perf, issue 28).
    var separatesWords: Bool {
        if let ascii = asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return isWhitespace
    }
}
