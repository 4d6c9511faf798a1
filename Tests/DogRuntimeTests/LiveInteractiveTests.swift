import Foundation
import Testing

/// dogsh in a real terminal on a live source: the spinner, Ctrl-C during a fetch, the offline marker.
@Suite(.serialized) struct LiveInteractiveTests {
    static func lastLine(_ screen: String) -> String {
        screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }

    @Test func aSlowFetchShowsASpinnerAndCtrlCStopsIt() async throws {
        let server = try TestServerProcess(["--fault", "/api/breed/pug=latency:8s"])
        let tmux = try Tmux(width: 100, arguments: ["--seed", "1", "--source", server.url.absoluteString])
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.type("open pug; where")
        try tmux.press("Enter")
        let spinning = try await tmux.waitFor { $0.contains("Fetching images of Pug…") }
        #expect(spinning.contains("Loading the breed list") == false, "the list came quickly, so it showed no spinner")
        let started = Date()
        try tmux.press("C-c")
        let after = try await tmux.waitFor { Self.lastLine($0).hasPrefix("dogsh") && !$0.contains("Fetching images of Pug…") }
        #expect(Date().timeIntervalSince(started) < 4, "Ctrl-C did not wait for the server")
        #expect(!after.contains("breeds › pug"), "the rest of the line was dropped")
        #expect(tmux.isRunning)
    }

    @Test func thePromptSaysOfflineUntilTheNetworkReturns() async throws {
        let server = try TestServerProcess(["--fault", "/=reset"])
        let tmux = try Tmux(width: 100, arguments: ["--seed", "1", "--source", server.url.absoluteString])
        let offline = try await tmux.waitFor { Self.lastLine($0) == "dogsh [offline]>" }
        #expect(offline.contains("dogsh is offline: it shows cached and embedded data and keeps trying to reconnect."))
        #expect(offline.contains("from the embedded catalog"), "the welcome names the catalog that answers")
        try server.setFaults("")
        try await Task.sleep(for: .milliseconds(2500))
        try tmux.type("where")
        try tmux.press("Enter")
        let back = try await tmux.waitFor { Self.lastLine($0) == "dogsh>" }
        #expect(back.contains("dogsh is back online; the breed list is refreshed."))
    }
}
