/// The one table of every command dogsh understands, grouped by purpose in the files beside this one.
public enum CommandTable {
    /// Every command, in the order `help` lists them.
    public static let specs: [CommandSpec] = groups.flatMap(\.specs)

    /// The commands by purpose, in the order `help` lists them.
    public static let groups: [CommandGroup] = [
        CommandGroup(title: .helpGroupMoving, specs: moving),
        CommandGroup(title: .helpGroupChoosing, specs: choosing),
        CommandGroup(title: .helpGroupImages, specs: images),
        CommandGroup(title: .helpGroupFavorites, specs: favorites),
        CommandGroup(title: .helpGroupSession, specs: session),
    ]

    /// The spec for a canonical name; every name code refers to is declared by an entry.
    public static func spec(_ name: CommandName) -> CommandSpec {
        guard let spec = byName[name] else { preconditionFailure("no table entry declares the command \(name)") }
        return spec
    }

    /// The spec a typed word invokes, by name or alias, ignoring case.
    public static func spec(invokedBy word: String) -> CommandSpec? {
        byInvocation[word.lowercased()]
    }

    private static let byName: [CommandName: CommandSpec] = Dictionary(
        uniqueKeysWithValues: specs.map { ($0.name, $0) }
    )

    private static let byInvocation: [String: CommandSpec] = {
        var index: [String: CommandSpec] = [:]
        for spec in specs {
            for word in spec.invocations { index[word] = spec }
        }
        return index
    }()
}

/// Commands that serve one purpose, under a heading in `help`.
public struct CommandGroup: Sendable {
    /// The heading.
    public let title: LocalizationKey
    /// The commands, in the order `help` lists them.
    public let specs: [CommandSpec]
}
