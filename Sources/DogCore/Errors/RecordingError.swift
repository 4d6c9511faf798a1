/// Why a recording could not start, stop or go on.
public enum RecordingError: Error, Hashable, Sendable {
    /// The file exists and `--force` was not given.
    case fileExists(path: String)
    /// The file could not be created or opened.
    case cannotOpen(path: String, reason: String)
    /// Writing failed part way; the recording ended with the lines written before.
    case writeFailed(path: String, reason: String, lines: Int)
    /// `record FILE` while another recording is on.
    case alreadyRecording(path: String)
    /// `record stop` with no recording on.
    case notRecording

    /// The localized message that explains the error.
    public var message: Message {
        switch self {
        case let .fileExists(path):
            Message(.errorRecordingExists, ["path": .text(path)])
        case let .cannotOpen(path, reason):
            Message(.errorRecordingOpen, ["path": .text(path), "reason": .text(reason)])
        case let .writeFailed(path, reason, lines):
            Message(.errorRecordingWrite, ["path": .text(path), "reason": .text(reason), "count": .number(lines)])
        case let .alreadyRecording(path):
            Message(.errorRecordingAlreadyOn, ["path": .text(path)])
        case .notRecording:
            Message(.errorRecordingOff)
        }
    }
}
