import Glibc

/// Lines from standard input; on a terminal it prints the prompt first, on a pipe it stays silent.
///
/// Each line is read on the reading thread (`ReadingThread`), so the session's actor is free
/// while a pipe is quiet (live answers still on their way keep arriving). A line is read only
/// once asked for: a program that writes its next line after reading the answer to the last
/// is never kept waiting.
public final class StandardInputLineSource: LineSource {
    public let isInteractive: Bool
    private let output: OutputSink

    /// Creates the source; it is interactive when standard input is a terminal.
    public init(output: OutputSink, isInteractive: Bool = TerminalInfo.isTerminal(STDIN_FILENO)) {
        self.output = output
        self.isInteractive = isInteractive
    }

    public func readLine(prompt: @autoclosure () -> String) async -> LineInput {
        if isInteractive { output.writePrompt(prompt()) }
        guard let line = await ReadingThread.run({ Swift.readLine(strippingNewline: true) }) else {
            if isInteractive { output.writePrompt("\n") }
            return .end
        }
        return .line(line)
    }
}
