import DogTestSupport
import Foundation
import Testing

/// `clear` and Ctrl-L leave the prompt at the top of an otherwise empty screen; Ctrl-L keeps what was typed.
@Suite struct ClearScreenTests {
    /// The screen's lines with the trailing blank ones dropped.
    static func shown(_ screen: String) -> [String] {
        var lines = ControlKeysTests.trimmed(screen).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    @Test(arguments: ["xterm-256color", "tmux-256color"])
    func clearAndCtrlLLeaveThePromptAlone(term: String) async throws {
        let tmux = try await Tmux.start(width: 80, environment: ["TERM": term])
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        try tmux.submit("where")
        try await tmux.waitFor { ControlKeysTests.trimmed($0).contains("> where\nbreeds\ndogsh>") }
        try tmux.submit("clear")
        let cleared = try await tmux.waitFor { Self.shown($0) == ["dogsh>"] }
        #expect(Self.shown(cleared) == ["dogsh>"])

        try tmux.submit("where")
        try await tmux.waitFor { ControlKeysTests.trimmed($0).contains("> where\nbreeds\ndogsh>") }
        try tmux.type("open pu")
        try tmux.press("C-l")
        let redrawn = try await tmux.waitFor { Self.shown($0) == ["dogsh> open pu"] }
        #expect(Self.shown(redrawn) == ["dogsh> open pu"], "Ctrl-L kept the typed text")
        try tmux.type("g")
        try tmux.press("Enter")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh pug>" }
    }
}
