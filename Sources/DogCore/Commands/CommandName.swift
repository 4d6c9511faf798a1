/// The canonical name of a command; aliases map onto these.
///
/// A name is the word its table entry declares (`CommandTable.specs`): a new command needs no
/// case here. The constants below are the names other code refers to, in errors, shorthands and tests.
public struct CommandName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CaseIterable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// Every command's name, in the order `help` lists them.
    public static var allCases: [CommandName] {
        CommandTable.specs.map(\.name)
    }

    public var description: String {
        rawValue
    }
}

extension CommandName {
    public static let open: CommandName = "open", back: CommandName = "back", forward: CommandName = "forward"
    public static let home: CommandName = "home", `where`: CommandName = "where", ls: CommandName = "ls"
    public static let more: CommandName = "more", prev: CommandName = "prev", search: CommandName = "search"
    public static let find: CommandName = "find", sort: CommandName = "sort", compare: CommandName = "compare"
    public static let random: CommandName = "random", info: CommandName = "info", show: CommandName = "show"
    public static let grid: CommandName = "grid", save: CommandName = "save", browse: CommandName = "browse"
    public static let copy: CommandName = "copy", fav: CommandName = "fav", unfav: CommandName = "unfav"
    public static let favorites: CommandName = "favorites", history: CommandName = "history", record: CommandName = "record"
    public static let theme: CommandName = "theme", units: CommandName = "units", lang: CommandName = "lang", pager: CommandName = "pager"
    public static let log: CommandName = "log", help: CommandName = "help", quit: CommandName = "quit"
}
