#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines from standard input; on a terminal it prints the prompt first, on a pipe it stays silent.
public final class StandardInputLineSource: LineSource {
    public let isInteractive: Bool
    private let output: OutputSink

    /// Creates the source; it is interactive when standard input is a terminal.
    public init(output: OutputSink, isInteractive: Bool = TerminalInfo.isTerminal(STDIN_FILENO)) {
        self.output = output
        self.isInteractive = isInteractive
    }

    public func readLine(prompt: String) async -> String? {
        guard isInteractive else { return Swift.readLine(strippingNewline: true) }
        output.writePrompt(prompt)
        let line = Swift.readLine(strippingNewline: true)
        if line == nil { output.writePrompt("\n") }
        return line
    }
}
