/// The statuses dogsh exits with: one table, which docs/scripting.md and the manual page print (`dogsh reference --exit-statuses`).
public enum ExitStatus: Int32, CaseIterable, Sendable {
    /// Every command ran.
    case success = 0
    /// A command failed (a script or `-c` stops at the first, unless `--keep-going`).
    case commandFailed = 1
    /// The arguments were wrong: an unknown flag, a bad value, a script parameter missing.
    case usage = 64
    /// A file dogsh was given cannot be read (the `--script` file, an image to draw), or `--record` would replace one without `--force`.
    case unreadableFile = 66
    /// With `--require-live`, the live source did not answer (unreachable, an error, an answer dogsh cannot read, the deadline).
    case sourceUnreachable = 69
    /// dogsh stopped itself: a command made no progress far past every limit (a bug; the message says which).
    case stalled = 70
    /// Standard output could not be written (a full disk, a closed descriptor): what was asked for did not all arrive.
    case outputFailed = 74
    /// In `-c` or `--script` mode, Ctrl-C stopped the run.
    case interrupted = 130

    /// What the status means, in the words of the table in docs/scripting.md.
    public var meaning: String {
        switch self {
        case .success: "success"
        case .commandFailed: "a command failed"
        case .usage: "usage error: flags, script parameters"
        case .unreadableFile: "a file that cannot be read, or one `--record` would replace without `--force`"
        case .sourceUnreachable: "with `--require-live`, the live source did not answer (unreachable, an error, an answer dogsh cannot read, the deadline)"
        case .stalled: "dogsh stopped a command that made no progress (a bug)"
        case .outputFailed: "standard output could not be written (a full disk, a closed descriptor)"
        case .interrupted: "interrupted"
        }
    }
}
