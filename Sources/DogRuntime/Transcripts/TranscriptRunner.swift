import DogCore
import DogServices
import Logging
import DogTerminal
import FoundationEssentials
import Glibc

/// Replays transcripts through fresh sessions and compares what they print with what was recorded.
///
/// Sessions live on the main actor, and so do their transcripts' runs.
@MainActor
public enum TranscriptRunner {
    /// Reads, parses and runs a transcript file; `variables` fill `{name}` placeholders such as `{server}`.
    ///
    /// A `{name}` in a command or option that neither `{tmp}` nor `variables` fills is an error, before anything runs.
    public static func run(file path: String, variables: [String: String] = [:]) async -> Result<TranscriptResult, TranscriptError> {
        let text: String
        do {
            text = try FileContents.text(atPath: path)
        } catch {
            return .failure(.unreadable(path: path, reason: error.reason))
        }
        do {
            let transcript = try TranscriptParser.parse(text, path: path)
            if let error = unfilledVariable(in: transcript, given: variables) { return .failure(error) }
            return .success(await run(transcript, variables: variables))
        } catch {
            return .failure(error)
        }
    }

    /// The first command or option with a `{name}` no variable fills, as an error naming its line; nil when every one is filled.
    nonisolated static func unfilledVariable(in transcript: Transcript, given: [String: String]) -> TranscriptError? {
        let variables = TranscriptVariables(given, tmp: "")
        let options = transcript.preamble.enumerated().filter { $0.element.hasPrefix("#|") }.map { ($0.offset + 1, $0.element) }
        for (line, text) in options + transcript.steps.map({ ($0.line, $0.command) }) {
            do {
                _ = try variables.filled(text)
            } catch {
                guard case let .unfilled(names) = error else { continue }
                return .unfilledVariables(path: transcript.path, line: line, names: names)
            }
        }
        return nil
    }

    /// Runs a transcript in a session with empty data and cache folders of its own, every command in turn.
    ///
    /// `{tmp}` in a command stands for a fresh temporary folder and each of `variables` for its
    /// value; where those values appear in the output, they are written back as their names
    /// before comparing. A transcript with a `source` option runs on that live source, with
    /// the same network stack as the shell; `services` builds the services otherwise. What
    /// the session prints while starting (a bad source, say) counts as the first command's output.
    public static func run(
        _ transcript: Transcript, variables: [String: String] = [:],
        services: ((SessionConfiguration) -> SessionServices)? = nil
    ) async -> TranscriptResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-transcript-\(UUID().uuidString)").path
        let scratch = folder + "/tmp"
        PrivateFolder.create(scratch)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let variables = TranscriptVariables(variables, tmp: scratch)
        // A `{name}` without a value was refused before the run (`unfilledVariable`); one that reaches here stays as written.
        let fill = { (text: String) in (try? variables.filled(text)) ?? text }
        let fillCommand = { (command: String) in (try? variables.filledCommand(command)) ?? command }
        var configuration = SessionConfiguration(
            seed: transcript.options.seed, width: transcript.options.width,
            coordinator: CoordinatorSettings(pageSize: transcript.options.pageSize), dataDirectory: folder + "/data",
            languageFlag: transcript.options.language
        )
        configuration.imageMode = transcript.options.images
        configuration.jsonOutput = transcript.options.json
        configuration.terminalRows = transcript.options.rows
        configuration.fitsPagesToRows = transcript.options.rows != nil
        configuration.cacheDirectory = folder + "/cache"
        // A transcript's output is exact: a stand-in shown because the machine was busy would make it vary.
        configuration.liveQuiet = configuration.liveDeadline
        // A test run never starts a browser: `browse` hands its URL to `true`, which takes it and succeeds.
        // A UTF-8 locale with no territory: the score bars are drawn as people see them, and the
        // units are the transcript's own, never the machine's.
        configuration.environment = ["BROWSER": "true", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        configuration.unitsFlag = transcript.options.units == .imperial ? .imperial : .metric
        let output = CapturedOutput()
        // The favorites go in before the services are made: the store reads them as it opens.
        if !transcript.options.favorites.isEmpty, let error = await Self.store(transcript.options.favorites, in: folder + "/data") {
            // Said as the first command's output, as a bad source is: the replay would differ anyway, and this says why.
            output.write([Strings(language: .named(transcript.options.language)).format(error.message)], to: .error)
        }
        let chosen: SessionServices
        if let services {
            chosen = services(configuration)
        } else if let source = transcript.options.source.map(fill),
                  let choice = SourceChoice(parsing: source, theDogAPIBase: transcript.options.theDogAPIURL.map(fill).flatMap(URL.init(string:))) {
            configuration.sourceName = choice.name
            chosen = SessionServices.live(
                configuration, source: choice, apiKey: transcript.options.theDogAPIKey.map(fill), cacheDirectory: folder + "/cache",
                loggers: .disabled
            )
        } else {
            if let source = transcript.options.source {
                output.write([Strings(language: .named(transcript.options.language)).text(.errorSourceUnknown, ["source": .text(fill(source))])], to: .error)
            }
            chosen = SessionServices.embedded(configuration)
        }
        let session = Session(configuration: configuration, services: chosen, output: output)
        await session.start(foreseeing: transcript.steps.first.map { fillCommand($0.command) })
        var actual: [[String]] = []
        var mark = 0
        var quit = false
        for step in transcript.steps {
            if !quit { quit = await session.submit(fillCommand(step.command)).contains(.quit) }
            actual.append(TranscriptParser.trimmed(output.lines[mark...].map(Self.visible)))
            mark = output.lines.count
        }
        return TranscriptResult(transcript: transcript, actual: actual, variables: variables)
    }

