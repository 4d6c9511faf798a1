/// A source whose first line was read before the session that runs it existed.
///
/// The shell reads the first line while the session is made in the background; this hands
/// that line over first (nil when input had ended), then reads on from the source.
public final class ReadAheadLineSource: LineSource {
    private let source: LineSource
    private var firstLine: String??

    /// Wraps a source whose first line, or its end (nil), was already read.
    public init(firstLine: String?, then source: LineSource) {
        self.firstLine = .some(firstLine)
        self.source = source
    }

    public var isInteractive: Bool { source.isInteractive }

    public func readLine(prompt: String) async -> String? {
        if let first = firstLine {
            firstLine = nil
            return first
        }
        return await source.readLine(prompt: prompt)
    }

    public var history: [String]? { source.history }
}
