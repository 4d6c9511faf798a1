import Testing
@testable import DogCore

@Suite struct CommandLineSyntaxTests {
    @Test(arguments: [
        ("open labrador", ["open labrador"]),
        ("open labrador; back", ["open labrador", " back"]),
        ("open labrador;back;", ["open labrador", "back"]),
        ("  ", []),
        ("# just a comment", []),
        ("ls # comment; back", ["ls "]),
        ("search \"a;b\"; back", ["search \"a;b\"", " back"]),
        ("search 'a#b'", ["search 'a#b'"]),
        ("search a\\;b", ["search a\\;b"]),
        ("search a#b", ["search a#b"]),
        ("back;#comment", ["back"]),
        (";;", []),
    ])
    func statements(line: String, expected: [String]) {
        #expect(CommandLineSyntax.statements(line) == expected)
    }

    @Test(arguments: [
        ("open labrador", "open labrador"),
        ("ls # comment; back", "ls "),
        ("# just a comment", ""),
        ("search 'a#b' # c", "search 'a#b' "),
        ("search \"x # y\"", "search \"x # y\""),
        ("search a#b", "search a#b"),
        ("search a\\#b", "search a\\#b"),
        ("back;#comment", "back;"),
    ])
    func uncommented(line: String, expected: String) {
        #expect(CommandLineSyntax.uncommented(line) == expected)
    }

    @Test(arguments: [
        ("open labrador", ["open", "labrador"]),
        ("  open   afghan   hound ", ["open", "afghan", "hound"]),
        ("search \"golden retriever\"", ["search", "golden retriever"]),
        ("search 'it''s'", ["search", "its"]),
        ("search \"say \\\"hi\\\"\"", ["search", "say \"hi\""]),
        ("search a\\ b", ["search", "a b"]),
        ("favorites export 'my dogs.json'", ["favorites", "export", "my dogs.json"]),
        ("search \"\"", ["search", ""]),
        ("ls # trailing comment", ["ls"]),
        ("", []),
    ])
    func words(statement: String, expected: [String]) throws {
        #expect(try CommandLineSyntax.words(statement) == expected)
    }

    @Test(arguments: ["search \"golden", "search 'x", "open \"a\" \"b"])
    func unterminatedQuote(statement: String) {
        #expect(throws: CommandError.unterminatedQuote) { try CommandLineSyntax.words(statement) }
    }
}

/// Completion splits the line being typed with the parser's own rules.
@Suite struct TypedStatementTests {
    @Test(arguments: [
        ("", [], "", "", ""),
        ("ope", [], "ope", "ope", ""),
        ("open ", ["open"], "", "", ""),
        ("open afg", ["open"], "afg", "afg", "afg"),
        ("open golden  re", ["open", "golden"], "re", "re", "golden  re"),
        ("open labrador; open pu", ["open"], "pu", "pu", "pu"),
        ("search \"golden re", ["search"], "\"golden re", "golden re", "\"golden re"),
        ("save 1 my\\ do", ["save", "1"], "my\\ do", "my do", "1 my\\ do"),
        ("open 'a;b' x", ["open", "a;b"], "x", "x", "'a;b' x"),
        ("open ;", [], "", "", ""),
    ] as [(String, [String], String, String, String)])
    func splitsTheLastStatement(line: String, words: [String], partial: String, text: String, afterFirst: String) {
        let typed = CommandLineSyntax.typedStatement(line)
        #expect(typed.words == words)
        #expect(typed.partial == partial)
        #expect(typed.partialText == text)
        #expect(typed.afterFirstWord == afterFirst)
        #expect(!typed.inComment)
    }

    @Test func nothingCompletesInAComment() {
        #expect(CommandLineSyntax.typedStatement("open pug # lab").inComment)
        #expect(!CommandLineSyntax.typedStatement("open pug#lab").inComment, "# inside a word is text")
    }

    /// A quote or `;` stays syntax with a combining mark after it: the scanner reads scalars, not
    /// Characters, in which the two would be one.
    @Test func aCombiningMarkDoesNotHideSyntax() throws {
        #expect(CommandLineSyntax.statements("search a;\u{301}b") == ["search a", "\u{301}b"])
        #expect(try CommandLineSyntax.words("search '\u{301}x y'") == ["search", "\u{301}x y"])
    }

    @Test(arguments: [
        ("pug", "pug"), ("golden retriever", "'golden retriever'"), ("", "''"), ("it's", "'it'\\''s'"), ("a;b", "'a;b'"),
        ("#x", "'#x'"), ("x#", "'x#'"), ("é", "é"), ("a\nb", "'a\nb'"),
    ])
    func aQuotedValueReadsBackAsOneWord(value: String, quoted: String) throws {
        #expect(CommandLineSyntax.quoted(value) == quoted)
        #expect(try CommandLineSyntax.words("open " + quoted) == ["open", value])
    }

    /// The byte-wise split of plain lines gives what the scanner gives, on every line of a random
    /// mix of words, whitespace (CR LF included), controls, non-ASCII letters and syntax.
    @Test func plainLinesSplitAsTheScannerSplitsThem() throws {
        let pieces = ["open", "lab", " ", "  ", "\t", "\r\n", "\n", "\u{0B}", "\u{01}", "é", "犬", "\u{3000}", "2", "-x", "#", ";", "\"", "'", "\\", "a#b"]
        var generator = SeededGenerator(seed: 28)
        var plain = 0
        for _ in 0..<5_000 {
            let line = (0..<Int.random(in: 0...7, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let scanned = try? CommandLineSyntax.scannedWords(line)
            #expect((try? CommandLineSyntax.words(line)) == scanned, "\(line.debugDescription)")
            #expect(CommandLineSyntax.statements(line) == CommandLineSyntax.scannedStatements(line), "\(line.debugDescription)")
            if let words = CommandLineSyntax.plainWords(line) {
                plain += 1
                #expect(words == scanned, "\(line.debugDescription)")
            }
        }
        #expect(plain > 500, "the random lines include many plain ones")
    }
}
