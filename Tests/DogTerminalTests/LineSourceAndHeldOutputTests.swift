import DogTerminal
import Testing

/// Lines held in memory, and the output held while the first prompt is on the screen before the session exists.
@Suite struct LineSourceAndHeldOutputTests {
    @Test func aScriptGivesItsLinesThenTheEnd() async {
        let source = ScriptLineSource(text: "open pug\n\nback")
        #expect(source.isInteractive == false)
        var inputs: [LineInput] = []
        for _ in 0..<5 { inputs.append(await source.readLine(prompt: "dogsh> ")) }
        #expect(inputs == [.line("open pug"), .line(""), .line("back"), .end, .end])
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
