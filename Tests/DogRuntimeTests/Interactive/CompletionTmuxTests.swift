import DogCore
import DogTerminal
import Foundation
import Testing

/// Tab at a real terminal: it completes and never replaces, lists every candidate with what it
/// is, offers `unfav` only favorites, takes a word of a name in the reader's language, and Ctrl-R
/// shows each line once.
@Suite struct CompletionTmuxTests {
    /// A word nothing completes stays as typed, and the bell rings: `open save` became `open chesapeake retriever`.
    @Test(arguments: TerminalCase.all)
    func aWordNothingCompletesStaysAsTypedAndTheBellRings(_ terminal: TerminalCase) async throws {
        let tmux = try await terminal.start(capturing: true)
        let before = tmux.capturedBytes().count
        try tmux.type("open save")
        try tmux.press("Tab")
        try await tmux.waitForBytes { $0.dropFirst(before).contains(0x07) }
        try tmux.press("Tab")
        try tmux.type("X")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh> open saveX" }
    }

    /// A word of a breed's name in the reader's language completes the breed: `open schäf` gives
    /// `open germanshepherd`, as `search schäf` finds it; `open ジャーマン シェ` does too.
    @Test(arguments: TerminalCase.all)
    func aWordOfATranslatedNameCompletesTheBreed(_ terminal: TerminalCase) async throws {
        let tmux = try await terminal.start()
        try tmux.type(terminal.language == .ja ? "open ジャーマン シェ" : "open schäf")
        try tmux.press("Tab")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh> open germanshepherd" }
    }

    /// The second Tab lists every candidate with a description: commands by their help, in the reader's language.
    @Test(arguments: TerminalCase.all)
    func everyCandidateInAListSaysWhatItIs(_ terminal: TerminalCase) async throws {
        let tmux = try await terminal.start()
        try tmux.type("fa")
        try tmux.press("Tab")
        try tmux.press("Tab")
        let help = [CommandName.fav, .favorites].map { String(terminal.strings.text(CommandTable.spec($0).helpKey).prefix(6)) }
        let listed = try await tmux.waitFor { screen in help.allSatisfy(screen.contains) && InteractiveTests.lastLine(screen) == "dogsh> fav" }
        for name in ["fav", "favs", "favorite", "favorites"] {
            let line = listed.split(separator: "\n").first { $0.split(separator: " ").first.map(String.init) == name }
            #expect(line.map { $0.split(separator: " ").count > 1 } == true, "\(name) has no description:\n\(listed)")
        }
    }

    /// `unfav` offers only what is a favorite: on a breed's screen, the one picture that is.
    @Test(arguments: TerminalCase.all.filter { $0.width == 80 })
    func unfavOffersOnlyTheFavorites(_ terminal: TerminalCase) async throws {
        let tmux = try await terminal.start()
        try tmux.submit("open pug; fav 2")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh pug>" }
        try tmux.type("unfav ")
        try tmux.press("Tab")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh pug> unfav 2" }
    }

    /// Ctrl-R steps back through distinct lines: `where` twice in the history is shown once.
    @Test(arguments: TerminalCase.all.filter { $0.width == 40 })
    func ctrlRShowsEachDistinctLineOnce(_ terminal: TerminalCase) async throws {
        let tmux = try await terminal.start()
        for line in ["where", "home", "where"] {
            try tmux.submit(line)
            try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" && $0.components(separatedBy: "dogsh> " + line).count > 1 }
        }
        try tmux.press("C-r")
        try tmux.type("h")
        try await tmux.waitFor { InteractiveTests.lastLine($0).hasSuffix(": where") }
        try tmux.press("C-r")
        try await tmux.waitFor { InteractiveTests.lastLine($0).hasSuffix(": home") }
        try tmux.press("C-r")
        try tmux.type("o")
        // Still `home`: the older `where` was shown already; typing narrows from the line on show.
        try await tmux.waitFor { InteractiveTests.lastLine($0).hasSuffix("'ho': home") }
    }
}
