import DogCore
import Logging

/// A log handler that keeps every message, for asserting on what was logged.
public final class LogCapture: LogHandler, Sendable {
    private let messages = Locked<[(Logger.Level, String, Logger.Metadata?)]>([])

    /// Creates an empty capture.
    public init() {}

    public var metadata: Logger.Metadata {
        get { [:] }
        set {}
    }

    public var logLevel: Logger.Level {
        get { .trace }
        set {}
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { nil }
        set {}
    }

    public func log(event: LogEvent) {
        messages.withLock { $0.append((event.level, "\(event.message)", event.metadata)) }
    }

    /// Every message logged at warning level, with its metadata.
    public var warnings: [(message: String, metadata: Logger.Metadata)] {
        logged(at: .warning)
    }

    /// Every message logged at a level, with its metadata.
    public func logged(at level: Logger.Level) -> [(message: String, metadata: Logger.Metadata)] {
        messages.withLock { $0.filter { $0.0 == level }.map { ($0.1, $0.2 ?? [:]) } }
    }

    /// Everything logged, flattened to text, for checking that something never appears.
    public var allText: String {
        messages.withLock { $0.map { "\($0.0) \($0.1) \($0.2 ?? [:])" }.joined(separator: "\n") }
    }
}
