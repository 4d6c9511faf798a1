/// What a piece of output is, so a palette can colour it.
public enum TextRole: CaseIterable, Sendable {
    /// Screen titles and headings.
    case title
    /// Row numbers.
    case number
    /// Breed identifiers in lists.
    case name
    /// Display names and other details beside a name.
    case detail
    /// Labels of the details block.
    case label
    /// Hints at the end of a screen.
    case hint
    /// Image URLs.
    case url
    /// The favorite mark.
    case favorite
    /// Error messages.
    case error
    /// The prompt's `dogsh`.
    case prompt
    /// The prompt's location.
    case location
}
