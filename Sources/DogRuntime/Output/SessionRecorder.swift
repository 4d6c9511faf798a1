import DogCore
import DogServices

/// Keeps `record`'s file: every statement entered while it is on, as a script or a transcript.
///
/// It remembers the statements of the whole session, so a recording started part way begins
/// with the ones entered before (under a heading): replayed from a fresh start with the seed
/// in its header, they reach the screen, and the random picks, the recording started from.
/// Statements of `record` itself and of lines that start with a space are never kept. Each
/// statement is written as soon as it has run, so the file holds everything up to a crash.
@MainActor
final class SessionRecorder {
    /// What a recording's header says about the session: how to start it again the same way.
    struct Settings {
        /// The seed random picks were made with.
        var seed: UInt64
        /// The `--source` a replay needs; nil for the embedded catalog.
        var source: String?
        /// The options a transcript runs with: seed, width, page size, language, images, source.
        var transcript: Transcript.Options
    }

    /// A statement as it ran.
    private struct Entry {
        let statement: String
        let failed: Bool
    }

    /// The recording on, and what it has written.
    private struct Active {
        let file: RecordingFile
        let target: RecordingTarget
        var lines: Int
    }

    private let secrets: [RecordingSecret]
    /// The statements run so far, from `earlierStart` on: the newest that fit in `RecordedScript.earlierBytes`,
    /// so a long script's lines cost no more memory than that.
    private var kept: [Entry] = []
    private var earlierStart = 0
    private var keptBytes = 0
    /// How many of the earliest statements were let go.
    private var dropped = 0

    /// The statements a recording started now would begin with.
    private var earlier: ArraySlice<Entry> {
        kept[earlierStart...]
    }
    /// The favorites the session had before its first statement: a transcript's header names
    /// them, so a replay, which starts with an empty data folder, starts where the session did.
    private(set) var startingFavorites: [Favorite]?

    /// Remembers the favorites the session starts with; only the first call counts.
    func noteStart(favorites: [Favorite]) {
        if startingFavorites == nil { startingFavorites = favorites }
    }
    private var active: Active?

    /// Creates a recorder; `secrets` are written as their names, never as their values.
    init(secrets: [RecordingSecret]) {
        self.secrets = secrets
    }

    /// Whether a recording is on.
    var isOn: Bool {
        active != nil
    }

    /// Whether a transcript is being recorded, for which the session keeps a plain copy of its output.
    var recordsOutput: Bool {
        active?.target.format == .transcript
    }

    /// Carries out `record`: starts a recording with the header and the earlier statements, stops it, or says what is on.
    func perform(_ request: RecordingRequest, settings: @autoclosure () -> Settings) -> RecordingReport {
        switch request {
        case .status:
            return .status(active.map { RecordingStatus(path: $0.target.path, format: $0.target.format, lines: $0.lines) })
        case .stop:
            guard let active else { return .failed(.notRecording) }
            self.active = nil
            do {
                try active.file.close()
            } catch {
                return .failed(.writeFailed(path: active.target.path, reason: error.reason, lines: active.lines))
            }
            return .stopped(path: active.target.path, lines: active.lines)
        case let .start(target):
            if let active { return .failed(.alreadyRecording(path: active.target.path)) }
            return start(target, settings: settings())
        }
    }

    private func start(_ target: RecordingTarget, settings: Settings) -> RecordingReport {
        let file: RecordingFile
        do {
            file = try RecordingFile(path: target.path, overwrite: target.overwrite)
        } catch {
            return .failed(error.fileExists ? .fileExists(path: target.path) : .cannotOpen(path: target.path, reason: error.reason))
        }
        var lines: [String]
        switch target.format {
        case .script:
            lines = RecordedScript.header(path: target.path, seed: settings.seed, source: settings.source)
            if dropped > 0 { lines.append(RecordedScript.droppedHeading(dropped)) }
            if !earlier.isEmpty {
                lines.append(RecordedScript.earlierHeading)
                lines += earlier.map { RecordedScript.line($0.statement.trimmingWhitespace(), failed: $0.failed, secrets: secrets) }
                lines.append(RecordedScript.recordedHeading)
            }
        case .transcript:
            lines = TranscriptWriter.header(settings.transcript, path: target.path, secrets: secrets, earlier: earlier.count)
            lines += earlier.flatMap { TranscriptWriter.step($0.statement.trimmingWhitespace(), output: nil, secrets: secrets) }
        }
        do {
            try file.append(lines)
        } catch {
            return .failed(.cannotOpen(path: target.path, reason: error.reason))
        }
        active = Active(file: file, target: target, lines: earlier.count)
        return .started(target, earlierLines: earlier.count)
    }

    /// Keeps a statement for a recording started later, letting the earliest go past the budget.
    private func keep(_ entry: Entry) {
        kept.append(entry)
        keptBytes += entry.statement.utf8.count
        while keptBytes > RecordedScript.earlierBytes, earlierStart < kept.count {
            keptBytes -= kept[earlierStart].statement.utf8.count
            earlierStart += 1
            dropped += 1
        }
        // The lines let go are removed in bulk, so each costs its removal once.
        if earlierStart > 1024, earlierStart * 2 > kept.count {
            kept.removeFirst(earlierStart)
            earlierStart = 0
        }
    }

    /// Takes a statement that ran, and writes it when a recording is on; reports a write that failed, which ends the recording.
    ///
    /// `output` is what it printed, as a transcript shows it; a script does not need it.
    func ran(_ statement: String, failed: Bool, output: [String]?) -> RecordingReport? {
        // Kept as typed: trimmed only when written, as most statements never are.
        keep(Entry(statement: statement, failed: failed))
        guard var active else { return nil }
        let statement = statement.trimmingWhitespace()
        let lines = switch active.target.format {
        case .script: [RecordedScript.line(statement, failed: failed, secrets: secrets)]
        case .transcript: TranscriptWriter.step(statement, output: output ?? [], secrets: secrets)
        }
        do {
            try active.file.append(lines)
        } catch {
            self.active = nil
            return .failed(.writeFailed(path: active.target.path, reason: error.reason, lines: active.lines))
        }
        active.lines += 1
        self.active = active
        return nil
    }

    /// Whether a statement is one a recording never holds: `record` itself.
    static func isRecordCommand(_ statement: String) -> Bool {
        guard let word = try? CommandLineSyntax.words(statement).first else { return false }
        return CommandTable.spec(invokedBy: word)?.name == .record
    }
}
