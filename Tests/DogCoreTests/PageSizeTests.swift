import Testing
@testable import DogCore

/// Pages that follow the terminal's height: the size that fits, re-paging, and the coordinator's event.
@Suite struct PageSizeTests {
    @Test(arguments: [(1, 5), (8, 5), (9, 5), (10, 6), (15, 11), (24, 20), (50, 46), (200, 196)])
    func aPageFitsTheTerminalWithItsHeadingHintAndPrompt(rows: Int, size: Int) {
        #expect(CoordinatorSettings.pageSize(fittingRows: rows) == size)
    }

    /// Every page from the first to the last, by `prev` back to the first and `more` to the end,
    /// checking that the page numbers count down and up by one, the last page last.
    static func walk(_ paging: Paging) -> (forward: [Range<Int>], back: [Range<Int>]) {
        var paging = paging
        var back = [paging.visibleRange]
        while paging.handle(.prev) == .present { back.insert(paging.visibleRange, at: 0) }
        #expect(paging.page == 1)
        var forward = [paging.visibleRange]
        while paging.handle(.more) == .present {
            forward.append(paging.visibleRange)
            #expect(paging.page == forward.count)
        }
        #expect(paging.page == paging.pageCount)
        return (forward, back)
    }

    /// Row count, page size and page before; the new size. After a resize the rows on show stay
    /// on show; `more` goes on from the first row not shown, `prev` ends before the first on
    /// show; walking the pages shows every row once, in order, and the pages count up by one.
    @Test(arguments: [
        (45, 20, 2, 7), (45, 20, 3, 50), (45, 10, 5, 10), (45, 10, 1, 3), (7, 3, 3, 1), (0, 20, 1, 5), (10, 4, 2, 0),
        (100, 16, 1, 20), (100, 20, 1, 16), (100, 16, 3, 20), (100, 20, 4, 7), (30, 5, 6, 9),
    ])
    func aResizeKeepsTheRowsOnShowAndSkipsNone(rowCount: Int, size: Int, page: Int, newSize: Int) {
        let before = Paging(rowCount: rowCount, pageSize: size, page: page)
        var after = before.repaged(pageSize: newSize)
        #expect(after.visibleRange == before.visibleRange, "the rows on show stay as they were shown")
        #expect(after.pageSize == max(1, newSize))
        #expect((after.page == 1) == (before.page == 1))
        let (forward, back) = Self.walk(after)
        #expect(forward.flatMap { Array($0) } == Array(0..<rowCount), "every row once, in order: \(forward)")
        #expect(back.last == after.visibleRange && back.flatMap { Array($0) } == Array(0..<after.visibleRange.upperBound), "back to the first row: \(back)")
        if after.page < after.pageCount {
            let shown = after.visibleRange
            _ = after.handle(.more)
            #expect(after.visibleRange.lowerBound == shown.upperBound, "more goes on from the first row not yet shown")
            #expect(after.visibleRange.count == min(max(1, newSize), rowCount - shown.upperBound))
        }
    }

    /// The case: rows 1–16 shown at 60×20, the window grown to 80×24; `more` shows page 2
    /// from row 17 (it showed row 21), and shrunk back, page 3 from row 37.
    @Test func moreAfterTheWindowGrewGoesOnFromTheFirstRowNotShown() {
        var paging = Paging(rowCount: 200, pageSize: 16).repaged(pageSize: 20)
        #expect(paging.handle(.more) == .present)
        #expect(paging.page == 2 && paging.visibleRange == 16..<36)
        paging = paging.repaged(pageSize: 16)
        #expect(paging.handle(.more) == .present)
        #expect(paging.page == 3 && paging.visibleRange == 36..<52)
        #expect(paging.handle(.prev) == .present && paging.visibleRange == 20..<36, "back: the page before ends before row 37")
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
        #expect(coordinator.stack.root.paging.visibleRange == 4..<5 && coordinator.stack.root.paging.pageSize == 5, "row 5 was on show and still is")
        #expect(coordinator.stack.screens[1].paging.pageSize == 5, "the breed screen pages its images in the new size too")
        let search = coordinator.stack.top.paging
        #expect(search.visibleRange == before.top.paging.visibleRange && search.pageSize == 5)

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
