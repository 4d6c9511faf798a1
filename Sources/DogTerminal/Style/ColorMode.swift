/// When to colour output, as `--color` chooses.
public enum ColorMode: String, CaseIterable, Sendable {
    /// Colour on a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
    case auto
    /// Colour even when not on a terminal.
    case always
    /// Never colour.
    case never

    /// Whether output gets colours, given the environment and whether it goes to a terminal.
    ///
    /// `always` and `never` win over everything; `auto` needs a terminal, an empty or
    /// unset `NO_COLOR` (https://no-color.org) and a `TERM` other than `dumb`.
    public func isEnabled(environment: [String: String], isTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
