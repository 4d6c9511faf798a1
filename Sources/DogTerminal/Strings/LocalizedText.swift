/// The text of one key in one language: a single form, or plural forms chosen by `{count}`.
public enum LocalizedText: Hashable, Sendable {
    /// One form for every count.
    case plain(String)
    /// English-style forms: `one` for a count of 1, `other` for every other count.
    case plural(one: String, other: String)

    /// Every form, for checks over the tables.
    public var forms: [String] {
        switch self {
        case let .plain(text): [text]
        case let .plural(one, other): [one, other]
        }
    }
}
