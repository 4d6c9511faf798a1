import DogTerminal

extension LineRefusal {
    /// The status a session ends with after this refusal; nil when it reads on.
    ///
    /// A line too long is a failed line, under the rule every failed command follows: it stops a
    /// script (`strict`), and `--keep-going` or a person at the prompt reads on. A parameter not
    /// given is a usage error, a read error an unreadable file, and Ctrl-C an interruption, whatever the mode.
    func stops(strict: Bool) -> ExitStatus? {
        switch self {
        case .tooLong: strict ? .commandFailed : nil
        case .parametersMissing: .usage
        case .unreadable: .unreadableFile
        case .interrupted: .interrupted
        }
    }
}
