import DogCore

/// The documentation's reference tables, generated from the command table and the trait table.
///
/// `scripts/generate-command-reference` writes them into docs/guide.md (commands) and
/// docs/choosing.md (traits), through `dogsh reference`; tests fail when those copies are stale.
public enum CommandReference {
    /// A Markdown table of every command: its usage, aliases and help.
    public static func commandsMarkdown(strings: Strings = Strings()) -> String {
        var lines = ["| Command | Aliases | What it does |", "| --- | --- | --- |"]
        for spec in CommandTable.specs {
            let usage = CommandUsage.line(spec, strings: strings).split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
            let aliases = spec.aliases.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| `\(usage)` | \(aliases) | \(strings.text(spec.helpKey)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Markdown table of every trait `find`, `sort` and `compare` take: its name, label and accepted values.
    public static func traitsMarkdown(strings: Strings = Strings()) -> String {
        var lines = ["| Trait | What it is | Values |", "| --- | --- | --- |"]
        for trait in BreedTrait.allCases {
            lines.append("| `\(trait.rawValue)` | \(strings.text(trait.labelKey)) | \(TraitText.values(trait, strings: strings)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
