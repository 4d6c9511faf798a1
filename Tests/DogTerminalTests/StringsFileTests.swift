import Testing
@testable import DogTerminal

@Suite struct StringsFileTests {
    @Test func parsesPairsCommentsAndEscapes() throws {
        let text = """
        \u{FEFF}/* header */
        "a" = "one";   // trailing comment
        "b.c" = "quote \\" backslash \\\\ newline \\n tab \\t é \\U00E9";
        /* multi
           line */ "a" = "two";
        """
        #expect(try StringsFile.parse(text) == ["a": "two", "b.c": "quote \" backslash \\ newline \n tab \t é é"])
        #expect(try StringsFile.parse("") == [:])
    }

    @Test(arguments: [
        ("\"a\" = \"b\"", 1),
        ("\"a\" \"b\";", 1),
        ("\"a\" = \"b;\n", 2),
        ("/* never closed", 1),
        ("a = \"b\";", 1),
        ("\"a\" = \"\\Uzzzz\";", 1),
    ])
    func reportsTheLineOfASyntaxError(text: String, line: Int) {
        #expect(throws: StringsFile.SyntaxError(line: line)) { try StringsFile.parse(text) }
    }
}
