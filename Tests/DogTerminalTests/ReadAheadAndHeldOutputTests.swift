import DogTerminal
import Testing

/// The pieces that let the first prompt show before the session exists.
@Suite struct ReadAheadAndHeldOutputTests {
    @Test func theLineReadAheadComesFirstThenTheSourceReadsOn() async {
        let source = ReadAheadLineSource(firstLine: "open pug", then: ScriptLineSource(lines: ["back", "quit"]))
        #expect(source.isInteractive == false, "it is as interactive as the source it wraps")
        var lines: [String] = []
        while let line = await source.readLine(prompt: "dogsh> ") { lines.append(line) }
        #expect(lines == ["open pug", "back", "quit"])
    }

    @Test func anEndReadAheadEndsInput() async {
        let source = ReadAheadLineSource(firstLine: nil, then: ScriptLineSource(lines: ["never read"]))
        #expect(await source.readLine(prompt: "dogsh> ") == nil)
    }

    @Test func heldOutputWaitsForItsReleaseThenPassesStraightOn() {
        let target = CapturedOutput()
        let held = HeldOutput(target)
        #expect(!held.isHolding)
        held.write(["a notice"], to: .error)
        held.write(["a line"], to: .standard)
        held.flush()
        #expect(target.lines.isEmpty, "nothing reaches the terminal before the release")
        #expect(held.isHolding)
        held.release()
        #expect(target.lines == ["a notice", "a line"])
        #expect(!held.isHolding)
        held.write(["later"], to: .standard)
        held.release()
        #expect(target.lines == ["a notice", "a line", "later"], "a second release repeats nothing")
    }

    @Test func aPromptReleasesWhatWasHeldBeforeIt() {
        let target = CapturedOutput()
        let held = HeldOutput(target)
        held.write(["a notice"], to: .error)
        held.writePrompt("dogsh> ")
        #expect(target.lines == ["a notice"])
    }
}
