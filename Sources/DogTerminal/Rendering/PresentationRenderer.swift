import DogCore

/// Renders presentations as lines of text for a terminal of a given width.
public struct PresentationRenderer: Sendable {
    /// The language texts come from.
    public let strings: Strings
    /// The terminal width in columns.
    public let width: Int

    /// Creates a renderer; widths below 20 columns are treated as 20.
    public init(strings: Strings, width: Int) {
        self.strings = strings
        self.width = max(20, width)
    }

    /// The lines that show a presentation.
    public func render(_ presentation: Presentation) -> [String] {
        switch presentation {
        case let .screen(screen): render(screen)
        case let .message(message): [strings.format(message)]
        case let .breadcrumb(crumbs): [breadcrumb(crumbs)]
        case let .help(name, screen): name.map(help) ?? helpOverview(on: screen)
        case let .details(breed): details(of: breed)
        case let .catalogSummary(summary): catalogSummary(summary)
        case let .randomImage(image, displayName): randomImage(image, displayName: displayName)
        }
    }

    /// The lines of an error message.
    public func render(error message: Message) -> [String] {
        [strings.format(message)]
    }

    /// The lines of a screen.
    public func render(_ screen: Screen) -> [String] {
        switch screen {
        case let .breeds(state): breedsScreen(state)
        case let .breed(state): breedScreen(state)
        case let .favorites(state): favoritesScreen(state)
        case let .search(state): searchScreen(state)
        }
    }

    /// Crumbs joined by `›`; a sub-breed after its own breed shows only its sub-breed name.
    public func breadcrumb(_ crumbs: [Crumb]) -> String {
        var parts: [String] = []
        var previous: Crumb?
        for crumb in crumbs {
            parts.append(crumbText(crumb, after: previous))
            previous = crumb
        }
        return parts.joined(separator: " › ")
    }

    func crumbText(_ crumb: Crumb, after previous: Crumb?) -> String {
        switch crumb {
        case .breeds: strings.text(.crumbBreeds)
        case .favorites: strings.text(.crumbFavorites)
        case let .search(query): strings.text(.crumbSearch, ["query": .text(query)])
        case let .breed(ref):
            if case let .breed(parent)? = previous, parent == ref.parent, let sub = ref.subBreed {
                TerminalSanitizer.clean(sub)
            } else {
                TerminalSanitizer.clean(ref.phrase)
            }
        }
    }

    /// Wraps a hint or footer to the width.
    func wrapped(_ text: String) -> [String] {
        TextWrapping.wrap(text, width: width)
    }

    /// The title of a screen with `· page x of y` when it has more than one page.
    func titled(_ title: String, paging: Paging) -> String {
        guard paging.pageCount > 1 else { return title }
        return title + " · " + strings.text(.screenPaging, ["page": .number(paging.page), "count": .number(paging.pageCount)])
    }
}
