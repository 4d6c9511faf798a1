import Testing
@testable import DogCore

/// `--script` files: their option lines, their `{name}` parameters filled as data, `{{`, and the lines a recording writes.
@Suite struct ScriptTemplateTests {
    @Test(arguments: [
        ("open {breed}", ["breed": "akita"], "open akita"),
        ("open {breed}; info {breed}", ["breed": "akita"], "open akita; info akita"),
        ("search {{breed}", [:], "search {breed}"),
        ("search {{{breed}}", ["breed": "pug"], "search {pug}"),
        ("search {not a name}", [:], "search {not a name}"),
        ("search { breed }", [:], "search { breed }"),
        ("search {", [:], "search {"),
        ("search }", [:], "search }"),
        ("open {breed-name_2}", ["breed-name_2": "hound afghan"], "open 'hound afghan'"),
        ("# about {breed}", [:], "# about {breed}"),
        ("  # indented {x} comment", [:], "  # indented {x} comment"),
        ("open pug # {x} in a comment", [:], "open pug # {x} in a comment"),
        ("open {breed}", ["breed": ""], "open ''"),
        ("open {breed}", ["breed": "{x}"], "open {x}"),
        ("open pug", ["unused": "1"], "open pug"),
        ("open {a{b}", ["b": "x"], "open {ax"),
        ("search {nö}", ["nö": "1"], "search 1"),
        ("search {é b}", [:], "search {é b}"),
        ("{x}{{x}}{x}", ["x": "1"], "1{x}}1"),
        ("open {breed}", ["breed": "labrador; fav labrador"], "open 'labrador; fav labrador'"),
        ("search {q}", ["q": "it's"], "search 'it'\\''s'"),
        ("search '{q} dog'", ["q": "a'b; c"], "search 'a'\\''b; c dog'"),
        ("search \"{q} dog\"", ["q": "a\"b\\c"], "search \"a\\\"b\\\\c dog\""),
        ("search \\{q}", ["q": "x"], "search \\{q}"),
        ("search \\{{q}", ["q": "x"], "search \\{q}"),
    ] as [(String, [String: String], String)])
    func parametersAreFilledAsOneWord(line: String, values: [String: String], expected: String) throws {
        #expect(try ScriptTemplate.filled(line, with: values) == expected)
    }

    @Test func everyMissingParameterIsNamedInTheOrderItFirstAppears() {
        #expect(ScriptTemplate.names(in: "open {breed}; lang {lang}; info {breed}") == ["breed", "lang", "breed"])
        #expect(ScriptTemplate.names(in: "# {commented}") == [])
        #expect(ScriptTemplate.names(in: "search '{quoted}'") == ["quoted"])
        #expect(throws: ScriptParameterError.missing(["breed", "lang"])) { try ScriptTemplate.filled("open {breed}; lang {lang}; info {breed}", with: [:]) }
        #expect(throws: ScriptParameterError.missing(["lang"])) { try ScriptTemplate.filled("open {breed}; lang {lang}", with: ["breed": "pug"]) }
    }

    /// Whatever a value holds (quotes, `;`, `#`, backslashes, newlines, combining marks after a
    /// quote, controls), the filled line is one statement whose word is exactly the value: no
    /// value starts a statement or splits a word, in every quoting context a script can put it in.
    @Test func noValueBecomesSyntax() throws {
        let pieces = ["a", " ", ";", "'", "\"", "\\", "#", "\n", "\r\n", "\u{301}", "é", "{", "}", "{x}", "\t", "\u{1B}", "\u{3000}", "fav pug", "'\u{301}"]
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<4_000 {
            let value = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for (template, prefix, suffix) in [("open {v}", "", ""), ("open '{v}'", "", ""), ("open \"{v}\"", "", ""), ("open x{v}y", "x", "y"), ("open '<{v}>'", "<", ">")] {
                let line = try ScriptTemplate.filled(template, with: ["v": value])
                let statements = CommandLineSyntax.statements(line)
                #expect(statements.count == 1, "\(template) with \(value.debugDescription) gave \(statements)")
                #expect(try CommandLineSyntax.words(statements.first ?? "") == ["open", prefix + value + suffix], "\(template) with \(value.debugDescription)")
            }
        }
    }

