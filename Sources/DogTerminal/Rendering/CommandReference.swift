import DogCore

/// The README's command reference, generated from the command table and the trait table.
public enum CommandReference {
    /// A Markdown table of every command (usage, aliases and help), then one of every trait `find`, `sort` and `compare` take.
    public static func markdown(strings: Strings = Strings()) -> String {
        var lines = ["| Command | Aliases | What it does |", "| --- | --- | --- |"]
        for spec in CommandTable.specs {
            let usage = CommandUsage.line(spec, strings: strings).split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
            let aliases = spec.aliases.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| `\(usage)` | \(aliases) | \(strings.text(spec.helpKey)) |")
        }
        lines += ["", "| Trait | What it is | Values |", "| --- | --- | --- |"]
        for trait in BreedTrait.allCases {
            lines.append("| `\(trait.rawValue)` | \(strings.text(trait.labelKey)) | \(TraitText.values(trait, strings: strings)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
