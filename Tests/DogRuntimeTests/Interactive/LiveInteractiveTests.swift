import DogTestServer
import DogTestSupport
import Foundation
import Testing

/// dogsh in a real terminal on a live source: the spinner, Ctrl-C during a fetch, the offline marker.
@Suite(.serialized) struct LiveInteractiveTests {
    static func lastLine(_ screen: String) -> String {
        screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }

    @Test func aSlowFetchShowsASpinnerAndCtrlCStopsIt() async throws {
        // A minute's latency: the fetch is still pending whenever a loaded machine gets the key in.
        let server = try await TestServerProcess.start(arguments: ["--fault", "/api/breed/pug=latency:60s"])
        let tmux = try await Tmux.start(width: 100, arguments: ["--seed", "1", "--source", server.url.absoluteString])
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.submit("open pug; where")
        let spinning = try await tmux.waitFor { $0.contains("Fetching images of Pug…") }
        #expect(spinning.contains("Loading the breed list") == false, "the list came quickly, so it showed no spinner")
        let started = Date()
        try await tmux.type("\u{03}", once: { $0.contains("Fetching images of Pug…") })
        let after = try await tmux.waitFor { Self.lastLine($0).hasPrefix("dogsh") && !$0.contains("Fetching images of Pug…") }
        #expect(Date().timeIntervalSince(started) < 20, "Ctrl-C did not wait for the server, a minute away")
        #expect(Tmux.imageTitles(after) == 0, "the prompt came back before the answer")
        #expect(!after.contains("[1] breeds › pug"), "the rest of the line was dropped")
        #expect(Self.lastLine(after) == "dogsh>", "the breed stopped while it opened was not opened: the person stays where they were")
        #expect(tmux.isRunning)
        // Opened again, the breed fetches afresh and shows its images.
        try await server.replaceFaults(with: [])
        try tmux.submit("open pug")
        try await tmux.waitFor { Tmux.imageTitles($0) == 1 && Self.lastLine($0) == "dogsh pug>" }
        try tmux.submit("ls")
        let listed = try await tmux.waitFor(history: true) { Self.lastLine($0) == "dogsh pug>" && Tmux.imageTitles($0) == 2 }
        #expect(!listed.contains("cancelled"), "ls shows the images, not a cancelled load")
    }

    /// A source that answers at once but sends a breed's images six seconds later is slow, not
    /// gone: the stand-in shows, the prompt waits, and when the live images come the page is
    /// drawn again at once with them, a line under it saying so.
    @Test func aSlowImageListWaitsAndIsNeverCalledOffline() async throws {
        let server = try await TestServerProcess.start(arguments: ["--fault", "/api/breed/beagle=latency:6s"])
        let tmux = try await Tmux.start(width: 100, environment: ["DOGSH_QUIET": "2"], arguments: ["--seed", "1", "--source", server.url.absoluteString])
        try await tmux.waitFor { Self.lastLine($0) == "dogsh>" }
        try tmux.submit("open beagle")
        let waiting = try await tmux.waitFor { Self.lastLine($0).hasPrefix("dogsh [waiting]") }
        #expect(waiting.contains("has not answered for 2 seconds"))
        let live = try await tmux.waitFor(history: true) { $0.contains("the page above shows the live images of Beagle") && Self.lastLine($0) == "dogsh beagle>" }
        #expect(!live.contains("offline"), "a server that answers slowly is not offline: \(live)")
        #expect(live.components(separatedBy: "Beagle · beagle").count == 3, "the stand-in page, then the live one")
        let livePage = try #require(live.components(separatedBy: "Beagle · beagle").last)
        #expect(livePage.contains(server.url.absoluteString + "/breeds/beagle/"), "the page drawn again shows the live images")
        try tmux.submit("ls")
        let listed = try await tmux.waitFor(history: true) { Tmux.imageTitles($0) == 3 && Self.lastLine($0) == "dogsh beagle>" }
        #expect(listed.components(separatedBy: "Images 1–10").last?.contains(server.url.absoluteString + "/breeds/beagle/") == true, "ls shows the live images")
    }

