import Foundation
import Testing

/// Two windows, one set of favorites: a shell at a terminal and `dogsh -c` runs on the same data folder.
@Suite struct TwoWindowsTests {
    @Test func favoritesAnotherProcessChangesShowByTheNextPromptAndTheScreenIsRedrawn() async throws {
        let tmux = try Tmux(width: 100)
        let data = ["XDG_DATA_HOME": tmux.home + "/data"]
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        try tmux.submit("favorites")
        try await tmux.waitFor { $0.contains("No favorites yet.") && InteractiveTests.lastLine($0) == "dogsh favorites>" }

        // The file does not exist yet: the other process creates it.
        let added = try await Support.run(["-c", "open pug; fav"], environment: data)
        #expect(added.status == 0)
        try tmux.press("Enter")
        // The message is written before the prompt is drawn again: wait for both.
        let first = try await tmux.waitFor {
            $0.contains("Another dogsh changed your favorites; you have 1 favorite now.") && InteractiveTests.lastLine($0) == "dogsh favorites>"
        }
        #expect(first.contains("Favorites: 1 favorite\n"), "the favorites screen on show is drawn again")
        #expect(first.contains("  1 ★ Pug (the breed)"))
        #expect(InteractiveTests.lastLine(first) == "dogsh favorites>")

        let more = try await Support.run(["-c", "open akita; fav; favorites import /dev/null"], environment: data)
        #expect(more.status == 1, "the import of an empty file fails after the fav is stored")
        try tmux.submit("where")
        let second = try await tmux.waitFor { $0.contains("you have 2 favorites now.") }
        #expect(second.contains("Favorites: 2 favorites\n"))

        // This shell writes too: the full store takes over, and still sees the other process.
        try tmux.submit("unfav 1")
        try await tmux.waitFor { $0.contains("Removed Akita from your favorites.") }
        _ = try await Support.run(["-c", "open hound; fav"], environment: data)
        try tmux.press("Enter")
        let third = try await tmux.waitFor {
            $0.contains("you have 2 favorites now.") && $0.contains("Hound · hound") && InteractiveTests.lastLine($0) == "dogsh favorites>"
        }
        #expect(InteractiveTests.lastLine(third) == "dogsh favorites>")

        let exported = tmux.home + "/exported.json"
        try tmux.submit("favorites export \(exported)")
        // The typed command names the file too: wait for the message that it was written.
        try await tmux.waitFor { $0.contains("Exported 2 favorites to") }
        let file = try String(contentsOfFile: exported, encoding: .utf8)
        #expect(file.contains("\"hound\"") && file.contains("\"pug\"") && !file.contains("akita"), "the file and the screen agree")
    }
}
