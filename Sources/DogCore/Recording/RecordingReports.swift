/// The recording's machine in the core: what a request becomes and what a person reads about a
/// recording. It holds no state; the recorder itself, with the file, lives in the runtime.
///
/// One of the coordinator's child machines; `RecordingReportsTests` is its transition table.
public enum RecordingReports {
    /// The effects of a recording event; none for events of other machines.
    static func handle(_ event: Event) -> [Effect] {
        switch event {
        case let .recordingRequested(request): [.record(request)]
        case let .recordingReported(report): reported(report)
        default: []
        }
    }

    /// Where the recording goes, how many lines it holds, or why it failed.
    private static func reported(_ report: RecordingReport) -> [Effect] {
        switch report {
        case let .started(target, earlierLines):
            let key: LocalizationKey = switch (target.format, earlierLines > 0) {
            case (.script, false): .messageRecordingScript
            case (.script, true): .messageRecordingScriptEarlier
            case (.transcript, false): .messageRecordingTranscript
            case (.transcript, true): .messageRecordingTranscriptEarlier
            }
            return [.present(.message(Message(key, ["path": .text(target.path), "count": .number(earlierLines)])))]
        case let .stopped(path, lines):
            return [.present(.message(Message(.messageRecordingStopped, ["path": .text(path), "count": .number(lines)])))]
        case let .status(status?):
            let key: LocalizationKey = status.format == .script ? .messageRecordingOnScript : .messageRecordingOnTranscript
            return [.present(.message(Message(key, ["path": .text(status.path), "count": .number(status.lines)])))]
        case .status(nil):
            return [.present(.message(Message(.messageRecordingOff)))]
        case let .failed(error):
            return [.fail(error.message)]
        }
    }
}
