/// Declares one command: its name, aliases, arguments, help text and the screens it applies to.
///
/// The table of specs feeds the parser, `help`, tab completion and the README's command reference.
public struct CommandSpec: Hashable, Sendable {
    /// The canonical name.
    public let name: CommandName
    /// Other words that run the same command.
    public let aliases: [String]
    /// The arguments, in order.
    public let arguments: [ArgumentSpec]
    /// The `--flags` the command accepts, anywhere among its arguments.
    public let flags: [FlagSpec]
    /// The localization key of the one-line help.
    public let helpKey: LocalizationKey
    /// The screens where the command applies.
    public let screens: Set<ScreenKind>
    /// Example invocations, shown by `help <command>`.
    public let examples: [String]

    /// Creates a spec.
    public init(
        _ name: CommandName, aliases: [String] = [], arguments: [ArgumentSpec] = [], flags: [FlagSpec] = [],
        help: LocalizationKey, screens: Set<ScreenKind> = Set(ScreenKind.allCases), examples: [String] = []
    ) {
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.flags = flags
        self.helpKey = help
        self.screens = screens
        self.examples = examples
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
