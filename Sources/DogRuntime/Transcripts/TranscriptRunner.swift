import DogCore
import DogTerminal
import Foundation

/// Replays transcripts through fresh sessions and compares what they print with what was recorded.
public enum TranscriptRunner {
    /// Reads, parses and runs a transcript file.
    public static func run(file path: String) async -> Result<TranscriptResult, TranscriptError> {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            return .failure(.unreadable(path: path, reason: (error as NSError).localizedDescription))
        }
        do {
            return .success(await run(try TranscriptParser.parse(text, path: path)))
        } catch {
            return .failure(error)
        }
    }

    /// Runs a transcript in a session with an empty data folder of its own, every command in turn.
    ///
    /// `{tmp}` in a command stands for a fresh temporary folder; where that folder's path
    /// appears in the output, it is written back as `{tmp}` before comparing.
    public static func run(
        _ transcript: Transcript,
        services: (SessionConfiguration) -> SessionServices = SessionServices.embedded
    ) async -> TranscriptResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-transcript-\(UUID().uuidString)").path
        let scratch = folder + "/tmp"
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = SessionConfiguration(
            seed: transcript.options.seed, width: transcript.options.width,
            navigator: NavigatorSettings(pageSize: transcript.options.pageSize), dataDirectory: folder + "/data",
            languageFlag: transcript.options.language
        )
        let output = CapturedOutput()
        let session = Session(configuration: configuration, services: services(configuration), output: output)
        await session.start()
        var actual: [[String]] = []
        for step in transcript.steps {
            let before = output.lines.count
            if !session.quitRequested { await session.submit(step.command.replacingOccurrences(of: "{tmp}", with: scratch)) }
            let printed = output.lines[before...].map { $0.replacingOccurrences(of: scratch, with: "{tmp}") }
            actual.append(TranscriptParser.trimmed(printed))
        }
        return TranscriptResult(transcript: transcript, actual: actual)
    }
}

/// The outcome of replaying one transcript.
public struct TranscriptResult: Sendable {
    /// The transcript that ran.
    public let transcript: Transcript
    /// What each command printed, trailing blank lines removed.
    public let actual: [[String]]

    /// Whether every command printed what was recorded.
    public var passed: Bool {
        zip(transcript.steps, actual).allSatisfy { TranscriptMatcher.matches(expected: $0.expected, actual: $1) }
    }

    /// A unified diff from the recorded transcript to one rebuilt from the actual output.
    ///
    /// Steps that matched (wildcards included) keep their recorded text, so only real differences show.
    public var diff: [String] {
        let expected = document { step, _ in step.expected }
        let actual = document { step, output in
            TranscriptMatcher.matches(expected: step.expected, actual: output) ? step.expected : output
        }
        return UnifiedDiff.lines(from: expected, to: actual, oldLabel: transcript.path, newLabel: transcript.path + " (actual)")
    }

    /// The transcript's text with each step's output chosen by `output`.
    private func document(_ output: (Transcript.Step, [String]) -> [String]) -> [String] {
        var lines = transcript.preamble
        for (step, printed) in zip(transcript.steps, actual) {
            lines.append("$ " + step.command)
            lines += output(step, printed)
        }
        return lines
    }

    /// The actual session written as a transcript, to record or refresh a file; a blank line follows each step.
    public var recorded: String {
        var lines = transcript.preamble
        for (step, printed) in zip(transcript.steps, actual) {
            lines.append("$ " + step.command)
            lines += TranscriptMatcher.matches(expected: step.expected, actual: printed) ? step.expected : printed
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
