import DogCore
import DogTerminal
import Testing
@testable import DogRuntime

/// When a line's output goes through the pager, and that what it holds comes out whole and in order.
@Suite struct PagedOutputTests {
    static let less = PagerProgram.command("less -FRXK", variable: nil)
    static func lines(_ count: Int, width: Int = 10) -> [String] {
        (0..<count).map { String(repeating: "x", count: max(1, width - String($0).count)) + String($0) }
    }

    @Test(arguments: [
        // lines, width of each, setting, program, rows, columns -> paged
        (23, 10, PagerSetting.auto, less, 24, 80, false),
        (24, 10, .auto, less, 24, 80, true),
        (12, 100, .auto, less, 24, 80, true),
        (11, 100, .auto, less, 24, 80, false),
        (14, 10, .auto, less, 15, 40, false),
        (15, 10, .auto, less, 15, 40, true),
        (3, 10, .on, less, 24, 80, true),
        (0, 10, .on, less, 24, 80, false),
        (200, 10, .off, less, 24, 80, false),
        (200, 10, .auto, .own, 24, 80, true),
        (200, 10, .auto, .none(variable: "PAGER", value: "cat"), 24, 80, false),
        (200, 10, .on, .notAtTerminal, 24, 80, false),
    ] as [(Int, Int, PagerSetting, PagerProgram, Int, Int, Bool)])
    func outputTallerThanTheWindowButThePromptsRowIsPaged(count: Int, width: Int, setting: PagerSetting, program: PagerProgram, rows: Int, columns: Int, paged: Bool) {
        #expect(PagedOutput.pages(Self.lines(count, width: width), setting: setting, program: program, rows: rows, columns: columns) == paged)
    }

    /// Pictures drawn with escapes are never paged: a pager shows none of them.
    @Test(arguments: [
        ("\u{1B}_Ga=T,f=32;AAAA\u{1B}\\", true), ("\u{1B}]1337;File=inline=1:AAAA\u{7}", true), ("\u{1B}Pq#0;2;0;0;0~-\u{1B}\\", true),
        ("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T;AAAA\u{1B}\u{1B}\\\u{1B}\\", true), ("\u{1B}[38;5;12m▀▀▀\u{1B}[0m", false), ("plain", false),
    ])
    func picturesDrawnWithEscapesAreNeverPaged(line: String, picture: Bool) {
        #expect(PagedOutput.drawsPicture(line) == picture)
        #expect(PagedOutput.pages(Self.lines(100) + [line], setting: .on, program: Self.less, rows: 24, columns: 80) == !picture)
    }

    /// Between commands writes go straight through; during one they wait for its end, and come out in
    /// their order and on their streams when they are not paged (here: no window to page in).
    @MainActor
    @Test func aCommandsOutputIsHeldThenReleasedInOrder() async {
        let target = StreamCapture()
        let output = PagedOutput(target, window: { nil })
        output.write(["before"], to: .standard)
        #expect(target.entries.count == 1)
        output.beginCommand()
        output.write(["a"], to: .standard)
        output.write(["oops"], to: .error)
        output.write(["b"], to: .standard)
        output.flush()
        #expect(target.entries.count == 1, "a flush during the command keeps holding")
        let interrupted = await output.endCommand(setting: .on, program: Self.less, failure: { _, _ in [] }, prompt: { _ in "" })
        #expect(!interrupted)
        #expect(target.entries.map(\.line) == ["before", "a", "oops", "b"])
        #expect(target.entries.map(\.isError) == [false, false, true, false])
        output.write(["after"], to: .standard)
        #expect(target.entries.last?.line == "after")
    }

    /// An output sink that keeps each line with the stream it went to.
    final class StreamCapture: OutputSink {
        private(set) var entries: [(line: String, isError: Bool)] = []
        func write(_ lines: [String], to stream: OutputStream) { entries += lines.map { ($0, stream == .error) } }
        func writePrompt(_ prompt: String) {}
        func flush() {}
    }
}
