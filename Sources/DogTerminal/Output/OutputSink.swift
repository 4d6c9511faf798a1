/// Where rendered lines go: the terminal's streams, or a capture for transcripts.
public protocol OutputSink: AnyObject {
    /// Writes lines to standard output or standard error.
    func write(_ lines: [String], to stream: OutputStream)
    /// Writes a prompt, without a newline, and flushes so it shows.
    func writePrompt(_ prompt: String)
    /// Sends buffered output on.
    func flush()
    /// Why standard output could not be written (`errno`), once a write failed; nil while all went through.
    var standardOutputFailure: Int32? { get }
}

extension OutputSink {
    /// Output held in memory never fails.
    public var standardOutputFailure: Int32? { nil }
}

/// The two output streams.
public enum OutputStream: Sendable {
    /// Results: screens, lists, messages.
    case standard
    /// Errors.
    case error
}

/// Collects everything written, in order, with both streams merged as a person sees them.
public final class CapturedOutput: OutputSink {
    /// The lines written so far.
    public private(set) var lines: [String] = []

    /// Creates an empty capture.
    public init() {}

    public func write(_ lines: [String], to stream: OutputStream) {
        self.lines += lines
    }

    public func writePrompt(_ prompt: String) {}

    public func flush() {}
}
