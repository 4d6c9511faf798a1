import DogTestServer
import DogTestSupport
import Foundation
import Testing

/// Ctrl-C, Ctrl-D and Ctrl-Z in every state the prompt can be in, in bash's job control as a person runs dogsh.
///
/// Ctrl-C cancels what is active and keeps the session and its stack; Ctrl-D leaves only from
/// an empty line and otherwise deletes the character under the cursor; Ctrl-Z stops dogsh, and
/// `fg` brings back the prompt with the text and the cursor where they were.
@Suite struct ControlKeysTests {
    /// A state the prompt can be in, and how to reach it from a fresh session.
    enum State: String, CaseIterable, CustomTestStringConvertible {
        case emptyLine = "an empty line"
        case halfTypedLine = "a half-typed line"
        case cursorInsideLine = "the cursor inside the line"
        case historySearch = "a Ctrl-R search"
        case completionList = "a completion list"
        case runningCommand = "a command fetching, with its spinner"

        var testDescription: String { rawValue }

        /// What the pane's last line shows in the state.
        var line: String {
            switch self {
            case .emptyLine: "dogsh pug>"
            case .halfTypedLine, .cursorInsideLine: "dogsh pug> open ak"
            case .historySearch: "(history) 'pu': open pug"
            case .completionList: "dogsh pug> open bo"
            case .runningCommand: "⠿ Fetching images of Pug…"
            }
        }

        /// Keys typed at `dogsh pug>` (or, fetching, at `dogsh>`) to reach the state.
        var keys: String {
            switch self {
            case .emptyLine: ""
            case .halfTypedLine: "open ak"
            case .cursorInsideLine: "open ak\u{01}"
            case .historySearch: "\u{12}pu"
            case .completionList: "open bo\t\t"
            case .runningCommand: "open pug\r"
            }
        }
    }

    /// A key dogsh must handle in every state.
    enum Key: String, CaseIterable, CustomTestStringConvertible {
        case ctrlC = "\u{03}", ctrlD = "\u{04}", ctrlZ = "\u{1A}"
        var testDescription: String { self == .ctrlC ? "Ctrl-C" : self == .ctrlD ? "Ctrl-D" : "Ctrl-Z" }
    }

    /// What follows a key in a state.
    enum Outcome: Equatable {
        /// The session goes on; the pane's last line reads this, and typing `x` then shows the
        /// cursor's place in the second line.
        case goesOn(line: String, afterTypingX: String)
        /// dogsh stops and bash reports it; after `fg` the line and cursor come back.
        case stops(afterFgAndX: String)
        /// dogsh ends and bash's prompt returns.
        case exits
    }

    /// One row of the table: a state, a key, and what must follow.
    struct Row: CustomTestStringConvertible {
        let state: State, key: Key, outcome: Outcome
        init(_ state: State, _ key: Key, _ outcome: Outcome) {
            (self.state, self.key, self.outcome) = (state, key, outcome)
        }
        var testDescription: String { "\(key.testDescription) in \(state.testDescription)" }
    }

    /// Every state × every key, and what must follow.
    static let table: [Row] = [
        Row(.emptyLine, .ctrlC, .goesOn(line: "dogsh pug>", afterTypingX: "dogsh pug> x")),
        Row(.emptyLine, .ctrlD, .exits),
        Row(.emptyLine, .ctrlZ, .stops(afterFgAndX: "dogsh pug> x")),
        Row(.halfTypedLine, .ctrlC, .goesOn(line: "dogsh pug>", afterTypingX: "dogsh pug> x")),
        Row(.halfTypedLine, .ctrlD, .goesOn(line: "dogsh pug> open ak", afterTypingX: "dogsh pug> open akx")),
        Row(.halfTypedLine, .ctrlZ, .stops(afterFgAndX: "dogsh pug> open akx")),
        Row(.cursorInsideLine, .ctrlC, .goesOn(line: "dogsh pug>", afterTypingX: "dogsh pug> x")),
        Row(.cursorInsideLine, .ctrlD, .goesOn(line: "dogsh pug> pen ak", afterTypingX: "dogsh pug> xpen ak")),
        Row(.cursorInsideLine, .ctrlZ, .stops(afterFgAndX: "dogsh pug> xopen ak")),
        Row(.historySearch, .ctrlC, .goesOn(line: "dogsh pug>", afterTypingX: "dogsh pug> x")),
        Row(.historySearch, .ctrlD, .goesOn(line: "dogsh pug> open pug", afterTypingX: "dogsh pug> open pugx")),
        Row(.historySearch, .ctrlZ, .stops(afterFgAndX: "dogsh pug> x")),
        Row(.completionList, .ctrlC, .goesOn(line: "dogsh pug>", afterTypingX: "dogsh pug> x")),
        Row(.completionList, .ctrlD, .goesOn(line: "dogsh pug> open bo", afterTypingX: "dogsh pug> open box")),
        Row(.completionList, .ctrlZ, .stops(afterFgAndX: "dogsh pug> open box")),
        // Ctrl-C stops the opening, as a browser's Stop does: the person stays on the breeds list.
        Row(.runningCommand, .ctrlC, .goesOn(line: "dogsh>", afterTypingX: "dogsh> x")),
        Row(.runningCommand, .ctrlD, .goesOn(line: "dogsh pug>", afterTypingX: "dogsh pug> x")),
        Row(.runningCommand, .ctrlZ, .stops(afterFgAndX: "dogsh pug> x")),
    ]

