import Foundation
import Testing

/// `record --transcript` at a real (tmux) terminal: colours, wrapping and the terminal's own page size are
/// what the person sees, and the transcript still passes `dogsh test` at once.
@Suite(.serialized) struct RecordingInteractiveTests {
    @Test func aTranscriptRecordedAtTheTerminalPassesAtOnce() async throws {
        let home = Support.temporaryFolder()
        let path = home + "/at-the-terminal.t"
        // No --seed: the session draws one, and the transcript must carry it. Colours are on (NO_COLOR unset).
        let tmux = try await Tmux.start(width: 52, height: 24, home: home, environment: ["NO_COLOR": "", "TERM": "xterm-256color"], arguments: ["--lang", "es"])
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.submit("search retr")
        try tmux.submit("record --transcript \(path)")
        try await tmux.waitFor { $0.contains("record stop") }
        for line in ["open 2", "more", "open labardor", "find weight<12 barking:low", "sort weight desc", "where"] {
            try tmux.submit(line)
        }
        try tmux.submit("record stop")
        try await tmux.waitFor { $0.contains("7 líneas") }
        let coloured = try tmux.screen(escapes: true)
        #expect(coloured.contains("\u{1B}["), "the terminal showed colours")
        try tmux.submit("quit")
        try await tmux.waitForExit()

        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!recorded.contains("\u{1B}"), "no colours in the transcript")
        #expect(recorded.components(separatedBy: "\n$ ").count == 8, "seven commands: \(recorded)")
        #expect(recorded.contains("$ open labardor\nNinguna raza se llama «labardor»."), "one line per message, though the terminal wrapped it")
        #expect(recorded.contains("#| width = 52\n#| page-size = ") && recorded.contains("#| lang = es\n"))
        #expect(recorded.range(of: #"#\| seed = \d+\n"#, options: .regularExpression) != nil)
        let checked = try await Support.run(["test", path])
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output.hasSuffix("1 correctas, 0 fallidas\n") || checked.output.hasSuffix("1 passed, 0 failed\n"), "\(checked.output)")
    }
}
