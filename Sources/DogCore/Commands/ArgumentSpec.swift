/// Declares one argument of a command: its placeholder, how many words it takes, and how it completes.
public struct ArgumentSpec: Hashable, Sendable {
    /// The localization key of the placeholder shown in usage lines, for example `argument.breed`.
    public let placeholder: LocalizationKey
    /// How many words the argument takes.
    public let arity: Arity
    /// Where tab completion finds candidates for it.
    public let completion: CompletionSource
    /// Words it takes besides what its source offers, which completion offers too: `compare favorites`, `record stop`.
    public let words: [String]

    /// Creates an argument spec.
    public init(_ placeholder: LocalizationKey, _ arity: Arity, completion: CompletionSource, words: [String] = []) {
        self.placeholder = placeholder
        self.arity = arity
        self.completion = completion
        self.words = words
    }

    /// How many words an argument takes.
    public enum Arity: Hashable, Sendable {
        /// Exactly one word.
        case required
        /// Zero or one word.
        case optional
        /// One word, required exactly when the previous argument is given.
        case requiredWithPrevious
        /// All remaining words, at least one.
        case requiredRest
        /// All remaining words, possibly none.
        case optionalRest
    }
}

/// Declares a `--flag` a command accepts.
public struct FlagSpec: Hashable, Sendable {
    /// The flag's name without dashes, for example `images`.
    public let name: String
    /// The localization key of its one-line help.
    public let helpKey: LocalizationKey
    /// The screens where the flag applies.
    public let screens: Set<ScreenKind>
    /// Whether the usage line shows it; a rarely needed flag (`record --force`) is left to `help <command>`,
    /// so one long usage does not narrow every line of `help`.
    public let inUsage: Bool

    /// Creates a flag spec.
    public init(_ name: String, help: LocalizationKey, screens: Set<ScreenKind> = Set(ScreenKind.allCases), inUsage: Bool = true) {
        self.name = name
        self.helpKey = help
        self.screens = screens
        self.inUsage = inUsage
    }
}

/// Where tab completion looks for an argument's candidates.
public enum CompletionSource: Hashable, Sendable {
    /// Command names and aliases.
    case commands
    /// Breed identifiers, sub-breed phrases, and row numbers of the current screen.
    case breeds
    /// The favorited breeds, and row numbers of the current screen: what `unfav` can remove.
    case favoriteBreeds
    /// The sub-breeds of the breed named by the previous argument.
    case subBreeds
    /// Row numbers of the current screen, with what each row shows.
    case rows
    /// Page numbers of the current screen.
    case pages
    /// How many screens `back` goes, with the crumb each number reaches.
    case crumbs
    /// A fixed set of words.
    case keywords([String])
    /// `find` conditions: trait names, then, after a comparison, the trait's value words.
    case conditions
    /// File-system paths; the terminal layer lists them.
    case paths
    /// The command's `--flags` that apply on the screen, offered when a word starts with `-`.
    case flags

    /// Whether candidates keep the order the source gives them (low, medium, high; rows; pages)
    /// rather than being ranked by how well they match, as names are.
    var keepsOrder: Bool {
        switch self {
        case .commands, .breeds, .favoriteBreeds, .subBreeds, .paths: false
        case .rows, .pages, .crumbs, .keywords, .conditions, .flags: true
        }
    }
}
