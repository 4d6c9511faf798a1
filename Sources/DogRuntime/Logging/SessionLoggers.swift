import DogCore
import Logging

/// One logger per category, handed to the session; the executable decides where they write.
public struct SessionLoggers: Sendable {
    private let loggers: [LogCategory: Logger]
    /// The shared levels, changed by the `log` command; nil when nothing is logged.
    public let registry: LogLevelRegistry?

    /// Creates a logger for each category.
    public init(registry: LogLevelRegistry?, makeLogger: (LogCategory) -> Logger) {
        self.registry = registry
        var loggers: [LogCategory: Logger] = [:]
        for category in LogCategory.allCases { loggers[category] = makeLogger(category) }
        self.loggers = loggers
    }

    /// Loggers that drop everything, for sessions that log nowhere.
    public static let disabled = SessionLoggers(registry: nil) { category in
        Logger(label: category.label, factory: { _ in SwiftLogNoOpLogHandler() })
    }

    /// Whether any category logs at debug or finer, so that effect timings are worth formatting.
    public var isDebugging: Bool {
        if let registry { return registry.finestLevel <= .debug }
        return loggers.values.contains { $0.logLevel <= .debug }
    }

    /// The logger of a category.
    public subscript(_ category: LogCategory) -> Logger {
        loggers[category] ?? Logger(label: category.label, factory: { _ in SwiftLogNoOpLogHandler() })
    }
}
