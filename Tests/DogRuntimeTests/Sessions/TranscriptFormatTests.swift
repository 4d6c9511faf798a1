import DogCore
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
            Transcript.Step(command: "open pug", expected: ["Pug · pug", "  Group  Toy"], line: 6),
            Transcript.Step(command: "", expected: [], line: 10),
            Transcript.Step(command: "back", expected: [], line: 11),
        ])
    }

    @Test(arguments: [
        ("output\n$ ls", 1, LocalizationKey.transcriptErrorOutputBeforeCommand),
        ("# fine\n\nstray\n$ ls", 3, .transcriptErrorOutputBeforeCommand),
        ("#| colour = red\n$ ls", 1, .transcriptErrorUnknownOption),
        ("#| seed = many\n$ ls", 1, .transcriptErrorUnknownOption),
        ("#| width = 0\n$ ls", 1, .transcriptErrorUnknownOption),
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
