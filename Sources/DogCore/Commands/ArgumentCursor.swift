/// Where each word after a command's name falls: `--flags` apart, then each other word against the spec's arguments in order.
///
/// The parser and the completer both read a statement through it, so they cannot disagree on
/// which argument a word fills: `record --transcript tour.t` fills the file argument with
/// `tour.t` for both.
public struct ArgumentCursor: Sendable {
    /// The command the words belong to.
    public let spec: CommandSpec
    /// The words that are not flags, in order.
    public let words: [String]
    /// The flags typed, as typed (`--Images`), in order.
    public let flags: [String]

    /// Splits the words after a command's name.
    public init(_ spec: CommandSpec, _ words: [String]) {
        self.spec = spec
        self.words = words.filter { !Self.isFlag($0) }
        self.flags = words.filter(Self.isFlag)
    }

    /// Whether a word is a flag: `--` and a name.
    public static func isFlag(_ word: String) -> Bool {
        word.hasPrefix("--") && word.count > 2
    }

    /// A flag's name without dashes, lowercased, as specs declare them.
    public static func flagName(_ word: String) -> String {
        String(word.dropFirst(2)).lowercased()
    }

    /// The argument the word at `index` among `words` fills; a rest argument takes every word from its own position on.
    public func argument(at index: Int) -> ArgumentSpec? {
        for (position, argument) in spec.arguments.enumerated() {
            if position == index { return argument }
            if position < index, argument.arity == .requiredRest || argument.arity == .optionalRest { return argument }
        }
        return nil
    }

    /// The argument the next word would fill; nil when the command takes no more.
    public var next: ArgumentSpec? {
        argument(at: words.count)
    }

    /// The spec's flags not typed yet that apply on a screen.
    public func remainingFlags(on screen: ScreenKind) -> [FlagSpec] {
        let typed = Set(flags.map(Self.flagName))
        return spec.flags.filter { $0.screens.contains(screen) && !typed.contains($0.name) }
    }
}
