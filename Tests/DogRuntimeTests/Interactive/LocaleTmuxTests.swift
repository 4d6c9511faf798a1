import DogCore
import DogTerminal
import Foundation
import Testing

/// Typing works in every UTF-8 locale, installed or not; only a terminal whose encoding is not
/// UTF-8 gets ASCII, and then every byte of it.
@Suite struct LocaleTmuxTests {
    /// Under a UTF-8 locale this machine lacks, ä, ß, é, ñ and a kana are typed and shown whole,
    /// Backspace deletes a whole character, `open schäferhund` opens the German Shepherd, and
    /// `where` keeps its `›`. (libedit read such input as U+FFFD pairs: `sch\U+FFFD\U+FFFDferhund`.)
    @Test(arguments: TerminalCase.all)
    func typingWorksUnderAnUninstalledUTF8Locale(_ terminal: TerminalCase) async throws {
        let tmux = try await terminal.start()
        try tmux.type("# äßéñカ")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh> # äßéñカ" }
        try tmux.press("BSpace", "BSpace")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh> # äßé" }
        try tmux.press("C-u")
        try tmux.type("open schäferhund")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh> open schäferhund" }
        for _ in 0..<8 { try tmux.press("BSpace") }
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh> open sch" }
        try tmux.submit("äferhund")
        let name = terminal.strings.breedName(BreedRef("germanshepherd"), fallback: "German Shepherd Dog")
        // The card is taller than the smaller windows: its title is looked for in what scrolled away
        // too; at 40 columns the prompt is cut short.
        let card = try await tmux.waitFor(history: true) { $0.contains(name) && InteractiveTests.lastLine($0).hasPrefix("dogsh germanshep") }
        #expect(!card.contains("\u{FFFD}"))
        // `where` names the screens with `›` between them (the prompt, at 40 columns, has room for the last alone).
        try tmux.submit("open hound; open afghan; where")
        try await tmux.waitFor { $0.contains(" › ") && InteractiveTests.lastLine($0).hasSuffix("afghan>") }
    }

    /// Where `LC_ALL`, `LC_CTYPE` and `LANG` name no UTF-8 encoding, every byte dogsh writes is
    /// ASCII: the welcome, cards, help, errors, the prompt and Tab's list, spelt as near as ASCII can.
    @Test(arguments: [["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""], ["LANG": "", "LC_ALL": "POSIX"], ["LANG": "", "LC_ALL": "", "LC_CTYPE": ""]])
    func aTerminalThatIsNotUTF8GetsASCIIOnly(locale: [String: String]) async throws {
        let tmux = try await Tmux.start(width: 60, height: 20, environment: locale.merging(["TERM": "xterm-256color"]) { $1 }, capturing: true)
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        for (line, answer) in [
            ("open germanshepherd", "German Shepherd Dog | germanshepherd"), ("open hound; open afghan", "dogsh hound > afghan>"),
            ("help find", "dogsh hound > afghan>"), ("compare labrador pug", "Labrador"), ("open xyzzy", "\"xyzzy\""),
            ("search bichon", "Bichon Frise"), ("home", "dogsh>"),
        ] {
            try tmux.submit(line)
            try await tmux.waitFor(history: true) { $0.contains(answer) && InteractiveTests.lastLine($0).hasPrefix("dogsh") && InteractiveTests.lastLine($0).hasSuffix(">") }
        }
        try tmux.type("fa")
        try tmux.press("Tab")
        try tmux.press("Tab")
        try await tmux.waitFor { $0.contains("favorites  Open your favorites") }
        let bytes = try await tmux.waitForBytes { String(decoding: $0, as: UTF8.self).contains("favorites  Open your favorites") }
        let beyond = bytes.enumerated().filter { $0.element >= 0x80 }
        #expect(beyond.isEmpty, "\(beyond.count) bytes beyond ASCII, the first at \(beyond.first?.offset ?? 0): \(String(decoding: bytes.prefix((beyond.first?.offset ?? 0) + 40).suffix(80), as: UTF8.self))")
    }
}
