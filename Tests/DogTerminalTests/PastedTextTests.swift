import Testing
@testable import DogTerminal

/// A paste made into one line to edit: lines joined as statements, nothing in it a key.
@Suite struct PastedTextTests {
    static func line(_ text: String, asciiOnly: Bool = false) -> String {
        PastedText.line(from: Array(text.utf8), asciiOnly: asciiOnly)
    }

    @Test(arguments: [
        ("open pug", "open pug"),
        ("open pug\n", "open pug"),
        ("open pug\r", "open pug"),
        ("open pug\nwhere", "open pug; where"),
        ("open pug\r\nwhere\r\n", "open pug; where"),
        ("open pug\rwhere\r", "open pug; where"),
        ("\n\nopen pug\n\n  \n\twhere\n\n", "open pug; where"),
        ("quit\n", "quit"),
        ("open pug;\nwhere", "open pug; where"),
        ("open pug   \n   where  ", "open pug; where  "),
        ("  open pug", "  open pug"),
        ("\n", ""),
        ("", ""),
    ])
    func linesJoinAsStatementsAndNoNewlineIsLeft(paste: String, line: String) {
        #expect(Self.line(paste) == line)
    }

    @Test(arguments: [
        ("open\tpug", "open pug"),
        ("open pug\u{07}\u{08}\u{04}\u{03}\u{00}\u{7F}", "open pug"),
        ("\u{1B}[31mopen\u{1B}[0m pug", "open pug"),
        ("open\u{1B}[1;5D pug", "open pug"),
        ("open pug\u{1B}", "open pug"),
        ("open \u{1B}bpug", "open pug"),
        ("open\u{1B}\npug", "open; pug"),
        ("open \u{9B}pug\u{85}", "open pug"),
        ("open\u{1B}[200~ pug", "open pug"),
    ])
    func tabsAreSpacesAndControlCharactersAndEscapeSequencesAreDropped(paste: String, line: String) {
        #expect(Self.line(paste) == line)
    }

    @Test(arguments: [
        ("# the pug\nopen pug\n", "open pug"),
        ("open pug # the pug\nwhere # the stack\n", "open pug; where # the stack"),
        ("search 'a # b'\nwhere", "search 'a # b'; where"),
    ])
    func aCommentEndsAtItsLineInsteadOfHidingTheLinesAfterIt(paste: String, line: String) {
        #expect(Self.line(paste) == line)
    }

    @Test func textBeyondASCIIIsKeptOrMarkedForALocaleThatReadsASCII() {
        #expect(Self.line("search frisé\nopen 柴犬") == "search frisé; open 柴犬")
        #expect(Self.line("search frisé", asciiOnly: true) == "search fris?")
        #expect(PastedText.line(from: Array("open ".utf8) + [0xFF, 0xC3]) == "open \u{FFFD}\u{FFFD}")
    }
}
