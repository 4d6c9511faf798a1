/// The lexical rules of a command line: statements, words, quotes, escapes and comments.
///
/// `;` separates statements, `#` at the start of a word begins a comment, single and
/// double quotes group words, and a backslash escapes the next character.
public enum CommandLineSyntax {
    /// Splits a line into its statements at unquoted semicolons, dropping comments and blanks.
    public static func statements(_ line: String) -> [String] {
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

    /// Splits one statement into words, removing quotes and escapes.
    public static func words(_ statement: String) throws(CommandError) -> [String] {
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
                if before.quote == nil, !before.escaping, character.isWhitespace {
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

    private static func isMeaningful(_ statement: String) -> Bool {
        statement.contains { !$0.isWhitespace }
    }

    /// Tracks quoting and escaping while characters stream past.
    private struct Scanner {
        enum Role { case text, separator, commentStart }

        var quote: Character?
        var escaping = false
        var atWordStart = true

        mutating func classify(_ character: Character) -> Role {
            defer { atWordStart = quote == nil && !escaping && (character.isWhitespace || character == ";") }
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
