import Logging
import Synchronization

/// A log handler that keeps every message, for asserting on warnings.
public final class LogCapture: LogHandler, Sendable {
    private let messages = Mutex<[(Logger.Level, String, Logger.Metadata?)]>([])

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
        messages.withLock { $0.filter { $0.0 == .warning }.map { ($0.1, $0.2 ?? [:]) } }
    }
}
