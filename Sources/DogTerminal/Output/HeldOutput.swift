/// Output held back until it is released, then passed straight on.
///
/// A session made in the background while the first prompt is on the screen writes its
/// start-up notices (an unreadable favorites file, say) here, so nothing is drawn over the
/// line being typed; the shell releases them above the waiting prompt, or with the first line
/// when that comes first.
public final class HeldOutput: OutputSink {
    private let target: OutputSink
    private var held: [(lines: [String], stream: OutputStream)] = []
    private var released = false

    /// Holds what is written until `release()`, then writes to `target`.
    public init(_ target: OutputSink) {
        self.target = target
    }

    /// Whether anything is held back, waiting for `release()`.
    public var isHolding: Bool {
        !held.isEmpty
    }

    /// Writes what was held, in order, and passes later writes straight on.
    public func release() {
        guard !released else { return }
        released = true
        for entry in held { target.write(entry.lines, to: entry.stream) }
        held = []
        target.flush()
    }

    public func write(_ lines: [String], to stream: OutputStream) {
        if released { target.write(lines, to: stream) } else { held.append((lines, stream)) }
    }

    public func writePrompt(_ prompt: String) {
        release()
        target.writePrompt(prompt)
    }

    public func flush() {
        if released { target.flush() }
    }

    public var standardOutputFailure: Int32? {
        target.standardOutputFailure
    }
}
