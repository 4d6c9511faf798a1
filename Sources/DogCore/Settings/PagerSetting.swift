/// When output goes through a pager at a terminal, as `pager` and the settings file choose it.
public enum PagerSetting: String, CaseIterable, Hashable, Sendable {
    /// Every command's output, whatever its height.
    case on
    /// None.
    case off
    /// Every command's output that does not fit the window, as psql and git page it: the default.
    case auto

    /// The localization key of what the setting does.
    public var nameKey: LocalizationKey {
        switch self {
        case .auto: .pagerAuto
        case .on: .pagerOn
        case .off: .pagerOff
        }
    }
}

/// The pager a session at a terminal runs, as the runtime found it in the environment, for `pager` to name.
public enum PagerProgram: Hashable, Sendable {
    /// A shell command: `less -FRXK`, or what a variable (`DOGSH_PAGER`, `PAGER`) names.
    case command(String, variable: String?)
    /// dogsh's own more prompt, where no variable names a pager and less is not installed.
    case own
    /// None, because a variable says so: empty, or `cat`.
    case none(variable: String, value: String)
    /// None, because standard input and output are not both a terminal (a pipe, `--json`).
    case notAtTerminal

    /// Whether output can be paged at all.
    public var pages: Bool {
        switch self {
        case .command, .own: true
        case .none, .notAtTerminal: false
        }
    }

    /// The pager as `pager` names it: `less -FRXK`, `most (from PAGER)`.
    public var description: MessageArgument {
        switch self {
        case let .command(command, variable?): .message(Message(.pagerProgramVariable, ["command": .text(command), "variable": .text(variable)]))
        case let .command(command, nil): .text(command)
        case .own: .message(Message(.pagerProgramOwn))
        case let .none(variable, value): .message(Message(.pagerProgramNone, ["variable": .text(variable), "value": .text(value.isEmpty ? "\"\"" : value)]))
        case .notAtTerminal: .message(Message(.pagerProgramNotTerminal))
        }
    }
}
