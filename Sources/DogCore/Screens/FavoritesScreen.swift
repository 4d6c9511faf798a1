/// The favorites, grouped by breed: a favorited breed first, then its favorited images.
public struct FavoritesScreen: ListScreen {
    /// One group per breed, alphabetically.
    public private(set) var groups: [FavoriteGroup]
    /// The page on show.
    public internal(set) var paging: Paging
    /// The order `sort` set, if any; without one, alphabetical.
    public internal(set) var sorting: Sorting?

    /// Creates the screen at its first page.
    public init(groups: [FavoriteGroup], pageSize: Int) {
        self.groups = groups
        self.paging = Paging(rowCount: 0, pageSize: pageSize)
        paging.resize(rowCount: rows.count)
    }

    /// The numbered rows: per group, the breed (when favorited) and its images.
    public var rows: [ScreenRow] {
        groups.flatMap { group in
            (group.includesBreed ? [ScreenRow.breed(group.ref)] : []) + group.images.map { .image($0) }
        }
    }

    /// The favorites as a screen.
    var screen: Screen {
        .favorites(self)
    }

    /// The favorites' entry in the breadcrumb.
    public var crumb: Crumb {
        .favorites
    }

    /// Puts the groups in an order.
    mutating func order(by sorting: Sorting) {
        groups = sorting.sorted(groups, ref: \.ref)
    }

    /// The groups alphabetically, as the favorites are grouped.
    mutating func restoreOwnOrder() {
        groups.sort { $0.ref < $1.ref }
    }

    /// Replaces the groups after the favorites changed, keeping the page when it still exists.
    mutating func regroup(_ groups: [FavoriteGroup]) {
        self.groups = sorting.map { $0.sorted(groups, ref: \.ref) } ?? groups
        paging.resize(rowCount: rows.count)
    }
}

/// The favorites of one breed.
public struct FavoriteGroup: Hashable, Sendable {
    /// The breed.
    public let ref: BreedRef
    /// Its display name.
    public let displayName: String
    /// Whether the breed itself is a favorite.
    public let includesBreed: Bool
    /// Its favorited images, oldest first.
    public let images: [BreedImage]

    /// Creates a group.
    public init(ref: BreedRef, displayName: String, includesBreed: Bool, images: [BreedImage]) {
        self.ref = ref
        self.displayName = displayName
        self.includesBreed = includesBreed
        self.images = images
    }

    /// Groups favorites by breed, alphabetically, keeping each group's images in the given order.
    public static func groups(_ favorites: [Favorite], catalog: Catalog?) -> [FavoriteGroup] {
        var order: [BreedRef] = []
        var breeds: Set<BreedRef> = []
        var images: [BreedRef: [BreedImage]] = [:]
        for favorite in favorites {
            if images[favorite.ref] == nil, !breeds.contains(favorite.ref) { order.append(favorite.ref) }
            if let image = favorite.image { images[favorite.ref, default: []].append(image) } else { breeds.insert(favorite.ref) }
        }
        return order.sorted().map { ref in
            FavoriteGroup(
                ref: ref, displayName: catalog?.displayName(ref) ?? ref.phrase,
                includesBreed: breeds.contains(ref), images: images[ref] ?? []
            )
        }
    }
}
