import Testing
@testable import DogCore

/// Lines as every source takes them: LF, CRLF and a lone CR end one; a byte-order mark is
/// dropped; a line past the limit is refused, never held; chunk boundaries change nothing.
@Suite struct LineSplitterTests {
    @Test(arguments: [
        ("open pug\nwhere\n", ["open pug", "where"]),
        ("open pug\r\nwhere\r\n", ["open pug", "where"]),
        ("open pug\rwhere\r", ["open pug", "where"]),
        ("open pug\r\n\r\nwhere", ["open pug", "", "where"]),
        ("a\n\rb", ["a", "", "b"]),
        ("\u{FEFF}open pug\n", ["open pug"]),
        ("\u{FEFF}", []),
        ("\u{FEFF}\u{FEFF}x", ["\u{FEFF}x"]),
        ("x\u{FEFF}", ["x\u{FEFF}"]),
        ("# comment\r\nopen pug\r\nfav\r\n", ["# comment", "open pug", "fav"]),
        ("", []),
        ("\n", [""]),
        ("no end", ["no end"]),
        ("é\r\n犬\r", ["é", "犬"]),
    ] as [(String, [String])])
    func linesEndAtEveryKindOfEnd(text: String, lines: [String]) {
        #expect(LineSplitter.lines(of: text) == lines.map(LineSplitter.Piece.line))
    }

    /// Every way of cutting a text into chunks gives the same lines as the whole text.
    @Test(arguments: ["a\r\nb\rc\n\u{FEFF}d", "\u{FEFF}one\r\n\r\ntwo\rthree", "\r\r\n\n", "\u{FEFF}x"])
    func chunkBoundariesChangeNothing(text: String) {
        let bytes = Array(text.utf8)
        let whole = LineSplitter.lines(of: text)
        for cut in 0...bytes.count {
            for secondCut in cut...bytes.count {
                var splitter = LineSplitter()
                var pieces = splitter.feed(Array(bytes[..<cut]))
                pieces += splitter.feed(Array(bytes[cut..<secondCut]))
                pieces += splitter.feed(Array(bytes[secondCut...]))
                if let last = splitter.finish() { pieces.append(last) }
                #expect(pieces == whole, "cut at \(cut) and \(secondCut)")
                #expect(splitter.lineNumber == whole.count)
            }
        }
    }

    @Test func aLineLongerThanTheLimitIsRefusedAndTheNextIsRead() {
        var splitter = LineSplitter(limit: 8)
        var pieces = splitter.feed(Array("short\n0123456".utf8))
        pieces += splitter.feed(Array("789abcdef\r\nafter\n12345678".utf8))
        if let last = splitter.finish() { pieces.append(last) }
        #expect(pieces == [.line("short"), .tooLong(bytes: 16), .line("after"), .line("12345678")])
        #expect(splitter.lineNumber == 4)
        #expect(LineSplitter.lines(of: "123456789", limit: 8) == [.tooLong(bytes: 9)])
    }
}
