import DogCore
import Logging

/// The log levels in force, shared by every logger so a runtime `log` command takes effect at once.
public final class LogLevelRegistry: Sendable {
    private let current: Locked<LogLevelRules>

    /// Creates a registry with starting rules.
    public init(_ rules: LogLevelRules = LogLevelRules()) {
        current = Locked(rules)
    }

    /// The rules in force.
    public var rules: LogLevelRules {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    /// The swift-log level for a logger label.
    public func level(for label: String) -> Logger.Level {
        Logger.Level(current.withLock { $0.level(for: label) })
    }
}

extension Logger.Level {
    /// swift-log's level for a dogsh log severity; the two lists match one to one.
    init(_ severity: LogSeverity) {
        switch severity {
        case .trace: self = .trace
        case .debug: self = .debug
        case .info: self = .info
        case .notice: self = .notice
        case .warning: self = .warning
        case .error: self = .error
        case .critical: self = .critical
        }
    }
}
