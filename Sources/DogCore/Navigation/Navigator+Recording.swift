extension Navigator {
    /// What the person reads about a recording: where it goes, how many lines it holds, or why it failed.
    func recordingReported(_ report: RecordingReport) -> [Effect] {
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
