/// What every screen on the navigation stack is: numbered rows in pages, an entry in the
/// breadcrumb, and its own transitions for the commands it handles.
///
/// `Screen` holds one state per case and reaches each through this protocol, so a new screen
/// states these once instead of adding an arm to every property of `Screen`.
protocol ScreenState: Hashable, Sendable {
    /// The state wrapped in its case of `Screen`.
    var screen: Screen { get }
    /// The numbered rows the screen shows; numbers in commands count from 1 into these.
    var rows: [ScreenRow] { get }
    /// The screen's paging.
    var paging: Paging { get }
    /// The order `sort` set, if any.
    var sorting: Sorting? { get }
    /// The screen's entry in the breadcrumb.
    var crumb: Crumb { get }

    /// Runs the screen's own transition for a command; nil when the command is not the screen's to handle.
    mutating func handle(_ command: Command) -> ScreenReaction?
    /// Pages the rows in another size, as the settings have it, keeping the first row on show.
    mutating func repage(pageSize: Int)
    /// Holds fewer rows a page, so the page on show fits the terminal; keeps the first row on show.
    mutating func fit(pageSize: Int)
    /// Puts the rows in an order, from the first page.
    mutating func sort(_ sorting: Sorting)
    /// Puts the rows back in the screen's own order, from the first page (`sort` alone).
    mutating func unsort()
}
