import DogCore
import DogImaging
import Synchronization
import Testing
@testable import DogTerminal

/// Reading the terminal's answers to the graphics queries, and what `auto` makes of them.
@Suite struct TerminalAnswersTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: [
        ("\u{1B}[?62;4;22c", [62, 4, 22] as [Int]?, true),
        ("\u{1B}[?64;1;2;4;6;9;15;18;21;22c", [64, 1, 2, 4, 6, 9, 15, 18, 21, 22], true),
        ("\u{1B}[?62;22c", [62, 22], false),
        ("\u{1B}[?1;2c", [1, 2], false),
        ("\u{1B}[?65;1;9c", [65, 1, 9], false),
        ("\u{9B}?63;4c", [63, 4], true),
        ("", nil, false),
        ("\u{1B}[6;20;10t", nil, false),
    ] as [(String, [Int]?, Bool)])
    func deviceAttributes(text: String, attributes: [Int]?, sixel: Bool) {
        let bytes: [UInt8] = text.hasPrefix("\u{9B}") ? [0x9B] + Self.bytes(String(text.dropFirst())) : Self.bytes(text)
        let (answers, unfinished) = TerminalAnswers.parse(bytes)
        #expect(answers.attributes == attributes)
        #expect(answers.hasSixel == sixel)
        #expect(answers.isComplete == (attributes != nil))
        #expect(unfinished.isEmpty)
    }

    @Test func everyAnswerAtOnce() {
        let reply = "\u{1B}[6;20;10t\u{1B}[?1;0;256S\u{1B}[?2;0;1000;1000S\u{1B}[?62;4;22c"
        let answers = TerminalAnswers.parse(Self.bytes(reply)).answers
        #expect(answers.cell == PixelSize(width: 10, height: 20))
        #expect(answers.colorRegisters == 256)
        #expect(answers.sixelLimit == PixelSize(width: 1000, height: 1000))
        #expect(answers.hasSixel)
        #expect(answers.otherInput.isEmpty)
        let graphics = answers.graphics(fallbackCell: PixelSize(width: 8, height: 16))
        #expect(graphics == TerminalGraphics(cell: PixelSize(width: 10, height: 20), sixelLimit: PixelSize(width: 1000, height: 1000), colorRegisters: 256))
    }

    @Test(arguments: [
        // XTSMGRAPHICS: status 0 is success; 1 (unknown item), 2 (bad action) and 3 (failure) are answers with nothing to keep.
        ("\u{1B}[?2;3;0S", nil as Int?, nil as Int?, nil as Int?),
        ("\u{1B}[?1;1;0S", nil, nil, nil),
        ("\u{1B}[?1;0;1024S", nil, nil, 1024),
        ("\u{1B}[?2;0;800;480S", 800, 480, nil),
        ("\u{1B}[6;0;0t", nil, nil, nil),
    ] as [(String, Int?, Int?, Int?)])
    func graphicsAttributes(text: String, width: Int?, height: Int?, registers: Int?) {
        let answers = TerminalAnswers.parse(Self.bytes(text)).answers
        #expect(answers.sixelLimit == width.map { PixelSize(width: $0, height: height ?? 0) })
        #expect(answers.colorRegisters == registers)
        #expect(answers.graphics(fallbackCell: nil).colorRegisters == min(256, registers ?? 256))
    }

    @Test func keysTypedMeanwhileAreKeptApart() {
        let (answers, _) = TerminalAnswers.parse(Self.bytes("ls\u{1B}[A\u{1B}[?62;4c x"))
        #expect(answers.hasSixel)
        #expect(answers.otherInput == Self.bytes("ls\u{1B}[A x"), "an arrow key is no answer")
    }

    @Test func anAnswerCutInTwoIsReadWhenTheRestComes() {
        var answers = TerminalAnswers()
        let rest = answers.read(Self.bytes("\u{1B}[6;20;1"))
        #expect(rest == Self.bytes("\u{1B}[6;20;1"))
        #expect(answers.cell == nil)
        #expect(answers.read(rest + Self.bytes("0t\u{1B}")) == [0x1B])
        #expect(answers.read([0x1B] + Self.bytes("[?62;4c")).isEmpty)
        #expect(answers.cell == PixelSize(width: 10, height: 20))
        #expect(answers.isComplete && answers.hasSixel)
    }

    @Test func readingInTwoPiecesAnywhereGivesWhatReadingAtOnceGives() {
        let reply = Self.bytes("ab\u{1B}[6;20;10t\u{1B}[?2;0;800;600S\u{1B}[Dc\u{1B}[?1;0;256S\u{1B}[?62;4;22c")
        let whole = TerminalAnswers.parse(reply).answers
        #expect(whole.otherInput == Self.bytes("ab\u{1B}[Dc"))
        for split in 0...reply.count {
            var answers = TerminalAnswers()
            let rest = answers.read(Array(reply[..<split]))
            #expect(answers.read(rest + reply[split...]).isEmpty)
            #expect(answers == whole, "split at \(split)")
        }
    }

    @Test func anyBytesAreReadWithoutHarm() {
        var seed: UInt64 = 7
        for _ in 0..<2000 {
            let bytes = (0..<Int(seed % 40)).map { _ -> UInt8 in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                // Mostly the bytes answers are made of, so that sequences half-form.
                let pool: [UInt8] = [0x1B, 0x9B, 0x5B, 0x3F, 0x3B, 0x30, 0x34, 0x36, 0x63, 0x74, 0x53, 0x61, 0xFF]
                return pool[Int(seed >> 33) % pool.count]
            }
            var answers = TerminalAnswers()
            let rest = answers.read(bytes)
            #expect(rest.count <= bytes.count)
            if !bytes.contains(0x1B), !bytes.contains(0x9B) { #expect(answers.otherInput == bytes) }
        }
    }

    @Test(arguments: [
        // environment, terminal -> mode before asking, asks the terminal, kitty through tmux
        ([:], false, ImageMode.off, false, false),
        (["TERM": "dumb"], true, .off, false, false),
        (["TERM": "xterm-kitty"], true, .kitty, false, false),
        (["TERM": "xterm-ghostty"], true, .kitty, false, false),
        (["TERM_PROGRAM": "WezTerm"], true, .iterm, false, false),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .blocks, true, false),
        (["TERM": "foot"], true, .palette256, true, false),
        (["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "COLORTERM": "truecolor"], true, .blocks, true, false),
        (["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "KITTY_WINDOW_ID": "1"], true, .palette256, true, true),
        (["TERM_PROGRAM": "iTerm.app", "TMUX": "/tmp/t,1,0"], true, .palette256, true, false),
        // Not UTF-8: no cells, but sixel, whose escapes are ASCII, where the terminal has it.
        (["TERM": "xterm-256color", "LANG": "C"], true, .off, true, false),
    ] as [([String: String], Bool, ImageMode, Bool, Bool)])
    func autoDecidesWhatItCanBeforeAsking(environment: [String: String], terminal: Bool, mode: ImageMode, asks: Bool, kitty: Bool) {
        let environment = environment.merging(["LANG": "C.UTF-8"]) { given, _ in given }
        let choice = ImageMode.detect(environment: environment, isTerminal: terminal)
        #expect(choice == ImageModeChoice(mode: mode, asksTerminal: asks, kittyOutsideTmux: kitty))
    }

    @Test(arguments: [
        // The order of `auto`: kitty through tmux where it passes it on, then sixel where the terminal says so, then cells.
        (ImageModeChoice(mode: .blocks, asksTerminal: true), "\u{1B}[?62;4;22c", false, ImageMode.sixel),
        (ImageModeChoice(mode: .blocks, asksTerminal: true), "\u{1B}[?62;22c", false, .blocks),
        (ImageModeChoice(mode: .palette256, asksTerminal: true), nil, false, .palette256),
        (ImageModeChoice(mode: .palette256, asksTerminal: true, kittyOutsideTmux: true), "\u{1B}[?1;2;4c", true, .kitty),
        (ImageModeChoice(mode: .palette256, asksTerminal: true, kittyOutsideTmux: true), "\u{1B}[?1;2;4c", false, .sixel),
        (ImageModeChoice(mode: .palette256, asksTerminal: true, kittyOutsideTmux: true), "\u{1B}[?1;2c", false, .palette256),
        (.settled(.blocks), "\u{1B}[?62;4c", true, .blocks),
        (.settled(.off), "\u{1B}[?62;4c", false, .off),
    ] as [(ImageModeChoice, String?, Bool, ImageMode)])
    func askingSettlesTheModeInOrder(choice: ImageModeChoice, answer: String?, passes: Bool, mode: ImageMode) {
        let answers = answer.map { TerminalAnswers.parse(Self.bytes($0)).answers }
        #expect(choice.resolved(answers: answers, tmuxPassesThrough: passes) == mode)
    }

    @Test(arguments: [("1\n", true), ("on", true), ("all\n", true), ("0\n", false), ("off", false), ("", false)])
    func tmuxPassthroughAnswers(answer: String, passes: Bool) {
        #expect(TmuxOptions.passes(answer) == passes)
    }
}

/// Asking once a session, and never when the mode is settled.
@Suite struct ImageModeSettlerTests {
    final class Counter: Sendable {
        private let value = Mutex(0)
        func increment() { value.withLock { $0 += 1 } }
        var count: Int { value.withLock { $0 } }
    }

    @Test func theTerminalIsAskedOnceAndTheAnswerKept() async {
        let asked = Counter()
        let settler = ImageModeSettler(
            choice: ImageModeChoice(mode: .blocks, asksTerminal: true), environment: [:], knownCell: { nil },
            askTerminal: {
                asked.increment()
                return TerminalAnswers.parse(Array("\u{1B}[6;18;9t\u{1B}[?62;4c".utf8)).answers
            }
        )
        let first = await settler.settle()
        let second = await settler.settle()
        #expect(first.mode == .sixel && second == first)
        #expect(first.graphics.cell == PixelSize(width: 9, height: 18))
        #expect(asked.count == 1)
    }

    @Test func noAnswerKeepsCellsAndTheKernelsCellSize() async {
        let settler = ImageModeSettler(
            choice: ImageModeChoice(mode: .palette256, asksTerminal: true), environment: [:], knownCell: { PixelSize(width: 8, height: 17) },
            askTerminal: { TerminalAnswers() }
        )
        let settled = await settler.settle()
        #expect(settled.mode == .palette256)
        #expect(settled.graphics.cell == PixelSize(width: 8, height: 17))
    }

    @Test(arguments: [ImageMode.sixel, .blocks, .kitty, .off])
    func aNamedModeAsksNothing(mode: ImageMode) async {
        let asked = Counter()
        let settler = ImageModeSettler(
            choice: .settled(mode), environment: ["TMUX": "/tmp/t,1,0"], knownCell: { nil },
            askTerminal: { asked.increment(); return nil }, askTmux: { asked.increment(); return true }
        )
        let settled = await settler.settle()
        #expect(settled.mode == mode)
        #expect(settled.graphics.tmuxPassthrough == (mode == .kitty), "kitty named inside tmux is wrapped")
        #expect(asked.count == 0)
    }

    @Test(arguments: [true, false])
    func kittyInsideTmuxAsksTmuxFirst(passes: Bool) async {
        let asked = Counter()
        let settler = ImageModeSettler(
            choice: ImageModeChoice(mode: .blocks, asksTerminal: true, kittyOutsideTmux: true), environment: ["TMUX": "/tmp/t,1,0"],
            knownCell: { nil }, askTerminal: { asked.increment(); return TerminalAnswers.parse(Array("\u{1B}[?1;2c".utf8)).answers },
            askTmux: { passes }
        )
        let settled = await settler.settle()
        #expect(settled.mode == (passes ? .kitty : .blocks))
        #expect(settled.graphics.tmuxPassthrough == passes)
        #expect(asked.count == (passes ? 0 : 1), "the terminal is asked only when tmux does not pass kitty's escapes on")
    }
}
