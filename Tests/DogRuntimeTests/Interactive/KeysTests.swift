import Foundation
import Testing

/// Every key at a real terminal, sent as the raw bytes terminals send, under the TERM values people run.
@Suite struct KeysTests {
    static let terms = ["xterm-256color", "tmux-256color", "screen-256color", "linux", "rxvt-unicode-256color"]

    /// Ctrl-A and Ctrl-U, which every TERM sends alike: the start of the line, and clearing it.
    static let start = "\u{01}", clear = "\u{15}"

    /// One edit: text typed, then keys, then what the line must read.
    struct Edit: CustomTestStringConvertible {
        let name: String
        let steps: [String]
        let line: String
        var testDescription: String { name }
    }

    /// Every encoding of every key dogsh binds, each in an edit of its own whose result shows the key worked.
    static let edits: [Edit] = {
        var edits: [Edit] = []
        for (index, home) in ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~"].enumerated() {
            edits.append(Edit(name: "Home \(index)", steps: ["home\(index)", home, "^"], line: "^home\(index)"))
        }
        for (index, end) in ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~"].enumerated() {
            edits.append(Edit(name: "End \(index)", steps: ["end\(index)", start, end, "$"], line: "end\(index)$"))
        }
        edits.append(Edit(name: "Delete", steps: ["xdel", start, "\u{1B}[3~"], line: "del"))
        for (index, key) in ["\u{1B}[3;5~", "\u{1B}[3^"].enumerated() {
            edits.append(Edit(name: "Ctrl-Delete \(index)", steps: ["cut\(index) word", start, key], line: " word"))
        }
        for (index, key) in ["\u{1B}[1;5D", "\u{1B}[5D", "\u{1B}Od"].enumerated() {
            edits.append(Edit(name: "Ctrl-Left \(index)", steps: ["cl\(index) word", key, "_"], line: "cl\(index) _word"))
        }
        for (index, key) in ["\u{1B}[1;5C", "\u{1B}[5C", "\u{1B}Oc"].enumerated() {
            edits.append(Edit(name: "Ctrl-Right \(index)", steps: ["cr\(index) word", start, key, "_"], line: "cr\(index)_ word"))
        }
        for (index, key) in ["\u{1B}[1;3D", "\u{1B}\u{1B}[D"].enumerated() {
            edits.append(Edit(name: "Alt-Left \(index)", steps: ["al\(index) word", key, "_"], line: "al\(index) _word"))
        }
        for (index, key) in ["\u{1B}[1;3C", "\u{1B}\u{1B}[C"].enumerated() {
            edits.append(Edit(name: "Alt-Right \(index)", steps: ["ar\(index) word", start, key, "_"], line: "ar\(index)_ word"))
        }
        edits.append(Edit(name: "Alt-Backspace", steps: ["keep gone", "\u{1B}\u{7F}"], line: "keep"))
        edits.append(Edit(name: "Ctrl-W", steps: ["kept lost", "\u{17}"], line: "kept"))
        edits.append(Edit(name: "arrows in application mode", steps: ["arow", "\u{1B}OD", "\u{1B}OD", "r", "\u{1B}OC", "."], line: "arro.w"))
        let unknown = ["\u{1B}[15~", "\u{1B}[Z", "\u{1B}[2~", "\u{1B}OP", "\u{1B}[1;2A", "\u{1B}[I", "\u{1B}[[A", "\u{1B}[24;5~"]
        edits.append(Edit(name: "keys dogsh does not bind", steps: ["un"] + unknown + ["known"], line: "unknown"))
        return edits
    }()

    @Test(arguments: terms)
    func everyEncodingOfEveryKeyWorksAndNoneIsTyped(term: String) async throws {
        let tmux = try await Tmux.start(width: 100, environment: ["TERM": term])
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        for edit in Self.edits {
            try tmux.type(Self.clear)
            for step in edit.steps { try tmux.type(step) }
            let expected = "dogsh> " + edit.line
            do {
                try await tmux.waitFor { InteractiveTests.lastLine($0) == expected }
            } catch let timeout as Tmux.Timeout {
                Issue.record("\(term), \(edit.name): the line is not “\(edit.line)”: \(InteractiveTests.lastLine(timeout.screen))")
            }
        }
        #expect(tmux.isRunning)
    }

    /// Whether the screen ends at a prompt, the command's output above it; echoed lines may have scrolled away.
    static func settled(_ screen: String, at prompt: String, showing text: String) -> Bool {
        InteractiveTests.lastLine(screen) == prompt && screen.contains(text)
    }

    /// A terminal's answers that come after dogsh stopped waiting for them (a slow link) arrive
    /// as input at the prompt: each is swallowed whole, even one longer than a key's sequence,
    /// such as xterm's device attributes, and nothing of them is typed.
    @Test func lateTerminalAnswersAreSwallowedWhole() async throws {
        let tmux = try await Tmux.start(width: 100, height: 20)
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        try tmux.type("wh")
        try tmux.type("\u{1B}[6;20;10t\u{1B}[?1;0;256S\u{1B}[?2;0;800;600S\u{1B}[?63;1;2;4;6;9;15;16;22;28c")
        try tmux.type("ere")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh> where" }
        try tmux.press("Enter")
        let screen = try await tmux.waitFor { Self.settled($0, at: "dogsh>", showing: "breeds\ndogsh>") }
        #expect(!screen.contains("Unknown"), "\(screen)")
    }

    @Test func onAnEmptyLinePagingAndAltArrowsRunTheirCommands() async throws {
        let tmux = try await Tmux.start(width: 100, height: 20)
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        try tmux.type("\u{1B}[6~")
        try await tmux.waitFor { Self.settled($0, at: "dogsh>", showing: "page 2 of") }
        try tmux.type("\u{1B}[5~")
        try await tmux.waitFor { Self.settled($0, at: "dogsh>", showing: "page 1 of") }
        try tmux.submit("open hound")
        try await tmux.waitFor { Self.settled($0, at: "dogsh hound>", showing: "Basset Hound") }
        try tmux.type("\u{1B}[1;3D")
        try await tmux.waitFor { Self.settled($0, at: "dogsh>", showing: "page 1 of") }
        try tmux.type("\u{1B}\u{1B}[C")
        try await tmux.waitFor { Self.settled($0, at: "dogsh hound>", showing: "Basset Hound") }
        try tmux.type("x\u{1B}[6~")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh hound> x" }
        try await Task.sleep(for: .milliseconds(200))
        #expect(InteractiveTests.lastLine(try tmux.screen()) == "dogsh hound> x", "PageDown on a line with text does nothing")
    }

    @Test func upAndDownFindTheLinesStartingWithWhatWasTypedAndCtrlRSearches() async throws {
        let tmux = try await Tmux.start(width: 100, height: 20)
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        let lines = [("open pug", "dogsh pug>", "fav adds this breed"), ("back", "dogsh>", "page 1 of"), ("open hound", "dogsh hound>", "Basset Hound"),
                     ("home", "dogsh>", "page 1 of"), ("where", "dogsh>", "breeds\ndogsh>")]
        for (line, prompt, shown) in lines {
            try tmux.submit(line)
            try await tmux.waitFor { Self.settled($0, at: prompt, showing: shown) }
        }
        try tmux.type("open")
        try tmux.type("\u{1B}[A")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh> open hound" }
        try tmux.type("\u{1B}OA")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh> open pug" }
        try tmux.type("\u{1B}[B\u{1B}[B")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh> open" }
        try tmux.type(Self.clear + "\u{12}pen")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "(history) 'pen': open hound" }
        try tmux.type("\u{12}")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "(history) 'pen': open pug" }
        try tmux.type("\u{1B}")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        try tmux.type("\u{12}whe\r")
        try await tmux.waitFor { $0.components(separatedBy: "dogsh> where\nbreeds\n").count == 3 && InteractiveTests.lastLine($0) == "dogsh>" }
    }
}
