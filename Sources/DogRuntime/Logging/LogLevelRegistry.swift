import DogCore
import Logging
import Synchronization

/// The log levels in force, shared by every logger so a runtime `log` command takes effect at once.
///
/// Every log call and every effect asks for a category's level, so each category's level is
/// also kept packed in one atomic word and read without the lock: working it out from the
/// rules' prefixes under a lock on every effect was 3 % of a replay's time.
public final class LogLevelRegistry: Sendable {
    private let current: Locked<LogLevelRules>
    /// Each category's level in `LogCategory.allCases` order, four bits apiece, and the finest
    /// of them in the top four bits.
    private let packed: Atomic<UInt64>

    /// Creates a registry with starting rules.
    public init(_ rules: LogLevelRules = LogLevelRules()) {
        current = Locked(rules)
        packed = Atomic(Self.pack(rules))
    }

    /// The rules in force.
    public var rules: LogLevelRules {
        get { current.withLock { $0 } }
        set {
            current.withLock { rules in
                rules = newValue
                packed.store(Self.pack(newValue), ordering: .releasing)
            }
        }
    }

    /// The level of a category.
    public func level(of category: LogCategory) -> LogSeverity {
        Self.severity(packed.load(ordering: .acquiring) >> (UInt64(category.position) * 4))
    }

    /// The finest level any category logs at.
    public var finestLevel: LogSeverity {
        Self.severity(packed.load(ordering: .acquiring) >> Self.finestShift)
    }

    /// The swift-log level for a logger label: its category's, or worked out from the rules for other labels.
    public func level(for label: String) -> Logger.Level {
        if let category = LogCategory(label: label) { return Logger.Level(level(of: category)) }
        return Logger.Level(current.withLock { $0.level(for: label) })
    }

    private static let finestShift: UInt64 = 60
    private static let severities = LogSeverity.allCases

    private static func severity(_ bits: UInt64) -> LogSeverity {
        severities[Int(bits & 0xF)]
    }

    private static func pack(_ rules: LogLevelRules) -> UInt64 {
        var word: UInt64 = 0
        var finest = severities.count - 1
        for category in LogCategory.allCases {
            let level = severities.firstIndex(of: rules.level(for: category.label)) ?? 0
            finest = min(finest, level)
            word |= UInt64(level) << (UInt64(category.position) * 4)
        }
        return word | UInt64(finest) << finestShift
    }
}

extension LogCategory {
    /// The category's place in `allCases`, worked out without building that array.
    fileprivate var position: Int {
        switch self {
        case .nav: 0
        case .repl: 1
        case .net: 2
        case .cache: 3
        case .store: 4
        case .catalog: 5
        }
    }

    /// The category whose logger label this is, such as `dogsh.net`; nil for other labels.
    init?(label: String) {
        guard label.hasPrefix("dogsh.") else { return nil }
        self.init(rawValue: String(label.dropFirst("dogsh.".count)))
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
