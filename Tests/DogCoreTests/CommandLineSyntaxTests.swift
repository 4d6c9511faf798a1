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
