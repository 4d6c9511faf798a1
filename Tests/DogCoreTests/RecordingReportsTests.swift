import Testing
@testable import DogCore

/// The recording's machine: each event it takes and the effects it answers with.
@Suite struct RecordingReportsTests {
    static func said(_ key: LocalizationKey, _ path: String, _ count: Int) -> [Effect] {
        [.present(.message(Message(key, ["path": .text(path), "count": .number(count)])))]
    }

    static let script = RecordingTarget(path: "a.dogsh", format: .script)
    static let transcript = RecordingTarget(path: "a.t", format: .transcript)

    static let table: [(String, Event, [Effect])] = [
        ("asked to start", .recordingRequested(.start(script)), [.record(.start(script))]),
        ("asked how it is", .recordingRequested(.status), [.record(.status)]),
        ("asked to stop", .recordingRequested(.stop), [.record(.stop)]),
        ("a script started", .recordingReported(.started(script, earlierLines: 0)), said(.messageRecordingScript, "a.dogsh", 0)),
        ("a script started after lines", .recordingReported(.started(script, earlierLines: 3)), said(.messageRecordingScriptEarlier, "a.dogsh", 3)),
        ("a transcript started", .recordingReported(.started(transcript, earlierLines: 0)), said(.messageRecordingTranscript, "a.t", 0)),
        ("a transcript started after lines", .recordingReported(.started(transcript, earlierLines: 2)), said(.messageRecordingTranscriptEarlier, "a.t", 2)),
        ("stopped", .recordingReported(.stopped(path: "a.t", lines: 5)), said(.messageRecordingStopped, "a.t", 5)),
        ("a script on", .recordingReported(.status(RecordingStatus(path: "a.dogsh", format: .script, lines: 4))), said(.messageRecordingOnScript, "a.dogsh", 4)),
        ("a transcript on", .recordingReported(.status(RecordingStatus(path: "a.t", format: .transcript, lines: 1))), said(.messageRecordingOnTranscript, "a.t", 1)),
        ("none on", .recordingReported(.status(nil)), [.present(.message(Message(.messageRecordingOff)))]),
        ("failed", .recordingReported(.failed(.fileExists(path: "a.t"))), [.fail(RecordingError.fileExists(path: "a.t").message)]),
        ("another machine's event", .terminalResized(TerminalSize(columns: 60, rows: 9)), []),
    ]

    @Test(arguments: table)
    func transition(_ row: (String, Event, [Effect])) {
        #expect(RecordingReports.handle(row.1) == row.2, "\(row.0)")
    }
}
