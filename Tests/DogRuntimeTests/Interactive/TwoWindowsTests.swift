import DogCore
import Foundation
import Testing

/// Two windows, one set of favorites: a shell at a terminal and `dogsh -c` runs on the same data folder.
@Suite struct TwoWindowsTests {
    @Test func favoritesAnotherProcessChangesShowByTheNextPromptAndTheScreenIsRedrawn() async throws {
        let tmux = try await Tmux.start(width: 100)
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

    /// Two other shells add and remove the same favorite as fast as they can while this one does
    /// the same at a terminal: every line gets its answer and a prompt, and `where` answers after.
    ///
    /// Before writes answered with their own snapshot, a `fav` that another window had just made
    /// answered "already a favorite" and the shell never prompted again.
    @Test func racingWindowsNeverLeaveAShellWithoutAPrompt() async throws {
        let tmux = try await Tmux.start(width: 100)
        let data = ["XDG_DATA_HOME": tmux.home + "/data"]
        let racer = tmux.home + "/racer.dogsh"
        try (["open pug"] + (0..<40).map { $0.isMultiple(of: 2) ? "fav" : "unfav" }).joined(separator: "\n").write(
            toFile: racer, atomically: true, encoding: .utf8
        )
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        try tmux.submit("open pug")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh pug>" }
        // Each racer runs its script again and again until this shell's rounds are over.
        let done = Locked(false)
        let racers = (0..<2).map { _ in
            Task { () throws -> [Support.Outcome] in
                var runs: [Support.Outcome] = []
                // Forty changes, a breath, forty more: every round of the typed shell meets changes, and
                // the racers leave the machine room for everything else the suite runs.
                while !done.withLock({ $0 }) {
                    runs.append(try await Support.run(["--keep-going", "--script", racer], environment: data))
                    try await Task.sleep(for: .milliseconds(100))
                }
                return runs
            }
        }
        let answers = ["Added Pug to your favorites.", "Pug is already a favorite.", "Removed Pug from your favorites.", "Pug is not a favorite."]
        let rounds = 200
        for round in 1...rounds {
            try tmux.submit(round.isMultiple(of: 2) ? "unfav" : "fav")
            try await tmux.waitFor(history: true) { screen in
                let lines = screen.split(separator: "\n")
                return lines.count(where: { answers.contains(String($0)) }) >= round && InteractiveTests.lastLine(screen) == "dogsh pug>"
            }
        }
        done.withLock { $0 = true }
        for racer in racers {
            let runs = try await racer.value
            #expect(!runs.isEmpty && runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.standardError))")
        }
        try tmux.submit("where")
        try await tmux.waitFor { $0.contains("[1] breeds › pug") && InteractiveTests.lastLine($0) == "dogsh pug>" }
    }
}
