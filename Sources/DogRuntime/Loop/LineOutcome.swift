/// How a line, or one statement of it, ended: what the run loop decides from once it has run.
///
/// The effects of a statement say it (a `fail`, a `quit`, a `record`); Ctrl-C says it from
/// outside. A line's outcome is the union of its statements'.
public struct LineOutcome: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A command could not do what was asked.
    public static let failed = LineOutcome(rawValue: 1 << 0)
    /// The statement was `record` and reached the recorder, so it is not itself recorded.
    public static let askedRecorder = LineOutcome(rawValue: 1 << 1)
    /// `quit` ran: no line follows.
    public static let quit = LineOutcome(rawValue: 1 << 2)
    /// Ctrl-C stopped the line.
    public static let interrupted = LineOutcome(rawValue: 1 << 3)

    /// Whether every statement did what was asked, uninterrupted.
    public var succeeded: Bool {
        isDisjoint(with: [.failed, .interrupted])
    }
}
