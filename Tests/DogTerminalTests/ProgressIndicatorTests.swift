import DogCore
import Testing
@testable import DogTerminal

/// The spinner: nothing for short waits, frames with the text for long ones, a cleared line at the end.
@Suite struct ProgressIndicatorTests {
    final class Screen: Sendable {
        let writes = Locked<[String]>([])
        var all: [String] { writes.withLock { $0 } }
        func write(_ text: String) { writes.withLock { $0.append(text) } }
    }

    @Test func aShortWaitShowsNothing() async throws {
        let screen = Screen()
        let indicator = ProgressIndicator(delay: .seconds(1), columns: { 80 }) { screen.write($0) }
        let handle = indicator.begin("Loading the breed list from dog.ceo…")
        try await Task.sleep(for: .milliseconds(20))
        handle.end()
        try await Task.sleep(for: .milliseconds(1200))
        #expect(screen.all.isEmpty)
    }

    @Test func aLongWaitSpinsThenClearsItsLine() async throws {
        let screen = Screen()
        let indicator = ProgressIndicator(delay: .milliseconds(10), columns: { 80 }) { screen.write($0) }
        let handle = indicator.begin("Fetching images of Pug…")
        for _ in 0..<500 where screen.all.count < 3 { try await Task.sleep(for: .milliseconds(10)) }
        handle.end()
        let atEnd = screen.all
        try await Task.sleep(for: .milliseconds(150))
        #expect(screen.all == atEnd, "nothing is drawn after the end")
        #expect(atEnd.count >= 3)
        #expect(atEnd.last == "\r\u{1B}[K")
        #expect(atEnd.dropLast().allSatisfy { $0.hasPrefix("\r") && $0.hasSuffix(" Fetching images of Pug…\u{1B}[K") })
        #expect(Set(atEnd.dropLast().map { $0.dropFirst().prefix(1) }).count > 1, "the frames turn")
    }

    /// Where the terminal shows ASCII alone, the spinner turns with `|/-\` and its text is ASCII.
    @Test func anASCIITerminalGetsAnASCIISpinner() async throws {
        let screen = Screen()
        let indicator = ProgressIndicator(delay: .milliseconds(10), columns: { 80 }, write: { screen.write($0) }, shown: { _ in }, ascii: true)
        let handle = indicator.begin("Rassenliste wird von dog.ceo geladen …")
        for _ in 0..<500 where screen.all.count < 3 { try await Task.sleep(for: .milliseconds(10)) }
        handle.end()
        #expect(screen.all.dropLast().first == "\r| Rassenliste wird von dog.ceo geladen ...\u{1B}[K")
        #expect(screen.all.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } })
    }

    @Test(arguments: [
        (80, "⠋ Loading the breed list from http://127.0.0.1:4000…"),
        (30, "⠋ Loading the breed list fro…"),
        (12, "⠋ Loading …"),
        (0, "⠋ Loading the breed list from http://127.0.0.1:4000…"),
    ])
    func aFrameNeverFillsTheLastColumn(columns: Int, expected: String) {
        let frame = ProgressIndicator.frame(0, "Loading the breed list from http://127.0.0.1:4000…", columns: columns)
        #expect(frame == expected)
        #expect(columns == 0 || DisplayWidth.of(frame) < columns, "a full row would wrap, and \\r could not return to it")
    }
}
