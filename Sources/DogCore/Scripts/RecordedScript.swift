/// The text of a recorded script: a header with the seed, then each statement as it was entered.
///
/// Statements are written so that `--script` reads them back as they were typed (`{` doubled,
/// see `ScriptTemplate`); one that failed is written as a comment, so a replay neither repeats
/// nor stops at it. A secret's value is written as its parameter, `{thedogapi-key}`.
public enum RecordedScript {
    /// The opening lines: how to replay the script, and the session's seed.
    ///
    /// `source` is the `--source` the session ran with, when not the embedded catalog: the replay needs it too.
    public static func header(path: String, seed: UInt64, source: String?) -> [String] {
        let replay = "dogsh " + (source.map { "--source \($0) " } ?? "") + "--script " + path
        return ["# Recorded by dogsh. Replay: \(replay)", "#| seed = \(seed)"]
    }

    /// The comment before the lines entered ahead of the recording.
    public static let earlierHeading = "# Entered before the recording started, so that a replay starts where it did:"

    /// The comment before the lines entered once it started.
    public static let recordedHeading = "# Recorded:"

    /// How many bytes of the statements run before a recording a session keeps for it (1 MiB): the
    /// newest, so a script of any length costs no more memory than that.
    public static let earlierBytes = 1 << 20

    /// The comment that says how many of the earliest lines were not kept (over the memory a
    /// session keeps them in), so a replay may not start where the session did.
    public static func droppedHeading(_ count: Int) -> String {
        "# \(count) earlier \(count == 1 ? "line was" : "lines were") not kept (more than \(RecordedScript.earlierBytes) bytes): a replay may start elsewhere."
    }

    /// A statement as the script holds it.
    public static func line(_ statement: String, failed: Bool, secrets: [RecordingSecret]) -> String {
        var text = ScriptTemplate.escaped(statement)
        for secret in secrets { text = text.replacing(ScriptTemplate.escaped(secret.value), with: "{\(secret.name)}") }
        return failed ? "# failed: " + text : text
    }
}

/// A value a recording never holds, written as `{name}` in its place.
public struct RecordingSecret: Hashable, Sendable {
    /// The parameter (in a script) or variable (in a transcript) that stands for it, such as `thedogapi-key`.
    public let name: String
    /// The value.
    public let value: String

    /// Creates a secret; an empty value is never looked for.
    public init?(name: String, value: String?) {
        guard let value, !value.isEmpty else { return nil }
        self.name = name
        self.value = value
    }
}
