/// Every screen that can be pushed onto the navigation stack, each with its own state.
public enum Screen: Hashable, Sendable {
    case breeds(BreedsScreen)
    case breed(BreedScreen)
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

    /// The numbered rows the screen shows; numbers in commands count from 1 into these.
    public var rows: [ScreenRow] {
        switch self {
        case let .breeds(screen): screen.rows
        case let .breed(screen): screen.rows
        case let .favorites(screen): screen.rows
        case let .search(screen): screen.rows
        case let .find(screen): screen.rows
        }
    }

    /// The screen's paging.
    public var paging: Paging {
        switch self {
        case let .breeds(screen): screen.paging
        case let .breed(screen): screen.paging
        case let .favorites(screen): screen.paging
        case let .search(screen): screen.paging
        case let .find(screen): screen.paging
        }
    }

    /// The order `sort` set on a list screen; nil on a breed screen or before any `sort`.
    public var sorting: Sorting? {
        switch self {
        case let .breeds(screen): screen.sorting
        case .breed: nil
        case let .favorites(screen): screen.sorting
        case let .search(screen): screen.sorting
        case let .find(screen): screen.sorting
        }
    }

    /// Puts a list screen's rows in an order; a breed screen has none to sort and stays.
    mutating func sort(_ sorting: Sorting) {
        switch self {
        case var .breeds(screen):
            screen.sort(sorting, rows: screen.breeds)
            self = .breeds(screen)
        case .breed:
            break
        case var .favorites(screen):
            screen.sort(sorting)
            self = .favorites(screen)
        case var .search(screen):
            screen.sort(sorting)
            self = .search(screen)
        case var .find(screen):
            screen.sort(sorting)
            self = .find(screen)
        }
    }

    /// The screen's entry in the breadcrumb.
    public var crumb: Crumb {
        switch self {
        case .breeds: .breeds
        case let .breed(screen): .breed(screen.ref)
        case .favorites: .favorites
        case let .search(screen): .search(screen.query)
        case let .find(screen): .find(screen.query.text)
        }
    }

    /// Runs the screen's own transition for a command; nil when the command is not the screen's to handle.
    public mutating func handle(_ command: Command) -> ScreenReaction? {
        switch self {
        case var .breeds(screen):
            defer { self = .breeds(screen) }
            return screen.handle(command)
        case var .breed(screen):
            defer { self = .breed(screen) }
            return screen.handle(command)
        case var .favorites(screen):
            defer { self = .favorites(screen) }
            return screen.handle(command)
        case var .search(screen):
            defer { self = .search(screen) }
            return screen.handle(command)
        case var .find(screen):
            defer { self = .find(screen) }
            return screen.handle(command)
        }
    }

    /// Holds fewer rows a page, so the page on show fits the terminal; keeps the first row on show.
    mutating func fit(pageSize: Int) {
        if case var .breeds(screen) = self {
            screen.fit(pageSize: pageSize)
            self = .breeds(screen)
        } else if case var .breed(screen) = self {
            screen.fit(pageSize: pageSize)
            self = .breed(screen)
        } else {
            repage(pageSize: pageSize)
        }
    }

    /// Pages the screen's rows in another size, keeping the first row on show.
    mutating func repage(pageSize: Int) {
        switch self {
        case var .breeds(screen):
            screen.repage(pageSize: pageSize)
            self = .breeds(screen)
        case var .breed(screen):
            screen.repage(pageSize: pageSize)
            self = .breed(screen)
        case var .favorites(screen):
            screen.repage(pageSize: pageSize)
            self = .favorites(screen)
        case var .search(screen):
            screen.repage(pageSize: pageSize)
            self = .search(screen)
        case var .find(screen):
            screen.repage(pageSize: pageSize)
            self = .find(screen)
        }
    }

    /// Updates favorite marks (and the favorites list itself) after the favorites changed.
    mutating func apply(_ favorites: FavoriteSet, groups: [FavoriteGroup]) {
        switch self {
        case var .breeds(screen):
            screen.apply(favorites)
            self = .breeds(screen)
        case var .breed(screen):
            screen.apply(favorites)
            self = .breed(screen)
        case var .favorites(screen):
            screen.replace(groups)
            self = .favorites(screen)
        case var .search(screen):
            screen.apply(favorites)
            self = .search(screen)
        case var .find(screen):
            screen.apply(favorites)
            self = .find(screen)
        }
    }
}

/// One entry of the breadcrumb that `where` prints.
public enum Crumb: Hashable, Sendable {
    case breeds
    case breed(BreedRef)
    case favorites
    case search(String)
    case find(String)
}
