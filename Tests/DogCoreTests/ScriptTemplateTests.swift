import Testing
@testable import DogCore

/// `--script` files: their seed line, their `{name}` parameters and `{{`, and the lines a recording writes.
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
        ("lang {lang}\nopen {breed-name_2}", ["lang": "de", "breed-name_2": "hound afghan"], "lang de\nopen hound afghan"),
        ("# about {breed}\nopen {breed}", ["breed": "pug"], "# about {breed}\nopen pug"),
        ("  # indented {x} comment", [:], "  # indented {x} comment"),
        ("open {breed}", ["breed": ""], "open "),
        ("open {breed}", ["breed": "{x}"], "open {x}"),
        ("open pug", ["unused": "1"], "open pug"),
        ("open {a{b}", ["b": "x"], "open {ax"),
        ("search {nö}", ["nö": "1"], "search 1"),
        ("search {é b}", [:], "search {é b}"),
        ("a {x}\n\t# {x}\n{x}", ["x": "1"], "a 1\n\t# {x}\n1"),
        ("{x}{{x}}{x}", ["x": "1"], "1{x}}1"),
    ] as [(String, [String: String], String)])
    func parametersAreFilled(text: String, values: [String: String], expected: String) throws {
        #expect(try ScriptTemplate(text: text).filled(with: values) == expected)
    }

    @Test func everyMissingParameterIsNamedInTheOrderItFirstAppears() {
        let template = ScriptTemplate(text: "open {breed}\nlang {lang}\ninfo {breed}")
        #expect(template.parameterNames == ["breed", "lang"])
        #expect(throws: ScriptParameterError.missing(["breed", "lang"])) { try template.filled(with: [:]) }
        #expect(throws: ScriptParameterError.missing(["lang"])) { try template.filled(with: ["breed": "pug"]) }
        #expect(template.unused(["lang", "extra", "breed", "other"]) == ["extra", "other"])
    }

    @Test func namesPastTheSixteenthAreEachNamedOnceInOrderToo() throws {
        let names = (0..<40).map { "p\($0)" }
        let text = (names + names.reversed()).map { "open {\($0)}" }.joined(separator: "\n")
        let template = ScriptTemplate(text: text)
        #expect(template.parameterNames == names)
        let values = Dictionary(uniqueKeysWithValues: names.map { ($0, $0.uppercased()) })
        #expect(try template.filled(with: values) == (names + names.reversed()).map { "open \($0.uppercased())" }.joined(separator: "\n"))
    }

    @Test(arguments: [
        ("#| seed = 42\nopen pug", 42 as UInt64?, [] as [Int]),
        ("# a comment\n\n#|seed=7\nrandom", 7, []),
        ("#| seed = x\n#| width = 60\nrandom", nil, [1, 2]),
        ("random\n#| seed = 9", nil, []),
        ("open pug", nil, []),
        ("#| seed = 18446744073709551615\n", UInt64.max, []),
    ] as [(String, UInt64?, [Int])])
    func optionLinesBeforeTheFirstCommandSetTheSeed(text: String, seed: UInt64?, unknownLines: [Int]) {
        let template = ScriptTemplate(text: text)
        #expect(template.seed == seed)
        #expect(template.unknownOptions.map(\.line) == unknownLines)
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
            #expect(try ScriptTemplate(text: line).filled(with: ["thedogapi-key": "sk-123"]) == statement, "a replay types the same statement")
        }
    }

    @Test func theHeaderSaysHowToReplayAndHoldsTheSeed() {
        #expect(RecordedScript.header(path: "t.dogsh", seed: 7, source: nil) == ["# Recorded by dogsh. Replay: dogsh --script t.dogsh", "#| seed = 7"])
        #expect(RecordedScript.header(path: "t.dogsh", seed: 7, source: "dogceo")[0] == "# Recorded by dogsh. Replay: dogsh --source dogceo --script t.dogsh")
        #expect(ScriptTemplate(text: RecordedScript.header(path: "t.dogsh", seed: 99, source: "dogceo").joined(separator: "\n")).seed == 99)
        #expect(RecordingSecret(name: "k", value: "") == nil && RecordingSecret(name: "k", value: nil) == nil)
    }
}
