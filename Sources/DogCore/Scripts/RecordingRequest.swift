/// What `record` asks of the session: say whether a recording is on, start one, or stop it.
public enum RecordingRequest: Hashable, Sendable {
    /// `record`: say whether a recording is on, where, and how many lines it holds.
    case status
    /// `record FILE`, `record --transcript FILE`: write every line from now on to a file.
    case start(RecordingTarget)
    /// `record stop`: close the file.
    case stop
}

/// Where a recording goes and in which form.
public struct RecordingTarget: Hashable, Sendable {
    /// The file, as the person named it.
    public let path: String
    /// A script for `--script`, or a transcript for `dogsh test`.
    public let format: RecordingFormat
    /// Whether an existing file may be replaced (`--force`).
    public let overwrite: Bool

    /// Creates a target.
    public init(path: String, format: RecordingFormat, overwrite: Bool = false) {
        self.path = path
        self.format = format
        self.overwrite = overwrite
    }
}

/// The two forms a recording takes.
public enum RecordingFormat: String, Hashable, Sendable {
    /// The lines, for `dogsh --script FILE` to replay.
    case script
    /// The lines with their output, for `dogsh test FILE` to check.
    case transcript
}

/// What the session's recorder did with a request, or what befell a recording.
public enum RecordingReport: Hashable, Sendable {
    /// A recording started; `earlierLines` lines from before it were written first, so a replay starts where it did.
    case started(RecordingTarget, earlierLines: Int)
    /// A recording ended with this many lines.
    case stopped(path: String, lines: Int)
    /// The recording that is on, or nil.
    case status(RecordingStatus?)
    /// A request could not be carried out, or writing failed and the recording ended.
    case failed(RecordingError)
}

/// A recording in progress.
public struct RecordingStatus: Hashable, Sendable {
    /// The file, as the person named it.
    public let path: String
    /// Its form.
    public let format: RecordingFormat
    /// The lines written to it so far, earlier lines included.
    public let lines: Int

    /// Creates a status.
    public init(path: String, format: RecordingFormat, lines: Int) {
        self.path = path
        self.format = format
        self.lines = lines
    }
}
