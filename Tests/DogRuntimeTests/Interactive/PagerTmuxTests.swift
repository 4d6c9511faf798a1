import DogCore
import DogTerminal
import Foundation
import Testing

/// Output taller than the window goes through the pager at a real terminal, and the prompt comes
/// back when the person leaves it.
@Suite struct PagerTmuxTests {
    /// No variable names a pager: less runs, as `less -FRXK`.
    static let less = ["DOGSH_PAGER": "", "PAGER": ""]

    /// Whether less waits at its prompt, on the last row.
    static func lessWaits(_ screen: String) -> Bool {
        screen.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.isEmpty } == ":"
    }

    /// The first heading `help` shows, in the case's language.
    static func firstHeading(_ terminal: TerminalCase) -> String {
        terminal.strings.text(.helpGroupMoving)
    }

    /// `help` is taller than every window here: it opens in less at its first line, `q` leaves,
    /// and the prompt is back and takes a command.
    @Test(arguments: TerminalCase.all)
    func helpGoesThroughThePagerAndQBringsThePromptBack(_ terminal: TerminalCase) async throws {
        let tmux = try await terminal.start(environment: Self.less)
        try tmux.submit("help")
        let paged = try await tmux.waitFor(Self.lessWaits)
        #expect(paged.contains(Self.firstHeading(terminal)), "the pager starts at help's first line:\n\(paged)")
        try tmux.type("q")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        try tmux.submit("where")
        try await tmux.waitFor { $0.contains("dogsh> where") && InteractiveTests.lastLine($0) == "dogsh>" }
    }

    /// Ctrl-C in the pager returns to the prompt, with the terminal as it was: typing shows.
    @Test(arguments: TerminalCase.all.filter { $0.width == 60 })
    func ctrlCInThePagerReturnsToThePrompt(_ terminal: TerminalCase) async throws {
        let tmux = try await terminal.start(environment: Self.less)
        try tmux.submit("help find")
        try await tmux.waitFor(Self.lessWaits)
        try tmux.press("C-c")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        try tmux.type("wher")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh> wher" }
    }

    /// Where less is not installed and no variable names a pager, dogsh's own more prompt pages:
    /// Space shows the next window, `q` stops, and the prompt is back.
    @Test(arguments: TerminalCase.all.filter { $0.height == 15 })
    func withoutLessDogshsOwnMorePromptPages(_ terminal: TerminalCase) async throws {
        let tmux = try await terminal.start(environment: Self.less.merging(["PATH": Support.temporaryFolder()]) { $1 })
        let more = String(terminal.strings.text(.pagerMore, ["percent": 0]).prefix(5))
        try tmux.submit("help")
        let first = try await tmux.waitFor { InteractiveTests.lastLine($0).hasPrefix(more) }
        #expect(first.contains(Self.firstHeading(terminal)))
        try tmux.type(" ")
        try await tmux.waitFor { InteractiveTests.lastLine($0).hasPrefix(more) && !$0.contains(Self.firstHeading(terminal)) }
        try tmux.type("q")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
    }

    /// Output that fits is not paged; `--no-pager` and `pager off` keep long output out of the
    /// pager too; and a pager that cannot run leaves the output whole, with the reason.
    @Test func onlyWhatDoesNotFitIsPagedAndOnlyWhenAsked() async throws {
        let terminal = TerminalCase.all[1]
        let tmux = try await terminal.start(environment: Self.less)
        try tmux.submit("where")
        try await tmux.waitFor { $0.contains("dogsh> where") && InteractiveTests.lastLine($0) == "dogsh>" }
        try tmux.submit("pager")
        let said = try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" && $0.contains("less -FRXK") }
        #expect(said.contains("auto ("), "the setting in force is said:\n\(said)")
        try tmux.submit("pager off")
        try tmux.submit("help")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" && $0.contains("help all") }

        let flagged = try await terminal.start(environment: Self.less, arguments: ["--seed", "1", "--no-pager"])
        try flagged.submit("help")
        try await flagged.waitFor { InteractiveTests.lastLine($0) == "dogsh>" && $0.contains("help all") }

        let missing = try await terminal.start(environment: ["DOGSH_PAGER": "no-such-pager -x", "PAGER": ""])
        try missing.submit("help")
        let failed = try await missing.waitFor(history: true) { InteractiveTests.lastLine($0) == "dogsh>" && $0.contains("no-such-pager") }
        #expect(failed.contains(Self.firstHeading(terminal)) && failed.contains("help all"), "the output is all there:\n\(failed)")
    }

    /// `-c` at a terminal pages as git does, and ends when the pager is left; with `--json` nothing is paged.
    @Test func dashCAtATerminalPagesAndJSONNever() async throws {
        let terminal = TerminalCase.all[3]
        let tmux = try await Tmux.start(width: terminal.width, height: terminal.height, environment: terminal.environment(Self.less), arguments: ["-c", "help"])
        let paged = try await tmux.waitFor(Self.lessWaits)
        #expect(paged.contains(Self.firstHeading(terminal)))
        try tmux.type("q")
        try await tmux.waitForExit()

        let records = try await Tmux.start(
            width: terminal.width, height: terminal.height, environment: terminal.environment(Self.less), arguments: ["--json", "-c", "help"], underShell: true
        )
        try await records.waitFor(history: true) { InteractiveTests.lastLine($0) == Tmux.shellPrompt && $0.contains("\"type\"") }
    }
}
