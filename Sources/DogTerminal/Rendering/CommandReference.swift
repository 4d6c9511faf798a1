import DogCore

/// The README's command reference, generated from the command table.
public enum CommandReference {
    /// A Markdown table of every command: usage, aliases and help.
    public static func markdown(strings: Strings = Strings()) -> String {
        var lines = ["| Command | Aliases | What it does |", "| --- | --- | --- |"]
        for spec in CommandTable.specs {
            let usage = CommandUsage.line(spec, strings: strings).split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
            let aliases = spec.aliases.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| `\(usage)` | \(aliases) | \(strings.text(spec.helpKey)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
