import Testing
@testable import DogCore

/// Pages that follow the terminal's height: the size that fits, re-paging, and the coordinator's event.
@Suite struct PageSizeTests {
    @Test(arguments: [(1, 5), (8, 5), (9, 5), (10, 6), (15, 11), (24, 20), (50, 46), (200, 196)])
    func aPageFitsTheTerminalWithItsHeadingHintAndPrompt(rows: Int, size: Int) {
        #expect(CoordinatorSettings.pageSize(fittingRows: rows) == size)
    }

    /// Row count, size and page before; the new size; the page and the rows on show after.
    @Test(arguments: [
        (45, 20, 2, 7, 3, 14..<21),
        (45, 20, 3, 50, 1, 0..<45),
        (45, 10, 5, 10, 5, 40..<45),
        (45, 10, 1, 3, 1, 0..<3),
        (7, 3, 3, 1, 7, 6..<7),
        (0, 20, 1, 5, 1, 0..<0),
        (10, 4, 2, 0, 5, 4..<5),
    ])
    func repagingKeepsTheFirstRowOnShow(rowCount: Int, size: Int, page: Int, newSize: Int, newPage: Int, visible: Range<Int>) {
        let before = Paging(rowCount: rowCount, pageSize: size, page: page)
        let after = before.repaged(pageSize: newSize)
        #expect(after == Paging(rowCount: rowCount, pageSize: max(1, newSize), page: newPage))
        #expect(after.visibleRange == visible)
        #expect(rowCount == 0 || after.visibleRange.contains(before.visibleRange.lowerBound), "the first row on show stays on show")
    }

    @Test func aScreenShowingAllItsRowsStaysSo() {
        let all = Paging(rowCount: 7, pageSize: nil)
        #expect(all.repaged(pageSize: 3) == all)
    }

    @Test func theCoordinatorRepagesEveryScreenOnTheStackAndNewScreensTakeTheSize() {
        var coordinator = Fixtures.atRoot()
        _ = coordinator.handle(.commandEntered("ls 3"))
        _ = coordinator.handle(.commandEntered("open pug"))
        _ = coordinator.handle(.commandEntered("search retriever"))
        let before = coordinator.stack
        #expect(before.root.paging == Paging(rowCount: 5, pageSize: 2, page: 3))

        let nine = TerminalSize(columns: 60, rows: 9)
        #expect(coordinator.handle(.terminalResized(nine)) == [.fitOutput(nine)], "nothing is printed; the next listing uses the size")
        #expect(coordinator.settings == CoordinatorSettings(pageSize: 5, imagesPerBreed: 10, maximumDepth: 8))
        #expect(coordinator.stack.depth == before.depth)
        #expect(coordinator.stack.screens.map(\.crumb) == before.screens.map(\.crumb))
        #expect(coordinator.stack.root.paging == Paging(rowCount: 5, pageSize: 5, page: 1), "row 5 was first on show and still is")
        #expect(coordinator.stack.screens[1].paging == Paging(rowCount: 0, pageSize: 5), "the breed screen pages its images in the new size too")
        let search = coordinator.stack.top.paging
        #expect(search == Paging(rowCount: before.top.paging.rowCount, pageSize: 5, page: 1))

        let repaged = coordinator.stack
        #expect(coordinator.handle(.terminalResized(TerminalSize(columns: 70, rows: 9))) == [.fitOutput(TerminalSize(columns: 70, rows: 9))])
        #expect(coordinator.stack == repaged, "the same height again changes no page")
        _ = coordinator.handle(.commandEntered("favorites"))
        #expect(coordinator.stack.top.paging.pageSize == 5, "a screen opened later takes the new size")
        _ = coordinator.handle(.terminalResized(TerminalSize(rows: 1)))
        #expect(coordinator.settings.pageSize == 5, "a page holds five rows at least")
    }

    /// A resize whose height is not followed (`--page-size`) only lays output out anew: every page stays as it was.
    @Test func aResizeWithoutRowsKeepsEveryPage() {
        var coordinator = Fixtures.atRoot()
        _ = coordinator.handle(.commandEntered("ls 3"))
        let before = coordinator.stack
        let wider = TerminalSize(columns: 120)
        #expect(coordinator.handle(.terminalResized(wider)) == [.fitOutput(wider)])
        #expect(coordinator.settings == Fixtures.settings)
        #expect(coordinator.stack == before)
    }
}
