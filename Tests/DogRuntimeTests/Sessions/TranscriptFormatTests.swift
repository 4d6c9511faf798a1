import DogCore
import DogTerminal
import Testing
@testable import DogRuntime

@Suite struct TranscriptFormatTests {
    @Test func parsesCommandsOutputsOptionsAndComments() throws {
        let text = """
        # A comment
        #| seed = 7
        #| width=60
        #| page-size = 5

        $ open pug
        Pug · pug
          Group  Toy

        $
        $ back
        """
        let transcript = try TranscriptParser.parse(text, path: "t.t")
        #expect(transcript.options.seed == 7 && transcript.options.width == 60 && transcript.options.pageSize == 5)
        #expect(transcript.preamble == ["# A comment", "#| seed = 7", "#| width=60", "#| page-size = 5", ""])
        #expect(transcript.steps == [
            Transcript.Step(command: "open pug", expected: ["Pug · pug", "  Group  Toy"], line: 6, trailingBlankLines: 1),
            Transcript.Step(command: "", expected: [], line: 10),
            Transcript.Step(command: "back", expected: [], line: 11),
        ])
    }

    @Test(arguments: [
        ("output\n$ ls", 1, LocalizationKey.transcriptErrorOutputBeforeCommand),
        ("# fine\n\nstray\n$ ls", 3, .transcriptErrorOutputBeforeCommand),
        ("#| colour = red\n$ ls", 1, .transcriptErrorUnknownOption),
        ("#| seed = many\n$ ls", 1, .transcriptErrorBadValue),
        ("#| width = 0\n$ ls", 1, .transcriptErrorBadValue),
        ("#| width = abc\n$ ls", 1, .transcriptErrorBadValue),
        ("#| rows = 0\n$ ls", 1, .transcriptErrorBadValue),
        ("# ok\n#| lang = xx\n$ ls", 2, .transcriptErrorBadValue),
        ("#| json = yes\n$ ls", 1, .transcriptErrorBadValue),
        ("# only comments\n", 1, .transcriptErrorNoCommands),
    ])
    func rejectsMalformedTranscripts(text: String, line: Int, key: LocalizationKey) {
        do {
            _ = try TranscriptParser.parse(text, path: "bad.t")
            Issue.record("accepted a malformed transcript")
        } catch {
            guard case let .syntax(path, actualLine, reason) = error else { Issue.record("\(error)"); return }
            #expect(path == "bad.t" && actualLine == line && reason.key == key)
        }
    }

    /// A known option with a bad value names the option, the value and what it takes; an unknown
    /// one lists every option the format has, `rows` included.
    @Test func optionErrorsSayWhatIsWrong() {
        let strings = Strings()
        func reason(_ text: String) -> String {
            do {
                _ = try TranscriptParser.parse(text + "\n$ ls", path: "t.t")
                return "accepted"
            } catch {
                guard case let .syntax(_, _, reason) = error else { return "\(error)" }
                return strings.format(reason)
            }
        }
        #expect(reason("#| lang = xx") == "bad value for lang: “xx” (en, de, es, ja)")
        #expect(reason("#| width = abc") == "bad value for width: “abc” (a whole number above 0)")
        #expect(reason("#| seed = x") == "bad value for seed: “x” (a whole number from 0)")
        #expect(reason("#| colour = red") == "unknown option “colour” (known: \(TranscriptParser.optionNames.joined(separator: ", ")))")
        #expect(TranscriptParser.optionNames.contains("rows"))
        // Every option the recorder writes is one the parser knows.
        #expect(Set(["seed", "width", "page-size", "rows", "lang", "images", "json", "source", "thedogapi-url"]).isSubset(of: Set(TranscriptParser.optionNames)))
    }

    /// A diff's hunks name the transcript file's own lines, blank separator lines counted.
    @Test func hunkHeadersUseTheFilesLineNumbers() throws {
        let text = ["#| seed = 1", "", "$ one", "a", "", "$ two", "b", "", "$ three", "c", "", "", "$ four", "d", "", "$ five", "old", "", "$ six", "f"]
        let transcript = try TranscriptParser.parse(text.joined(separator: "\n"), path: "t.t")
        let result = TranscriptResult(transcript: transcript, actual: [["a"], ["b"], ["c"], ["d"], ["new"], ["f"]])
        let hunk = try #require(result.diff.first { $0.hasPrefix("@@") })
        let changed = try #require(text.firstIndex(of: "old")) + 1
        let start = try #require(Int(hunk.dropFirst(4).prefix { $0.isNumber }))
        #expect(changed - start <= 3 && changed >= start, "the hunk \(hunk) starts within 3 lines of line \(changed)")
        #expect(result.diff.contains("-old") && result.diff.contains("+new"))
        #expect(hunk == "@@ -14,7 +14,7 @@", "three lines of context each side, counted as the file counts them")
    }

    @Test(arguments: [
        (["a", "b"], ["a", "b"], true),
        (["a", "b"], ["a"], false),
        (["a"], ["a", "b"], false),
        (["id [..] end"], ["id 42 end"], true),
        (["id [..] end"], ["id 42 end!"], false),
        (["[..]"], ["anything"], true),
        (["[..]x[..]y"], ["axbyc"], false),
        (["[..]x[..]y"], ["axby"], true),
        (["a", "...", "z"], ["a", "b", "c", "z"], true),
        (["a", "...", "z"], ["a", "z"], true),
        (["a", "..."], ["a"], true),
        (["...", "q"], ["x", "y"], false),
        (["..."], [], true),
        ([], [], true),
    ])
    func matchesWildcards(expected: [String], actual: [String], matches: Bool) {
        #expect(TranscriptMatcher.matches(expected: expected, actual: actual) == matches)
    }

    /// A `{name}` no variable fills is an error naming its line, in a command or an option; `{{` is a brace.
    @Test func anUnfilledVariableIsAnErrorAtItsLine() throws {
        let transcript = try TranscriptParser.parse("#| seed = 1\n#| source = {server}\n$ search {{x}\n$ open {breed}\n", path: "t.t")
        #expect(TranscriptRunner.unfilledVariable(in: transcript, given: [:]) == .unfilledVariables(path: "t.t", line: 2, names: ["server"]))
        #expect(TranscriptRunner.unfilledVariable(in: transcript, given: ["server": "http://127.0.0.1:1"]) == .unfilledVariables(path: "t.t", line: 4, names: ["breed"]))
        #expect(TranscriptRunner.unfilledVariable(in: transcript, given: ["server": "http://127.0.0.1:1", "breed": "pug"]) == nil)
        #expect(TranscriptRunner.unfilledVariable(in: transcript, given: ["server": "s", "breed": "b"])?.isUsageError != true)
    }

    /// A refreshed transcript names a variable only where the recorded text did: a value that
    /// happens to appear elsewhere (`retriever/golden`) stays as printed.
    @Test func aRefreshedTranscriptNamesVariablesOnlyWhereTheRecordedTextDid() throws {
        let text = "$ search {q}\nSearch “{q}”: 1 result\n$ open 1\nGolden Retriever · retriever golden\n  old line\n"
        let transcript = try TranscriptParser.parse(text, path: "t.t")
        let variables = TranscriptVariables(["q": "golden"])
        let result = TranscriptResult(transcript: transcript, actual: [
            ["Search “golden”: 1 result", "  1   Golden Retriever · golden"], ["Golden Retriever · retriever golden", "  images/retriever-golden/1.jpg"],
        ], variables: variables)
        #expect(!result.passed)
        #expect(result.recorded.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
            "$ search {q}", "Search “{q}”: 1 result", "  1   Golden Retriever · {q}", "",
            "$ open 1", "Golden Retriever · retriever golden", "  images/retriever-golden/1.jpg", "",
        ], "the step that named {q} names it in its new lines; the other step's lines stay as printed")
        #expect(TranscriptMatcher.lineMatches(pattern: "Search “{q}”: [..]", "Search “golden”: 1 result", variables: variables))
        #expect(!TranscriptMatcher.lineMatches(pattern: "retriever/golden", "retriever/{q}", variables: variables))
    }

    /// A value is named back only as a whole word: `{q}` = `e` names `“e”`, never the e of `Search`.
    @Test(arguments: [
        ("e", "Search “e”: 145 results", "Search “{q}”: 145 results"),
        ("e", "e", "{q}"),
        ("golden", "retriever/golden", "retriever/{q}"),
        ("golden", "goldendoodle golden", "goldendoodle {q}"),
        ("http://127.0.0.1:9", "http://127.0.0.1:9/breeds/x.jpg", "{q}/breeds/x.jpg"),
        ("/tmp/a", "/tmp/a/x.json and /tmp/ab", "{q}/x.json and /tmp/ab"),
    ])
    func aValueIsNamedOnlyAsAWholeWord(value: String, line: String, named: String) {
        #expect(TranscriptVariables.replacingWhole(value, with: "{q}", in: line) == named)
    }

    /// A command's variables are filled as data: a value holding `;`, quotes or `#` stays one word.
    @Test(arguments: ["golden; where", "x' ; where; '", "a\" ; where", "# where", "a\nwhere"])
    func aVariableInACommandIsOneWord(value: String) throws {
        let filled = try TranscriptVariables(["q": value]).filledCommand("search {q}")
        let statements = CommandLineSyntax.statements(filled)
        #expect(statements.count == 1, "\(filled): \(statements)")
    }

    @Test func unifiedDiffShowsHunksWithContext() {
        #expect(UnifiedDiff.lines(from: ["a"], to: ["a"], oldLabel: "x", newLabel: "y").isEmpty)
        let old = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
        var new = old
        new[4] = "five"
        #expect(UnifiedDiff.lines(from: old, to: new, oldLabel: "old", newLabel: "new") == [
            "--- old", "+++ new", "@@ -2,7 +2,7 @@", " 2", " 3", " 4", "-5", "+five", " 6", " 7", " 8",
        ])
        #expect(UnifiedDiff.lines(from: [], to: ["x"], oldLabel: "a", newLabel: "b") == ["--- a", "+++ b", "@@ -0,0 +1,1 @@", "+x"])
        let far = UnifiedDiff.lines(from: old + old, to: ["0"] + old + old + ["11"], oldLabel: "a", newLabel: "b")
        #expect(far.filter { $0.hasPrefix("@@") }.count == 2, "distant changes get separate hunks")
    }

    /// Applies a unified diff's hunks to the old lines, as `patch` would.
    static func apply(_ diff: [String], to old: [String]) -> [String] {
        var result: [String] = []
        var next = 0
        for line in diff.dropFirst(2) {
            if line.hasPrefix("@@") {
                let start = Int(line.dropFirst(4).prefix { $0.isNumber }) ?? 0
                let begin = max(0, start - 1)
                result += old[next..<max(next, begin)]
                next = max(next, begin)
            } else if line.hasPrefix(" ") {
                result.append(String(line.dropFirst()))
                next += 1
            } else if line.hasPrefix("-") {
                next += 1
            } else if line.hasPrefix("+") {
                result.append(String(line.dropFirst()))
            }
        }
        return result + old[min(next, old.count)...]
    }

    @Test(arguments: 0..<20)
    func aDiffTurnsTheOldLinesIntoTheNew(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let old = (0..<Int.random(in: 0...40, using: &generator)).map { _ in String(Int.random(in: 0...6, using: &generator)) }
        var new = old
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            switch Int.random(in: 0...2, using: &generator) {
            case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            case 1: new.insert("x\(Int.random(in: 0...3, using: &generator))", at: Int.random(in: 0...new.count, using: &generator))
            default: if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &generator)] = "changed" }
            }
        }
        let diff = UnifiedDiff.lines(from: old, to: new, oldLabel: "a", newLabel: "b")
        #expect(diff.isEmpty == (old == new))
        if !diff.isEmpty { #expect(Self.apply(diff, to: old) == new, "\(old) -> \(new): \(diff)") }
    }

    @Test func longTranscriptsDiffQuickly() {
        let old = (0..<20_000).map { "line \($0)" }
        var new = old
        new[10_000] = "changed"
        new.insert("added", at: 15_000)
        let started = ContinuousClock.now
        let diff = UnifiedDiff.lines(from: old, to: new, oldLabel: "a", newLabel: "b")
        #expect(ContinuousClock.now - started < .seconds(10), "a table of every pair of lines would be 400 million cells")
        #expect(diff.filter { $0.hasPrefix("@@") }.count == 2)
    }
}
