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

        #expect(coordinator.handle(.pageSizeChanged(3)).isEmpty, "nothing is printed; the next listing uses the size")
        #expect(coordinator.settings == CoordinatorSettings(pageSize: 3, imagesPerBreed: 10, maximumDepth: 8))
        #expect(coordinator.stack.depth == before.depth)
        #expect(coordinator.stack.screens.map(\.crumb) == before.screens.map(\.crumb))
        #expect(coordinator.stack.root.paging == Paging(rowCount: 5, pageSize: 3, page: 2), "row 5 was first on show and still is")
        #expect(coordinator.stack.screens[1].paging == Paging(rowCount: 0, pageSize: 3), "the breed screen pages its images in the new size too")
        let search = coordinator.stack.top.paging
        #expect(search == Paging(rowCount: before.top.paging.rowCount, pageSize: 3, page: 1))

        let repaged = coordinator.stack
        #expect(coordinator.handle(.pageSizeChanged(3)).isEmpty)
        #expect(coordinator.stack == repaged, "the same size again changes nothing")
        _ = coordinator.handle(.commandEntered("favorites"))
        #expect(coordinator.stack.top.paging.pageSize == 3, "a screen opened later takes the new size")
        _ = coordinator.handle(.pageSizeChanged(0))
        #expect(coordinator.settings.pageSize == 1, "a page holds one row at least")
    }
}

/// A first page that holds fewer rows than the others: a breed's card shares it with its first images.
@Suite struct FirstPageTests {
    /// Rows, size, first-page size, page; the rows on show and how many pages there are.
    @Test(arguments: [
        (20, 10, 3, 1, 0..<3, 3),
        (20, 10, 3, 2, 3..<13, 3),
        (20, 10, 3, 3, 13..<20, 3),
        (2, 10, 3, 1, 0..<2, 1),
        (3, 10, 3, 1, 0..<3, 1),
        (4, 10, 3, 2, 3..<4, 2),
        (0, 10, 3, 1, 0..<0, 1),
        (20, 10, 20, 1, 0..<20, 1),
    ])
    func theFirstPageHoldsItsOwnCount(rows: Int, size: Int, first: Int, page: Int, visible: Range<Int>, pages: Int) {
        let paging = Paging(rowCount: rows, pageSize: size, firstPageSize: first, page: page)
        #expect(paging.page == page)
        #expect(paging.visibleRange == visible)
        #expect(paging.pageCount == pages)
        // Every row is on exactly one page, in order.
        let all = (1...paging.pageCount).flatMap { Array(Paging(rowCount: rows, pageSize: size, firstPageSize: first, page: $0).visibleRange) }
        #expect(all == Array(0..<rows))
    }

    @Test func repagingKeepsTheFirstPageSizeAndTheFirstRowOnShow() {
        let paging = Paging(rowCount: 20, pageSize: 10, firstPageSize: 3, page: 3)
        let repaged = paging.repaged(pageSize: 5)
        #expect(repaged == Paging(rowCount: 20, pageSize: 5, firstPageSize: 3, page: 4))
        #expect(repaged.visibleRange == 13..<18)
        #expect(Paging(rowCount: 20, pageSize: 10, page: 2).fittingFirstPage(4) == Paging(rowCount: 20, pageSize: 10, firstPageSize: 4, page: 1))
    }
}