    @Test func thePromptSaysOfflineUntilTheNetworkReturns() async throws {
        let server = try await TestServerProcess.start(arguments: ["--fault", "/=reset"])
        let tmux = try await Tmux.start(width: 100, arguments: ["--seed", "1", "--source", server.url.absoluteString])
        let offline = try await tmux.waitFor { Self.lastLine($0) == "dogsh [offline]>" }
        #expect(offline.contains("dogsh is offline: it shows cached and embedded data and keeps trying to reconnect."))
        #expect(offline.contains("from the embedded catalog"), "the welcome names the catalog that answers")
        // Half a line typed, the cursor moved back into it: the news must not lose either.
        try tmux.type("whre")
        try tmux.press("Left")
        try tmux.press("Left")
        try await tmux.waitFor { Self.lastLine($0) == "dogsh [offline]> whre" }
        try await server.replaceFaults(with: [])
        let back = try await tmux.waitFor { $0.contains("back online") && Self.lastLine($0) == "dogsh> whre" }
        #expect(back.contains("dogsh is back online; the breed list is refreshed."), "told while the prompt waits, with no line entered")
        #expect(!back.contains("dogsh [offline]> whre"), "the old prompt is cleared, not left above the news")
        try tmux.type("e")
        try tmux.press("Enter")
        let answered = try await tmux.waitFor { $0.contains("dogsh> where") && Self.lastLine($0) == "dogsh>" }
        #expect(answered.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "breeds" }, "the cursor was put back where it was: \(answered)")
        #expect(answered.components(separatedBy: "back online").count == 2, "the news is told once")
    }

    @Test func showDrawsTheDogInColourCellsAndAutoFollowsTheTerminal() async throws {
        let server = try await TestServerProcess.start(arguments: ["--image-size", "160x120"])
        let arguments = ["--seed", "1", "--source", server.url.absoluteString]
        let truecolor = try await Tmux.start(width: 100, environment: ["COLORTERM": "truecolor"], arguments: arguments + ["--width", "40"])
        try await truecolor.waitFor { $0.contains("dogsh> ") }
        try truecolor.submit("open pug")
        try await truecolor.waitFor { Tmux.imageTitles($0) == 1 }
        try truecolor.submit("show 1")
        let drawn = try await truecolor.waitFor(escapes: true) { $0.contains("Pug: 160 × 120 pixels") }
        let rows = drawn.split(separator: "\n").filter { $0.contains("▀") || $0.contains("48;2;") }
        #expect(rows.count == 15, "40 columns of a 4:3 picture: 30 pixel rows in 15 cell rows")
        let cells = rows.map { RenderedCells.decode(String($0)).filter { $0.top != nil } }
        #expect(cells.allSatisfy { $0.count == 40 }, "every row is 40 coloured cells wide")

        let palette = try await Tmux.start(width: 100, environment: ["COLORTERM": ""], arguments: arguments + ["--width", "40"])
        try await palette.waitFor { $0.contains("dogsh> ") }
        try palette.submit("open pug; show 1")
        let fallback = try await palette.waitFor(escapes: true) { $0.contains("Pug: 160 × 120 pixels") }
        #expect(fallback.contains("48;5;"), "without COLORTERM, auto draws in the 256-colour palette")
        #expect(!fallback.contains("48;2;"))
    }

    /// A picture fits the terminal's height as it is when drawn, not as it was at start.
    @Test func showFitsTheHeightTheTerminalHasNow() async throws {
        let server = try await TestServerProcess.start(arguments: ["--image-size", "160x120"])
        let arguments = ["--seed", "1", "--source", server.url.absoluteString]
        let tmux = try await Tmux.start(width: 100, height: 40, environment: ["COLORTERM": "truecolor"], arguments: arguments)
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.submit("open pug")
        try await tmux.waitFor { Tmux.imageTitles($0) == 1 }
        func drawnRows() async throws -> Int {
            // The screen as it was (the last picture above the same prompt) must not pass for the new
            // drawing: under load, a capture taken before the keys arrive showed it, cut to the new height.
            try tmux.submit("clear")
            try await tmux.waitFor { !$0.contains("Pug: 160 × 120 pixels") && Self.lastLine($0) == "dogsh pug>" }
            try tmux.submit("show 1")
            let drawn = try await tmux.waitFor(escapes: true) { $0.contains("Pug: 160 × 120 pixels") && Self.lastLine($0) == "dogsh pug>" }
            return drawn.split(separator: "\n").filter { $0.contains("▀") || $0.contains("48;2;") }.count
        }
        let tall = try await drawnRows()
        #expect(tall > 20, "100 columns of a 4:3 picture, within 40 rows: \(tall) rows")
        try tmux.resize(height: 14)
        try await Task.sleep(for: .milliseconds(200))
        let short = try await drawnRows()
        #expect(short <= 11, "within 14 rows, with the command above and the prompt below: \(short) rows")
    }
}
