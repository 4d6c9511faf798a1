import Glibc

/// Writes to the process's standard output (buffered) and standard error (in order with it).
public final class TerminalOutput: OutputSink {
    private var buffer: [UInt8] = []
    private let flushThreshold = 64 * 1024

    /// Creates the output.
    public init() {}

    public func write(_ lines: [String], to stream: OutputStream) {
        switch stream {
        case .standard:
            for line in lines {
                buffer.append(contentsOf: line.utf8)
                buffer.append(UInt8(ascii: "\n"))
            }
            if buffer.count >= flushThreshold { flush() }
        case .error:
            flush()
            var bytes: [UInt8] = []
            for line in lines {
                bytes.append(contentsOf: line.utf8)
                bytes.append(UInt8(ascii: "\n"))
            }
            StandardStreams.writeAll(bytes, to: STDERR_FILENO)
        }
    }

    public func writePrompt(_ prompt: String) {
        buffer.append(contentsOf: prompt.utf8)
        flush()
    }

    public var standardOutputFailure: Int32? {
        StandardStreams.outputFailure
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        StandardStreams.writeAll(buffer, to: STDOUT_FILENO)
        buffer.removeAll(keepingCapacity: true)
    }

    deinit {
        flush()
    }
}
