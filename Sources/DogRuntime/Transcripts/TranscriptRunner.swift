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
    public static func run(
        _ transcript: Transcript,
        services: (SessionConfiguration) -> SessionServices = SessionServices.embedded
    ) async -> TranscriptResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-transcript-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = SessionConfiguration(
            seed: transcript.options.seed, width: transcript.options.width,
            navigator: NavigatorSettings(pageSize: transcript.options.pageSize), dataDirectory: folder
        )
        let output = CapturedOutput()
        let session = Session(configuration: configuration, services: services(configuration), output: output)
        await session.start()
        var actual: [[String]] = []
        for step in transcript.steps {
            let before = output.lines.count
            if !session.quitRequested { await session.submit(step.command) }
            actual.append(TranscriptParser.trimmed(Array(output.lines[before...])))
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

    /// The actual session written as a transcript, to record or refresh a file.
    public var recorded: String {
        document { _, output in output }.joined(separator: "\n") + "\n"
    }
}
