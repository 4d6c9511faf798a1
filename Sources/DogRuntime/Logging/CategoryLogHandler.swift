import DogCore
import FoundationEssentials
import Glibc
import Logging

/// A swift-log handler whose level comes from the shared registry by label, so levels are per category.
///
/// Metadata whose key names a secret (key, token, secret, password, authorization) is
/// written as `<redacted>`.
public struct CategoryLogHandler: LogHandler {
    /// The logger label, such as `dogsh.net`.
    public let label: String
    /// The category the label names, so reading the level needs no parsing; nil for other labels.
    private let category: LogCategory?
    private let registry: LogLevelRegistry
    private let sink: any LogSink

    /// Metadata every message of this logger carries.
    public var metadata: Logger.Metadata = [:]

    /// Creates a handler for a label.
    public init(label: String, registry: LogLevelRegistry, sink: any LogSink) {
        self.label = label
        self.category = LogCategory(label: label)
        self.registry = registry
        self.sink = sink
    }

    /// The level in force for this label; setting it changes the registry's rule for the label.
    public var logLevel: Logger.Level {
        get { category.map { Logger.Level(registry.level(of: $0)) } ?? registry.level(for: label) }
        set {
            var rules = registry.rules
            rules.set(label, to: newValue.severity)
            registry.rules = rules
        }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let fields = merged.map { (key: $0.key, value: Self.isSecret($0.key) ? "<redacted>" : "\($0.value)") }
            .sorted { $0.key < $1.key }
        sink.write(LogRecord(date: Date(), label: label, level: event.level.rawValue, message: "\(event.message)", metadata: fields))
    }

    /// Whether a metadata key names a secret.
    static func isSecret(_ key: String) -> Bool {
        let lowered = key.lowercased()
        return ["key", "token", "secret", "password", "authorization"].contains { lowered.contains($0) }
    }
}

extension Logger.Level {
    /// dogsh's severity for a swift-log level.
    var severity: DogCore.LogSeverity {
        switch self {
        case .trace: .trace
        case .debug: .debug
        case .info: .info
        case .notice: .notice
        case .warning: .warning
        case .error: .error
        case .critical: .critical
        }
    }
}
