/// Every screen that can be pushed onto the navigation stack, each with its own state.
///
/// Each case holds a `ScreenState`; what every screen has is read and changed through it.
///
/// A breed screen is boxed (`indirect`): inline it was 530 bytes, which every copy of a
/// `Screen`, `Presentation` or `Effect` moved and retained field by field, 10 % of a replay's time.
public enum Screen: Hashable, Sendable {
    case breeds(BreedsScreen)
    indirect case breed(BreedScreen)
    case favorites(FavoritesScreen)
    case search(SearchScreen)
    case find(FindScreen)

    /// The kind of screen.
    public var kind: ScreenKind {
        switch self {
        case .breeds: .breeds
        case .breed: .breed
        case .favorites: .favorites
        case .search: .search
        case .find: .find
        }
    }

    /// The case's state, whichever screen it is.
    var state: any ScreenState {
        switch self {
        case let .breeds(screen): screen
        case let .breed(screen): screen
        case let .favorites(screen): screen
        case let .search(screen): screen
        case let .find(screen): screen
        }
    }

    /// Changes the case's state and keeps the changed state in the same case.
    private mutating func update<Result>(_ change: (inout any ScreenState) -> Result) -> Result {
        var state = state
        defer { self = state.screen }
        return change(&state)
    }

    /// The numbered rows the screen shows; numbers in commands count from 1 into these.
    public var rows: [ScreenRow] { state.rows }

    /// The screen's paging.
    public var paging: Paging { state.paging }

    /// The order `sort` set on a list screen; nil on a breed screen or before any `sort`.
    public var sorting: Sorting? { state.sorting }

    /// The screen's entry in the breadcrumb.
    public var crumb: Crumb { state.crumb }

    /// Runs the screen's own transition for a command; nil when the command is not the screen's to handle.
    public mutating func handle(_ command: Command) -> ScreenReaction? { update { $0.handle(command) } }

    /// Puts a list screen's rows in an order; a breed screen has none to sort and stays.
    mutating func sort(_ sorting: Sorting) { update { $0.sort(sorting) } }

    /// Puts a list screen's rows back in its own order; a breed screen stays.
    mutating func unsort() { update { $0.unsort() } }

    /// Holds fewer rows a page, so the page on show fits the terminal; keeps the first row on show.
    mutating func fit(pageSize: Int) { update { $0.fit(pageSize: pageSize) } }

    /// Pages the screen's rows in another size, keeping the first row on show.
    mutating func repage(pageSize: Int) { update { $0.repage(pageSize: pageSize) } }
}

/// One entry of the breadcrumb that `where` prints.
public enum Crumb: Hashable, Sendable {
    case breeds
    case breed(BreedRef)
    case favorites
    case search(String)
    case find(String)
}
