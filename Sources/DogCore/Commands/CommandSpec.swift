/// Declares one command: its name, aliases, arguments, help text, the screens it applies to, and what it does.
///
/// The table of specs feeds the parser, the coordinator, `help`, tab completion and the command
/// reference in docs/guide.md. Adding a command means one table entry and its strings: the entry's `run` is
/// the whole of what the command does, asking the top screen where the command is about its rows.
public struct CommandSpec: Sendable {
    /// Runs a statement whose words were checked against the spec, on the coordinator, returning the effects.
    public typealias Runner = @Sendable (inout Coordinator, CommandArguments) throws(CommandError) -> [Effect]

    /// The canonical name.
    public let name: CommandName
    /// Other words that run the same command.
    public let aliases: [String]
    /// The arguments, in order.
    public let arguments: [ArgumentSpec]
    /// The `--flags` the command accepts, anywhere among its arguments.
    public let flags: [FlagSpec]
    /// Lone arguments that stand for another command: `open ..` runs `back`.
    public let shorthands: [String: CommandName]
    /// The localization key of the one-line help.
    public let helpKey: LocalizationKey
    /// The screens where the command applies.
    public let screens: Set<ScreenKind>
    /// Example invocations, shown by `help <command>`.
    public let examples: [String]
    /// What the command does.
    public let run: Runner

    /// Creates a spec.
    public init(
        _ name: CommandName, aliases: [String] = [], arguments: [ArgumentSpec] = [], flags: [FlagSpec] = [],
        shorthands: [String: CommandName] = [:], help: LocalizationKey, screens: Set<ScreenKind> = Set(ScreenKind.allCases),
        examples: [String] = [], run: @escaping Runner
    ) {
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.flags = flags
        self.shorthands = shorthands
        self.helpKey = help
        self.screens = screens
        self.examples = examples
        self.run = run
    }

    /// The name followed by the aliases: every word that invokes the command.
    public var invocations: [String] {
        [name.rawValue] + aliases
    }

    /// The fewest argument words the command accepts.
    public var minimumArguments: Int {
        arguments.filter { $0.arity == .required || $0.arity == .requiredRest }.count
    }

    /// The most argument words the command accepts; nil when a rest argument takes any number.
    public var maximumArguments: Int? {
        arguments.contains { $0.arity == .requiredRest || $0.arity == .optionalRest } ? nil : arguments.count
    }
}
