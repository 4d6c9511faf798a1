import DogCore
import DogTerminal
import Glibc
import Testing
@testable import DogRuntime

/// The inbox: what is pushed comes out once, oldest first, and a resize first of all; resizes
/// are marked by a real SIGWINCH and measured on a real pseudo-terminal.
@Suite(.serialized) struct InboxTests {
    /// Events as they print: `Event` is not `Equatable`, for its results carry errors that are not.
    static func names(_ events: [Event]) -> [String] {
        events.map { String(describing: $0) }
    }

    /// What a resize watch takes within a second: a signal sent to the process arrives on some thread, soon.
    static func firstTaken(from resizes: TerminalResizes) -> TerminalSize? {
        for _ in 0..<1000 {
            if let size = resizes.take() { return size }
            usleep(1000)
        }
        return nil
    }

    @Test func pushesComeOutOnceOldestFirstAndWakeUnlessAskedNotTo() {
        let wakes = Locked(0)
        let inbox = Inbox(wake: { wakes.withLock { $0 += 1 } })
        #expect(inbox.take().isEmpty)
        inbox.push(.connectivityChanged(online: false))
        inbox.push(.favoritesChanged([]), wakes: false)
        #expect(wakes.withLock { $0 } == 1, "only the first push wakes a waiting prompt")
        #expect(Self.names(inbox.take()) == ["connectivityChanged(online: false)", "favoritesChanged([])"])
        #expect(inbox.take().isEmpty, "taken once")
    }

    @Test func aResizeComesFirstAndOnlyOnce() {
        let pending = Locked<TerminalSize?>(TerminalSize(columns: 60, rows: 20))
        let inbox = Inbox(wake: nil, resized: { pending.withLock { size in defer { size = nil }; return size } })
        inbox.push(.connectivityChanged(online: true))
        #expect(Self.names(inbox.take()) == [
            "terminalResized(DogCore.TerminalSize(columns: Optional(60), rows: Optional(20)))", "connectivityChanged(online: true)",
        ])
        #expect(inbox.take().isEmpty)
    }

    /// The handler marks a resize; taking measures the terminal then, and only the parts followed.
    @Test func aSignalledResizeIsMeasuredOnTheTerminal() throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&controller, &terminal, nil, nil, &size) == 0)
        defer { close(controller); close(terminal) }

        let both = TerminalResizes(descriptor: terminal, width: true, rows: true)
        #expect(both.take() == TerminalSize(columns: 100, rows: 30), "installing marks one resize, so none before it is lost")
        #expect(both.take() == nil, "nothing since")

        size = winsize(ws_row: 20, ws_col: 50, ws_xpixel: 0, ws_ypixel: 0)
        try #require(ioctl(terminal, UInt(TIOCSWINSZ), &size) == 0)
        // To the process, as the terminal sends it: this test's thread blocks signals, as the pool's threads do.
        kill(getpid(), SIGWINCH)
        #expect(Self.firstTaken(from: both) == TerminalSize(columns: 50, rows: 20))
        #expect(both.take() == nil)

        let widthOnly = TerminalResizes(descriptor: terminal, width: true, rows: false)
        #expect(widthOnly.take() == TerminalSize(columns: 50, rows: nil), "pages keep the size --page-size gave")
        let notATerminal = TerminalResizes(descriptor: -1, width: true, rows: true)
        #expect(notATerminal.take() == nil, "no terminal, no size")
    }
}
