/// The root screen: every breed, numbered and paged, with sub-breed counts and, on request, a random image each.
public struct BreedsScreen: ListScreen {
    /// All breeds, in catalog order.
    public private(set) var breeds: [BreedRow]
    /// The page on show.
    public internal(set) var paging: Paging
    /// Whether each row shows a random image of its breed (`ls --images`).
    public private(set) var showsImages: Bool
    /// Random images loaded so far, by breed; a failure keeps its reason.
    public private(set) var thumbnails: [BreedRef: Thumbnail]
    /// The order `sort` set, if any.
    public internal(set) var sorting: Sorting?
    /// The rows a page holds as the settings have it; a page fitted to the terminal may hold fewer,
    /// and turning images on or off starts from this size again.
    public private(set) var pageSize: Int

    /// Creates the list at its first page, without images.
    public init(breeds: [BreedRow], pageSize: Int) {
        self.breeds = breeds
        self.pageSize = pageSize
        self.paging = Paging(rowCount: breeds.count, pageSize: pageSize)
        self.showsImages = false
        self.thumbnails = [:]
        self.sorting = nil
    }

    /// Ranks every breed and sub-breed in an order, from the first page: `rows` holds them all.
    mutating func sort(_ sorting: Sorting, rows: [BreedRow]) {
        breeds = rows
        sort(sorting)
    }

    /// Puts the breeds on the list in an order.
    mutating func order(by sorting: Sorting) {
        breeds = sorting.sorted(breeds, ref: \.ref)
    }

    /// Catalog order, breeds only: a sorted list ranked the sub-breeds with them.
    mutating func restoreOwnOrder() {
        breeds = breeds.filter { $0.ref.subBreed == nil }.sorted { $0.ref < $1.ref }
    }

    /// The list as a screen.
    var screen: Screen {
        .breeds(self)
    }

    /// The list's entry in the breadcrumb.
    public var crumb: Crumb {
        .breeds
    }

    /// The numbered rows: one per breed.
    public var rows: [ScreenRow] {
        breeds.map { .breed($0.ref) }
    }

    /// The breeds on the current page.
    public var visibleBreeds: ArraySlice<BreedRow> {
        breeds[paging.visibleRange]
    }

    /// Pages the rows in another size, keeping the first row on show; turning images on or off starts from this size.
    /// Holds fewer rows a page, so a page fits the terminal. With pictures, on the page that
    /// size puts the first row on show on: the thumbnails of the rows before it were fetched
    /// with the page, and a page that starts elsewhere waits for thumbnails of its own.
    mutating func fit(pageSize: Int) {
        paging = showsImages ? paging.aligned(pageSize: pageSize) : paging.fitted(pageSize: pageSize)
    }

    mutating func repage(pageSize: Int) {
        self.pageSize = pageSize
        paging = paging.repaged(pageSize: pageSize)
    }

    /// Handles paging and row commands; with images on, a page shows once its images are asked for.
    public mutating func handle(_ command: Command) -> ScreenReaction? {
        if case let .list(_, images) = command, images != showsImages {
            // Rows with images take more lines: each mode is fitted to the terminal afresh.
            showsImages = images
            paging = paging.fitted(pageSize: pageSize)
        }
        guard let reaction = paging.handle(command) else {
            return RowCommands.react(to: command, rows: rows, current: nil) { number, row in
                guard case let .image(image)? = thumbnails[row.ref] else { return .failure(.noThumbnail(number)) }
                return .success(image)
            }
        }
        guard reaction == .present, showsImages else { return reaction }
        let missing = visibleBreeds.map(\.ref).filter { thumbnails[$0] == nil }
        return missing.isEmpty ? .present : .delegate(.loadThumbnails(missing))
    }

    /// Stores loaded random images.
    mutating func thumbnailsLoaded(_ results: [BreedRef: Thumbnail]) {
        thumbnails.merge(results) { $1 }
    }

    /// Keeps the page, images and marks when the catalog is reloaded with new rows.
    mutating func replaceRows(_ rows: [BreedRow]) {
        breeds = sorting.map { $0.sorted(rows, ref: \.ref) } ?? rows
        paging.resize(rowCount: rows.count)
    }
}

/// A breed's random image on the breeds list, or why there is none.
public enum Thumbnail: Hashable, Sendable {
    case image(BreedImage)
    case unavailable(CatalogError)
}