    /// The byte-wise reading of ASCII lines finds the names the scalar-wise walk finds, on a random mix of syntax.
    @Test func asciiLinesGiveTheNamesTheScannerGives() {
        let pieces = ["open", " ", "{x}", "{y-2}", "{{", "{", "}", "'", "\"", "\\", "#", ";", "\t", "a#b", "{ x}", "{x y}"]
        var generator = SeededGenerator(seed: 44)
        for _ in 0..<6_000 {
            var line = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(line.withUTF8(ScriptTemplate.asciiNames) == ScriptTemplate.walkedNames(line), "\(line.debugDescription)")
        }
        #expect("open {é}".utf8.withContiguousStorageIfAvailable(ScriptTemplate.asciiNames) == .some(nil), "a line beyond ASCII is the walk's")
    }

    @Test(arguments: [
        (["#| seed = 42", "open pug"], 42 as UInt64?, [] as [Int]),
        (["# a comment", "", "#|seed=7", "random"], 7, []),
        (["#| seed = x", "#| width = 60", "random"], nil, [1, 2]),
        (["random", "#| seed = 9"], nil, []),
        (["open pug"], nil, []),
        (["#| seed = 18446744073709551615"], UInt64.max, []),
    ] as [([String], UInt64?, [Int])])
    func optionLinesBeforeTheFirstCommandSetTheSeed(lines: [String], seed: UInt64?, unknownLines: [Int]) {
        let header = ScriptHeader(text: lines.joined(separator: "\r\n"))
        #expect(header.seed == seed)
        #expect(header.unknownOptions.map(\.line) == unknownLines)
    }

    @Test(arguments: [
        ("key=value", "key", "value"), ("breed=hound afghan", "breed", "hound afghan"), ("a=", "a", ""), ("x=y=z", "x", "y=z"),
        ("nö=1", "nö", "1"),
    ])
    func nameValueWordsAreParameters(word: String, name: String, value: String) throws {
        let parsed = try #require(ScriptParameters.parse(word))
        #expect(parsed.name == name && parsed.value == value)
    }

    @Test(arguments: ["value", "=x", "--lang=de", "-c=x", "a b=c", "{x}=1", ""])
    func otherWordsAreNot(word: String) {
        #expect(ScriptParameters.parse(word) == nil)
    }

    @Test(arguments: [
        ("open pug", false, "open pug"),
        ("open labardor", true, "# failed: open labardor"),
        ("search {x}", false, "search {{x}"),
        ("search sk-123 now", false, "search {thedogapi-key} now"),
        ("search {sk-123}", true, "# failed: search {{{thedogapi-key}}"),
    ])
    func recordedLinesReadBackAsTheyWereTyped(statement: String, failed: Bool, line: String) throws {
        let secret = try #require(RecordingSecret(name: "thedogapi-key", value: "sk-123"))
        #expect(RecordedScript.line(statement, failed: failed, secrets: [secret]) == line)
        if !failed {
            #expect(try ScriptTemplate.filled(line, with: ["thedogapi-key": "sk-123"]) == statement, "a replay types the same statement")
        }
    }

    @Test func theHeaderSaysHowToReplayAndHoldsTheSeed() {
        #expect(RecordedScript.header(path: "t.dogsh", seed: 7, source: nil) == ["# Recorded by dogsh. Replay: dogsh --script t.dogsh", "#| seed = 7"])
        #expect(RecordedScript.header(path: "t.dogsh", seed: 7, source: "dogceo")[0] == "# Recorded by dogsh. Replay: dogsh --source dogceo --script t.dogsh")
        #expect(ScriptHeader(text: RecordedScript.header(path: "t.dogsh", seed: 99, source: "dogceo").joined(separator: "\n")).seed == 99)
        #expect(RecordingSecret(name: "k", value: "") == nil && RecordingSecret(name: "k", value: nil) == nil)
    }
}
