import Testing
@testable import DogCore

/// The favorites' machine: each event it takes, the effects it answers with, and what it holds after.
@Suite struct FavoritesStateTests {
    static let image = Fixtures.image(Fixtures.pug, 1)
    static let pug = Favorite(breed: Fixtures.pug)
    static let picture = Favorite(image: image)
    static let busy = FavoritesStoreError.busy(path: "/f.db")

    static func message(_ key: LocalizationKey, _ breed: BreedRef, _ name: String) -> [Effect] {
        [.present(.message(Message(key, ["breed": .breed(breed, fallback: name)])))]
    }

    /// Events, the catalog on hand, and the effects; the state holds no list change for any of them.
    static let table: [(String, Event, Catalog?, [Effect])] = [
        ("a breed added", .favoriteAdded(pug, .success(true)), Fixtures.catalog, message(.messageFavoriteBreedAdded, Fixtures.pug, "Pug")),
        ("a breed already there", .favoriteAdded(pug, .success(false)), Fixtures.catalog, message(.messageFavoriteBreedAlready, Fixtures.pug, "Pug")),
        ("a breed removed", .favoriteRemoved(pug, .success(true)), Fixtures.catalog, message(.messageFavoriteBreedRemoved, Fixtures.pug, "Pug")),
        ("a breed not there", .favoriteRemoved(pug, .success(false)), Fixtures.catalog, message(.messageFavoriteBreedNotFavorite, Fixtures.pug, "Pug")),
        ("an image added", .favoriteAdded(picture, .success(true)), Fixtures.catalog, message(.messageFavoriteImageAdded, Fixtures.pug, "Pug")),
        ("an image already there", .favoriteAdded(picture, .success(false)), Fixtures.catalog, message(.messageFavoriteImageAlready, Fixtures.pug, "Pug")),
        ("an image removed", .favoriteRemoved(picture, .success(true)), Fixtures.catalog, message(.messageFavoriteImageRemoved, Fixtures.pug, "Pug")),
        ("an image not there", .favoriteRemoved(picture, .success(false)), Fixtures.catalog, message(.messageFavoriteImageNotFavorite, Fixtures.pug, "Pug")),
        ("no catalog: the breed's phrase", .favoriteAdded(pug, .success(true)), nil, message(.messageFavoriteBreedAdded, Fixtures.pug, "pug")),
        ("the store busy", .favoriteAdded(pug, .failure(busy)), Fixtures.catalog, [.fail(busy.message)]),
        ("a file of known breeds", .favoritesFileRead(path: "f.json", .success([pug, picture])), Fixtures.catalog, [.importFavorites([pug, picture], path: "f.json")]),
        ("a file naming an unknown breed", .favoritesFileRead(path: "f.json", .success([Favorite(breed: BreedRef("wolf"))])), Fixtures.catalog,
         [.fail(FavoritesStoreError.unknownBreedInFile(path: "f.json", breed: "wolf").message)]),
        ("a file before the catalog", .favoritesFileRead(path: "f.json", .success([pug])), nil, [.fail(CommandError.catalogUnavailable.message)]),
        ("a file that cannot be read", .favoritesFileRead(path: "f.json", .failure(busy)), Fixtures.catalog, [.fail(busy.message)]),
        ("an import", .favoritesImported(path: "f.json", total: 3, .success(2)), Fixtures.catalog,
         [.present(.message(Message(.messageFavoritesImported, ["count": .number(2), "total": .number(3), "path": .text("f.json")])))]),
        ("an export", .favoritesExported(path: "f.json", .success(4)), Fixtures.catalog,
         [.present(.message(Message(.messageFavoritesExported, ["count": .number(4), "path": .text("f.json")])))]),
        ("an export that failed", .favoritesExported(path: "f.json", .failure(busy)), Fixtures.catalog, [.fail(busy.message)]),
        ("another machine's event", .terminalResized(TerminalSize(columns: 60, rows: 9)), Fixtures.catalog, []),
    ]

    @Test(arguments: table)
    func transition(_ row: (String, Event, Catalog?, [Effect])) {
        let state = FavoritesState()
        #expect(state.handle(row.1, catalog: row.2) == row.3, "\(row.0)")
        #expect(state == FavoritesState(), "reports change nothing: only the store's list does")
    }

    @Test func theStoresListReplacesTheFavoritesAndTheirMarks() {
        var state = FavoritesState()
        let first = state.replace(with: [Self.pug, Self.picture])
        #expect(first)
        #expect(state.favorites == [Self.pug, Self.picture])
        #expect(state.marks.contains(breed: Fixtures.pug) && state.marks.contains(image: Self.image))
        #expect(!state.marks.contains(breed: Fixtures.hound))
        let again = state.replace(with: [Self.pug, Self.picture])
        #expect(!again, "the same list is no change")
        let emptied = state.replace(with: [])
        #expect(emptied)
        #expect(state.favorites.isEmpty && state.marks == FavoriteSet())
    }
}