    /// Puts the favorites a transcript starts with in its data folder, before the session reads
    /// them; returns why they could not be stored.
    private static func store(_ favorites: [Favorite], in folder: String) async -> FavoritesStoreError? {
        PrivateFolder.create(folder)
        do {
            _ = try await SQLiteFavoritesStore.open(directory: folder).add(favorites)
            return nil
        } catch {
            return error
        }
    }

    /// A line with its escape (`␛`) and bell (`␇`) characters made visible, so drawn images can be recorded and read.
    nonisolated static func visible(_ line: String) -> String {
        guard line.contains(where: { $0 == "\u{1B}" || $0 == "\u{7}" }) else { return line }
        return line.replacing("\u{1B}", with: "␛").replacing("\u{7}", with: "␇")
    }

}

/// The outcome of replaying one transcript.
public struct TranscriptResult: Sendable {
    /// The transcript that ran.
    public let transcript: Transcript
    /// What each command printed, trailing blank lines removed.
    public let actual: [[String]]
    /// The variables the run filled, which expected output names.
    public let variables: TranscriptVariables

    /// The outcome of a run: what each step printed, under the run's variables.
    public init(transcript: Transcript, actual: [[String]], variables: TranscriptVariables = TranscriptVariables([:])) {
        self.transcript = transcript
        self.actual = actual
        self.variables = variables
    }

    /// Whether every command printed what was recorded.
    public var passed: Bool {
        zip(transcript.steps, actual).allSatisfy { matches($0, $1) }
    }

    /// A unified diff from the recorded transcript to one rebuilt from the actual output.
    ///
    /// Steps that matched (wildcards included) keep their recorded text, so only real differences
    /// show; the blank lines between steps are kept, so hunks name the file's own line numbers.
    public var diff: [String] {
        let expected = document { step, _ in step.expected }
        let actual = document(rewritten)
        return UnifiedDiff.lines(from: expected, to: actual, oldLabel: transcript.path, newLabel: transcript.path + " (actual)")
    }

    /// The transcript's text with each step's output chosen by `output`.
    private func document(_ output: (Transcript.Step, [String]) -> [String]) -> [String] {
        var lines = transcript.preamble
        for (step, printed) in zip(transcript.steps, actual) {
            lines.append("$ " + step.command)
            lines += output(step, printed)
            lines += Array(repeating: "", count: step.trailingBlankLines)
        }
        return lines
    }

    /// The actual session written as a transcript, to record or refresh a file; a blank line follows each step.
    public var recorded: String {
        var lines = transcript.preamble
        for (step, printed) in zip(transcript.steps, actual) {
            lines.append("$ " + step.command)
            lines += rewritten(step, printed)
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    private func matches(_ step: Transcript.Step, _ printed: [String]) -> Bool {
        TranscriptMatcher.matches(expected: step.expected, actual: printed, variables: variables)
    }

    /// A step's output as a refreshed transcript writes it: the recorded text where it still
    /// matches, line for line, and what was printed elsewhere, with a value written as its
    /// variable's name only for the variables the step or the options already named.
    private func rewritten(_ step: Transcript.Step, _ printed: [String]) -> [String] {
        guard !matches(step, printed) else { return step.expected }
        let names = variables.used(in: ([step.command] + step.expected + transcript.preamble).joined(separator: "\n")).union(["tmp"])
        let kept = LineAlignment.pairs(step.expected, printed) { TranscriptMatcher.lineMatches(pattern: $0, $1, variables: variables) }
        return printed.indices.map { index in kept[index].map { step.expected[$0] } ?? variables.named(printed[index], only: names) }
    }
}
