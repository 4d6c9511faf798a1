/// Which log messages to keep, per category: the longest matching label prefix wins.
///
/// A spec such as `net=debug,cache=info,*=notice` sets `dogsh.net` to debug, `dogsh.cache`
/// to info and everything else to notice. Names without a `dogsh.` prefix get one.
public struct LogLevelRules: Hashable, Sendable {
    /// The level of labels no rule matches.
    public private(set) var fallback: LogSeverity
    /// Levels by label prefix, such as `dogsh.net`.
    public private(set) var levels: [String: LogSeverity]

    /// Rules that keep notice and above everywhere.
    public init(fallback: LogSeverity = .notice, levels: [String: LogSeverity] = [:]) {
        self.fallback = fallback
        self.levels = levels
    }

    /// Parses a spec: comma-separated `category=level` pairs, `*` for the fallback.
    public init(parsing spec: String) throws(LogSpecError) {
        self.init()
        try apply(spec)
    }

    /// Applies a spec on top of these rules: later settings win.
    public mutating func apply(_ spec: String) throws(LogSpecError) {
        for part in spec.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
            guard pair.count == 2, !pair[0].isEmpty else { throw .malformed(String(part)) }
            guard let level = LogSeverity(rawValue: pair[1].lowercased()) else { throw .unknownLevel(pair[1]) }
            set(pair[0], to: level)
        }
    }

    /// Sets one category (or `*`) to a level.
    public mutating func set(_ category: String, to level: LogSeverity) {
        let label = Self.label(category)
        if label == "*" { fallback = level } else { levels[label] = level }
    }

    /// The level for a logger label: the longest prefix that matches it, else the fallback.
    public func level(for label: String) -> LogSeverity {
        var best: (length: Int, level: LogSeverity)?
        for (prefix, level) in levels where label == prefix || label.hasPrefix(prefix + ".") {
            if prefix.count > (best?.length ?? -1) { best = (prefix.count, level) }
        }
        return best?.level ?? fallback
    }

    /// The level of each category dogsh logs under, in category order.
    public var effectiveLevels: [(category: LogCategory, level: LogSeverity)] {
        LogCategory.allCases.map { ($0, level(for: $0.label)) }
    }

    /// `net` becomes `dogsh.net`; `*` and labels that already start with `dogsh` stay.
    static func label(_ category: String) -> String {
        let lowered = category.lowercased()
        if lowered == "*" || lowered == "dogsh" || lowered.hasPrefix("dogsh.") { return lowered }
        return "dogsh." + lowered
    }
}

/// The categories dogsh logs under; each is a logger label.
public enum LogCategory: String, CaseIterable, Hashable, Sendable {
    case nav, repl, net, cache, store, catalog

    /// The logger label, such as `dogsh.net`.
    public var label: String { "dogsh." + rawValue }
}

/// Log levels, from the most detailed to the most severe (swift-log's levels).
public enum LogSeverity: String, CaseIterable, Comparable, Hashable, Sendable {
    case trace, debug, info, notice, warning, error, critical

    /// Orders by severity.
    public static func < (lhs: LogSeverity, rhs: LogSeverity) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The place in the order of severity, from 0 for `trace`.
    private var rank: Int {
        switch self {
        case .trace: 0
        case .debug: 1
        case .info: 2
        case .notice: 3
        case .warning: 4
        case .error: 5
        case .critical: 6
        }
    }
}

/// Why a log spec could not be read.
public enum LogSpecError: Error, Hashable, Sendable {
    /// A part is not `category=level`.
    case malformed(String)
    /// The level is not one of trace, debug, info, notice, warning, error, critical.
    case unknownLevel(String)

    /// The localized message that explains the error.
    public var message: Message {
        switch self {
        case let .malformed(part):
            Message(.errorLogSpecMalformed, ["part": .text(part)])
        case let .unknownLevel(level):
            Message(.errorLogSpecLevel, ["level": .text(level), "levels": .alternatives(LogSeverity.allCases.map(\.rawValue))])
        }
    }
}