    @Test func theTableHoldsEveryStateAndKeyOnce() {
        let pairs = Self.table.map { "\($0.state)/\($0.key)" }
        #expect(Set(pairs).count == State.allCases.count * Key.allCases.count)
        #expect(pairs.count == Set(pairs).count)
    }

    @Test(arguments: table)
    func eachKeyInEachStateKeepsTheSessionAsItShould(row: Row) async throws {
        let (state, key, outcome) = (row.state, row.key, row.outcome)
        let server = state == .runningCommand ? try await TestServerProcess.start(arguments: ["--fault", "/api/breed/pug=latency:6s"]) : nil
        let source = server.map { ["--source", $0.url.absoluteString] } ?? []
        let tmux = try await Tmux.start(width: 100, height: 30, arguments: ["--seed", "1"] + source, underShell: true)
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        if state != .runningCommand {
            try tmux.submit("open pug")
            try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh pug>" }
        }
        try tmux.type(state.keys)
        try await tmux.type(key.rawValue, once: { Self.spinnerAgnostic(InteractiveTests.lastLine($0)) == state.line })
        switch outcome {
        case .goesOn(let line, let afterTypingX):
            // A command that runs on finishes before its prompt comes back.
            try await tmux.waitFor { InteractiveTests.lastLine($0) == line }
            try tmux.type("x")
            try await tmux.waitFor { InteractiveTests.lastLine($0) == afterTypingX }
            try tmux.type("\u{15}where\r")
            let (stack, prompt) = line.hasPrefix("dogsh pug>") ? ("[1] breeds › pug", "dogsh pug>") : ("breeds", "dogsh>")
            try await tmux.waitFor { Self.trimmed($0).contains("> where\n\(stack)\n") && InteractiveTests.lastLine($0) == prompt }
        case .stops(let afterFgAndX):
            let stopped = try await tmux.waitFor { $0.contains("Stopped") && InteractiveTests.lastLine($0) == Tmux.shellPrompt }
            #expect(!stopped.contains("Fetching images of Pug…"), "the spinner's line was cleared before dogsh stopped: \(stopped)")
            try tmux.submit("fg")
            if state == .runningCommand {
                try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh pug>" }
            }
            try tmux.type("x")
            try await tmux.waitFor { InteractiveTests.lastLine($0) == afterFgAndX }
        case .exits:
            try await tmux.waitFor { InteractiveTests.lastLine($0) == Tmux.shellPrompt }
            let screen = try tmux.screen()
            #expect(!screen.contains("Stopped"), "dogsh ended rather than stopping")
            try tmux.submit("jobs; echo jobs-done")
            let jobs = try await tmux.waitFor { $0.contains("\njobs-done") }
            #expect(!jobs.contains("dogsh --seed"), "no job is left behind")
        }
    }

    /// The screen with the spaces at the ends of its lines removed; a shortened line leaves them.
    static func trimmed(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    /// The line with the spinner's frame replaced by a fixed one, so any frame matches.
    static func spinnerAgnostic(_ line: String) -> String {
        guard let first = line.unicodeScalars.first, (0x2800...0x28FF).contains(first.value) else { return line }
        return "⠿" + line.dropFirst()
    }
}
