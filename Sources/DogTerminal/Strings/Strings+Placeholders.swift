import DogCore

extension Strings {
    /// The `{name}` placeholders of a text that none of the given names fills, in order: an argument a caller left out.
    ///
    /// A placeholder is read as `fill` reads it, from a `{` to the next `}`, and only a name of
    /// letters, digits, `_` and `-` counts; other braces are text.
    public static func unfilledPlaceholders(in template: String, filledBy names: some Sequence<String>) -> [String] {
        let filled = Set(names)
        var unfilled: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            if !name.isEmpty, name.allSatisfy(isNameCharacter), !filled.contains(name) { unfilled.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return unfilled
    }

    /// The placeholders some texts show as they are written in a script or a transcript, which
    /// `--script` and `dogsh test` fill: no argument fills them in the text itself.
    static let literalPlaceholders: [LocalizationKey: Set<String>] = [
        .cliOptionParameters: ["name"],
        .cliTestVariable: ["name", "server"],
        .errorScriptParametersWithoutScript: ["name"],
    ]

    /// The placeholders of a key's text that its arguments leave unfilled, besides those it shows as written.
    static func unfilledPlaceholders(of key: LocalizationKey, in template: String, _ arguments: [String: MessageArgument]) -> [String] {
        unfilledPlaceholders(in: template, filledBy: Array(arguments.keys) + (literalPlaceholders[key] ?? []))
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-")
    }
}
