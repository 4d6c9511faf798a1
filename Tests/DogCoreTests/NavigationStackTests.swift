import Testing
@testable import DogCore

@Suite struct NavigationStackTests {
    let root = Screen.breeds(BreedsScreen(breeds: [], pageSize: 5))
    let favorites = Screen.favorites(FavoritesScreen(groups: [], pageSize: 5))

    @Test func pushPopAndPopToRoot() {
        var stack = NavigationStack(root: root)
        #expect(stack.depth == 1 && stack.top == root)
        stack.push(favorites)
        #expect(stack.depth == 2 && stack.top == favorites && stack.screens == [root, favorites])
        let popped = stack.pop()
        #expect(popped)
        #expect(stack.depth == 1)
        let poppedRoot = stack.pop()
        #expect(!poppedRoot, "the root is never popped")
        #expect(stack.top == root)
        stack.push(favorites)
        stack.push(favorites)
        stack.popToRoot()
        #expect(stack.screens == [root])
    }

    @Test func replaceTopReplacesTheRootWhenNothingIsPushed() {
        var stack = NavigationStack(root: root)
        stack.replaceTop(favorites)
        #expect(stack.root == favorites && stack.depth == 1)
    }

    @Test func depthIsCappedByForgettingTheOldestPushedScreen() {
        var stack = NavigationStack(root: root, maximumDepth: 3)
        let screens = (0..<5).map { Screen.search(SearchScreen(query: "q\($0)", catalog: Fixtures.catalog, pageSize: 5)) }
        for screen in screens { stack.push(screen) }
        #expect(stack.depth == 3)
        #expect(stack.screens == [root, screens[3], screens[4]])
    }

    @Test func pagingClampsAndMoves() {
        var paging = Paging(rowCount: 45, pageSize: 20)
        #expect(paging.pageCount == 3 && paging.visibleRange == 0..<20)
        let reactions = [
            paging.handle(.more), paging.handle(.more),
        ]
        #expect(reactions == [.present, .present])
        #expect(paging.visibleRange == 40..<45)
        let atEnd = [paging.handle(.more), paging.handle(.list(page: 4)), paging.handle(.list(page: 1)), paging.handle(.prev)]
        #expect(atEnd == [
            .failure(.noNextPage(pageCount: 3)), .failure(.noSuchPage(4, pageCount: 3)), .present,
            .failure(.noPreviousPage(pageCount: 3)),
        ])
        paging.resize(rowCount: 5)
        #expect(paging.pageCount == 1 && paging.page == 1)
        let single = paging.handle(.more)
        #expect(single == .failure(.noNextPage(pageCount: 1)))
        #expect(Paging(rowCount: 0, pageSize: 20).pageCount == 1)
        #expect(Paging(rowCount: 7, pageSize: nil).visibleRange == 0..<7)
        #expect(Paging(rowCount: 50, pageSize: 10, page: 99).page == 5)
        let unrelated = paging.handle(.grid)
        #expect(unrelated == nil)
    }
}

/// Every entry has an identity of its own, so work keyed on it never outlives its screen.
@Suite struct ScreenIdentityTests {
    let root = Screen.breeds(BreedsScreen(breeds: [], pageSize: 5))
    let favorites = Screen.favorites(FavoritesScreen(groups: [], pageSize: 5))

    @Test func theSameScreenPushedAgainAfterAPopIsANewEntry() {
        var stack = NavigationStack(root: root)
        stack.push(favorites)
        let first = stack.topEntry.id
        stack.pop()
        stack.push(favorites)
        #expect(stack.top == favorites)
        #expect(stack.topEntry.id != first)
        stack.push(favorites)
        #expect(Set(stack.entries.map(\.id)).count == 3, "three entries, three identities, though two show the same screen")
    }

    @Test func updatesKeepTheEntryAndReplacementsMakeANewOne() {
        var stack = NavigationStack(root: root)
        let rootID = stack.rootEntry.id
        stack.updateRoot(favorites)
        stack.updateTop(root)
        stack.updateAll { _, _ in }
        #expect(stack.rootEntry.id == rootID, "changing a screen's state keeps its entry")
        stack.push(favorites)
        let pushed = stack.topEntry.id
        stack.updateTop(root)
        #expect(stack.topEntry.id == pushed)
        stack.replaceTop(favorites)
        #expect(stack.topEntry.id != pushed && stack.topEntry.id != rootID, "a replacement is a new entry")
        #expect(stack.depth == 2)
    }

    @Test func identitiesAreNeverReusedEvenPastTheDepthLimit() {
        var stack = NavigationStack(root: root, maximumDepth: 2)
        var seen: Set<ScreenID> = [stack.rootEntry.id]
        for _ in 0..<10 {
            stack.push(favorites)
            #expect(seen.insert(stack.topEntry.id).inserted)
            if Bool.random() { stack.pop() }
        }
        #expect(stack.depth <= 2)
    }
}
