import DogCore
import DogTerminal

/// The text of a transcript written as a session goes: its options, then each command with its output.
///
/// `record --transcript` writes with it, so what a session at the prompt printed becomes a test:
/// the options are the ones the session ran with, and each output is written as the runner
/// compares it (escapes made visible, trailing blank lines dropped). A secret is written as the
/// variable `{name}` that `dogsh test --var name=VALUE` fills, in commands, options and output.
public enum TranscriptWriter {
    /// The comment and `#|` option lines that open the file; `earlier` counts the commands whose output was not recorded.
    public static func header(_ options: Transcript.Options, path: String, secrets: [RecordingSecret], earlier: Int) -> [String] {
        let variables = secrets.map { " --var \($0.name)=…" }.joined()
        var lines = ["# Recorded by dogsh. Check it: dogsh test\(variables) \(path)"]
        if earlier > 0 {
            lines.append("# The first \(earlier) command\(earlier == 1 ? "" : "s") ran before the recording started: \"...\" stands for their output.")
        }
        lines += [
            "#| seed = \(options.seed)",
            "#| width = \(options.width)",
            "#| page-size = \(options.pageSize)",
            "#| lang = \(options.language.rawValue)",
        ]
        if options.units != .metric { lines.append("#| units = \(options.units.rawValue)") }
        if options.images != .off { lines.append("#| images = \(options.images.rawValue)") }
        if let rows = options.rows { lines.append("#| rows = \(rows)") }
        if !options.favorites.isEmpty { lines.append("#| favorites = \(Transcript.Options.text(of: options.favorites))") }
        if options.json { lines.append("#| json = true") }
        if let source = options.source { lines.append("#| source = \(source)") }
        if let url = options.theDogAPIURL { lines.append("#| thedogapi-url = \(url)") }
        if let key = secrets.first(where: { $0.name == "thedogapi-key" }) { lines.append("#| thedogapi-key = {\(key.name)}") }
        return lines
    }

    /// One command and what it printed, closed by a blank line; nil output writes `...`, which matches any.
    public static func step(_ command: String, output: [String]?, secrets: [RecordingSecret]) -> [String] {
        let hide = { (text: String) in secrets.reduce(text) { $0.replacing($1.value, with: "{\($1.name)}") } }
        let printed = output.map { TranscriptParser.trimmed($0.map { hide(TranscriptRunner.visible($0)) }) } ?? ["..."]
        return ["$ " + hide(command)] + printed + [""]
    }
}
