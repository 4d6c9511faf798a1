import DogImaging
import DogServices
import DogTestSupport
import Foundation
import Synchronization
import Testing

/// Pictures inside tmux: tmux answers the query itself, and kitty's protocol passes through it
/// only where `allow-passthrough` is on.
///
/// This machine's tmux (3.3a, Debian 12) has no sixel (3.4 brought it), so it answers the device
/// attributes without a 4 and `auto` draws cells; what a tmux with sixel does is tested in a
/// pseudo-terminal that answers as one (`SixelBinaryTests`).
@Suite struct SixelTmuxTests {
    let folder = Support.temporaryFolder()

    static let photoBytes = ImageCodec.png(TestPictures.photoLike(width: 320, height: 240))

    func photo() async throws -> String {
        let path = folder + "/photo.png"
        try await offThePool { try Self.photoBytes.write(to: URL(fileURLWithPath: path)) }
        return path
    }

    @Test func tmuxAnswersTheQueryItselfAndTheAnswerNeverReachesTheShell() async throws {
        let path = try await photo()
        let tmux = try await Tmux.start(width: 80, height: 24, environment: ["COLORTERM": "truecolor"], arguments: ["draw", path, "--width", "20"], underShell: true)
        let screen = try await tmux.waitFor(escapes: true) { $0.contains("\u{1B}[48;2;") && $0.components(separatedBy: Tmux.shellPrompt).count == 3 }
        #expect(!screen.contains("\u{1B}P"), "no sixel")
        let text = try tmux.screen()
        #expect(!text.contains("1;2c") && !text.contains("?1;2"), "no answer is left for the shell to read as keys:\n\(text)")
    }

    @Test func keysTypedWhileAPictureIsFetchedReachTheNextPrompt() async throws {
        let server = try await TestServerProcess.start(arguments: ["--image-size", "160x120", "--fault", "/breeds=latency:2s"])
        let tmux = try await Tmux.start(width: 100, arguments: ["--seed", "1", "--source", server.url.absoluteString, "--width", "60"])
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.submit("open pug")
        try await tmux.waitFor { Tmux.imageTitles($0) == 1 }
        // Typed while the picture is fetched (two seconds), before the terminal is asked what it draws:
        // sent with the command in one write, so no busy moment of the test can put them later.
        try tmux.type("show 1\rwhere")
        let screen = try await tmux.waitFor { $0.contains("Pug: 160 × 120 pixels") && LiveInteractiveTests.lastLine($0).hasPrefix("dogsh pug>") }
        #expect(LiveInteractiveTests.lastLine(screen) == "dogsh pug> where", "the keys read with the terminal's answers are typed again")
    }

    /// A tmux server with one pane that waits for Enter, then runs dogsh as a kitty window's shell would.
    struct Server {
        let socket = "dogsh-sixel-\(UUID().uuidString.prefix(8))"

        /// Runs a tmux command, off the cooperative pool; throws when tmux reports a failure.
        @discardableResult
        func tmux(_ arguments: [String], capture: Bool = false) async throws -> String {
            let socket = socket
            let result = try await offThePool { try Spawn.run(["tmux", "-L", socket, "-f", "/dev/null"] + arguments, captureOutput: capture) }
            guard result.status == 0 else { throw Failed(arguments: arguments, status: result.status) }
            return result.output
        }

        /// Stops the server, if it still runs (the one short call made on the pool, from a `defer`).
        func kill() {
            _ = try? Spawn.run(["tmux", "-L", socket, "-f", "/dev/null", "kill-server"], captureOutput: false)
        }

        struct Failed: Error {
            let arguments: [String]
            let status: Int32
        }

        func start(drawing path: String, passthrough: Bool) async throws {
            // Only what dogsh reads: tmux refuses a command longer than 16 kB, and a test's whole environment can be.
            let names = ["HOME", "PATH", "LANG", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "DOGSH_QUIET"]
            let environment = Support.isolatedEnvironment().filter { names.contains($0.key) }.merging(["KITTY_WINDOW_ID": "1", "COLORTERM": "truecolor"]) { $1 }
            let exports = environment.filter { !$0.value.contains("'") }.map { "\($0.key)='\($0.value)'" }.sorted()
            // Four columns: a few kilobytes of escapes, well under the 15 kB a slow reader may leave tmux
            // holding for a client before it discards output (tmux's tty_block_maybe).
            let dogsh = "env \(exports.joined(separator: " ")) '\(Support.binary.path)' draw '\(path)' --width 4"
            try await tmux(["new-session", "-d", "-s", "main", "-x", "80", "-y", "24", "sh -c 'read go; \(dogsh.replacingOccurrences(of: "'", with: "'\\''")); echo status=$?; read done'"])
            try await tmux(["set-option", "-g", "allow-passthrough", passthrough ? "on" : "off"])
            // No status line: the window keeps the size of the terminal attaching, so attaching resizes nothing.
            try await tmux(["set-option", "-g", "status", "off"])
        }
    }

    @Test(arguments: [true, false])
    func kittysProtocolPassesThroughTmuxWhereAllowed(passthrough: Bool) async throws {
        let path = try await photo()
        let server = Server()
        try await server.start(drawing: path, passthrough: passthrough)
        defer { server.kill() }
        // The terminal outside tmux: a pseudo-terminal whose output is what a kitty window would be sent.
        let socket = server.socket
        let received = Mutex<ContinuousClock.Instant?>(nil)
        async let outside = offThePoolInTurn {
            try PseudoTerminal.run(
                ["/usr/bin/tmux", "-L", socket, "-f", "/dev/null", "attach", "-t", "main"],
                environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": folder], limit: .seconds(90),
                watch: { _ in received.withLock { $0 = .now } }
            )
        }
        // tmux passes escapes on only to a client it has drawn the window for, and drops them while it
        // holds output a slow reader left: Enter goes once the terminal outside has been drawn and quiet for a moment.
        for _ in 0..<600 {
            if let last = received.withLock({ $0 }), ContinuousClock.now - last > .milliseconds(500) { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        try await server.tmux(["send-keys", "-t", "main", "Enter"])
        // Until dogsh has ended (the pane says so), however slow a loaded machine makes it; then the
        // server goes, and with it the terminal outside, whose output is then complete.
        var screen = ""
        for _ in 0..<600 {
            screen = try await server.tmux(["capture-pane", "-p", "-e", "-t", "main"], capture: true)
            if screen.contains("status=") { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        _ = try? await server.tmux(["kill-server"])
        let outer = try await outside.text
        #expect(screen.contains("status=0"), "dogsh ended well: \(screen)")
        if passthrough {
            #expect(
                outer.contains("\u{1B}_Ga=T,f=24,") && outer.contains(",C=1,"),
                "kitty's escapes reach the terminal outside, unwrapped by tmux; outside: \(outer.suffix(300).debugDescription), pane: \(screen)"
            )
            #expect(!screen.contains("\u{1B}[48;2;"), "no cells in the pane")
        } else {
            #expect(!outer.contains("\u{1B}_G"), "nothing of kitty's protocol")
            #expect(screen.contains("\u{1B}[48;2;"), "cells, as in any terminal without graphics")
        }
    }
}
