/// The favorites as the store last reported them, the marks rows are drawn with, and what a
/// person reads about adding, removing, importing and exporting them.
///
/// One of the coordinator's child machines; `FavoritesStateTests` is its transition table. The
/// coordinator regroups the favorites screens on its stack when the list changes.
public struct FavoritesState: Hashable, Sendable {
    /// The favorites, oldest first.
    public private(set) var favorites: [Favorite] = []
    /// The favorites as sets: the one place rows are marked from, when a screen is drawn.
    public private(set) var marks = FavoriteSet()

    /// No favorites yet.
    public init() {}

    /// Takes the store's list; false when it is the list already held.
    mutating func replace(with favorites: [Favorite]) -> Bool {
        guard favorites != self.favorites else { return false }
        self.favorites = favorites
        marks = FavoriteSet(favorites)
        return true
    }

    /// Reports the outcome of a favorites effect; none for events of other machines.
    ///
    /// The catalog names the breeds in messages and vets a file's favorites before they are imported.
    func handle(_ event: Event, catalog: Catalog?) -> [Effect] {
        switch event {
        case let .favoriteAdded(favorite, result):
            stored(favorite, result, added: true, catalog: catalog)
        case let .favoriteRemoved(favorite, result):
            stored(favorite, result, added: false, catalog: catalog)
        case let .favoritesFileRead(path, result):
            fileRead(path, result, catalog: catalog)
        case let .favoritesImported(path, total, result):
            result.reported { new in
                Message(.messageFavoritesImported, ["count": .number(new), "total": .number(total), "path": .text(path)])
            }
        case let .favoritesExported(path, result):
            result.reported { count in
                Message(.messageFavoritesExported, ["count": .number(count), "path": .text(path)])
            }
        default:
            []
        }
    }

    /// Reports the outcome of adding or removing one favorite.
    private func stored(_ favorite: Favorite, _ result: Result<Bool, FavoritesStoreError>, added: Bool, catalog: Catalog?) -> [Effect] {
        result.reported { changed in
            let key: LocalizationKey = switch (favorite.image == nil, added, changed) {
            case (true, true, true): .messageFavoriteBreedAdded
            case (true, true, false): .messageFavoriteBreedAlready
            case (true, false, true): .messageFavoriteBreedRemoved
            case (true, false, false): .messageFavoriteBreedNotFavorite
            case (false, true, true): .messageFavoriteImageAdded
            case (false, true, false): .messageFavoriteImageAlready
            case (false, false, true): .messageFavoriteImageRemoved
            case (false, false, false): .messageFavoriteImageNotFavorite
            }
            return Message(key, ["breed": .breed(favorite.ref, fallback: catalog?.displayName(favorite.ref) ?? favorite.ref.phrase)])
        }
    }

    /// Checks a decoded favorites file against the catalog before anything is saved.
    private func fileRead(_ path: String, _ result: Result<[Favorite], FavoritesStoreError>, catalog: Catalog?) -> [Effect] {
        switch result {
        case let .success(favorites):
            guard let catalog else { return [.fail(CommandError.catalogUnavailable.message)] }
            if let unknown = favorites.first(where: { catalog.breed($0.ref) == nil }) {
                return [.fail(FavoritesStoreError.unknownBreedInFile(path: path, breed: unknown.ref.identifier).message)]
            }
            return [.importFavorites(favorites, path: path)]
        case let .failure(error):
            return [.fail(error.message)]
        }
    }
}
