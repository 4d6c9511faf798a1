import Foundation
import Testing
@testable import DogCore

/// Every screen reaches its state through `ScreenState`, and list screens share their paging, row commands and sorting.
@Suite struct ScreenStateTests {
    static let popularity = Sorting(
        order: ListOrder(trait: .popularity, descending: false),
        traits: Dictionary(uniqueKeysWithValues: Fixtures.catalog.allBreeds.map { ($0.ref, Fixtures.catalog.traits(of: $0)) })
    )

    /// The four list screens, each with more than one page of two rows.
    static func listScreens() throws -> [Screen] {
        let catalog = Fixtures.catalog
        let favorites = [Fixtures.pug, Fixtures.labrador, Fixtures.afghan].map { Favorite(breed: $0) }
        return [
            .breeds(BreedsScreen(breeds: catalog.allBreeds.map { BreedRow($0) }, pageSize: 2)),
            .favorites(FavoritesScreen(groups: FavoriteGroup.groups(favorites, catalog: catalog), pageSize: 2)),
            .search(SearchScreen(query: "hound", catalog: catalog, pageSize: 2)),
            .find(FindScreen(query: try TraitQuery(parsing: ["weight", ">", "1"]), catalog: catalog, pageSize: 2)),
        ]
    }

    /// `Screen` switches on its case only to name its kind, to reach its state and to put a state back.
    @Test func screenSwitchesOnItselfAtMostThreeTimes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent("Sources/DogCore/Screens/Screen.swift"), encoding: .utf8)
        let code = source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        let switches = code.filter { $0.contains("switch ") }
        #expect(code.contains { $0.contains("enum Screen") }, "the scan read Screen.swift")
        #expect(switches.count <= 3, "\(switches)")
        #expect(!code.contains { $0.contains("if case") || $0.contains("guard case") }, "no case tests stand in for switches")
    }

    /// A screen's state, put back, is the same screen, and its crumb names its kind.
    @Test func everyStatePutBackIsTheSameScreen() throws {
        let breed = Screen.breed(BreedScreen(breed: try #require(Fixtures.catalog.breed(Fixtures.hound)), pageSize: 2))
        let crumbs: [ScreenKind: Crumb] = [
            .breeds: .breeds, .breed: .breed(Fixtures.hound), .favorites: .favorites, .search: .search("hound"), .find: .find("weight>1kg"),
        ]
        let screens = try Self.listScreens() + [breed]
        #expect(Set(screens.map(\.kind)) == Set(ScreenKind.allCases))
        for screen in screens {
            #expect(screen.state.screen == screen)
            #expect(screen.crumb == crumbs[screen.kind], "\(screen.kind)")
        }
    }

    /// `more`, a row command, `sort` and a new page size act alike on every list screen.
    @Test func listScreensSharePagingRowCommandsAndSorting() throws {
        for before in try Self.listScreens() {
            let kind = before.kind
            #expect(before.rows.count > 2 && before.paging == Paging(rowCount: before.rows.count, pageSize: 2), "\(kind)")
            var screen = before
            #expect(screen.handle(.more) == .present && screen.paging.page == 2, "\(kind)")
            #expect(screen.handle(.open(.row(1))) == .delegate(.picked(before.rows[0].ref)), "\(kind)")
            #expect(screen.handle(.open(.name(["pug"]))) == nil, "\(kind): a name is the coordinator's to resolve")
            screen.repage(pageSize: 3)
            #expect(screen.paging.visibleRange == 2..<min(4, before.rows.count) && screen.paging.pageSize == 3, "\(kind): the rows on show stay on show")
            screen.sort(Self.popularity)
            #expect(screen.sorting == Self.popularity, "\(kind)")
            #expect(screen.rows == Self.popularity.sorted(before.rows, ref: \.ref), "\(kind)")
            #expect(screen.paging == Paging(rowCount: before.rows.count, pageSize: 3), "\(kind): sorting starts from the first page")
            screen.fit(pageSize: 1)
            #expect(screen.paging == Paging(rowCount: before.rows.count, pageSize: 1), "\(kind)")
        }
    }

    /// `sort` alone puts every list screen back in its own order, from the first page; the
    /// breeds list drops the sub-breeds a sorted list ranked with the breeds.
    @Test func sortAlonePutsEveryListBackInItsOwnOrder() throws {
        for before in try Self.listScreens() {
            let kind = before.kind
            var screen = before
            screen.sort(Sorting(order: ListOrder(trait: .weight, descending: true), traits: Self.popularity.traits))
            screen.sort(Self.popularity)
            _ = screen.handle(.more)
            #expect(screen.rows != before.rows, "\(kind): the sorts moved something")
            screen.unsort()
            let own = kind == .breeds ? before.rows.filter { $0.ref.subBreed == nil } : before.rows
            #expect(screen.rows == own, "\(kind)")
            #expect(screen.sorting == nil, "\(kind)")
            #expect(screen.paging == Paging(rowCount: own.count, pageSize: 2), "\(kind): from the first page")
        }
    }

    /// A breed screen has nothing to sort: `sort` and `sort` alone leave it as it was.
    @Test func aBreedScreenStaysUnsorted() throws {
        let before = Screen.breed(BreedScreen(breed: try #require(Fixtures.catalog.breed(Fixtures.hound)), pageSize: 2))
        var screen = before
        screen.sort(Self.popularity)
        #expect(screen == before && screen.sorting == nil)
        screen.unsort()
        #expect(screen == before)
    }
}
