/// A screen that is a paged list of rows `sort` can order: it states its rows and how they are
/// put in an order, and gets paging, the shared row commands, repaging and sorting from them.
protocol ListScreen: ScreenState {
    /// The page on show.
    var paging: Paging { get set }
    /// The order `sort` set, if any.
    var sorting: Sorting? { get set }

    /// Puts the screen's rows in an order, leaving the paging to `sort`.
    mutating func order(by sorting: Sorting)
    /// Puts the rows back in the order the screen has before any `sort`, leaving the paging to `unsort`.
    mutating func restoreOwnOrder()
}

extension ListScreen {
    /// Handles `ls`, `more` and `prev`, then the row commands every screen shares.
    mutating func handle(_ command: Command) -> ScreenReaction? {
        paging.handle(command) ?? RowCommands.react(to: command, rows: rows, current: nil)
    }

    /// Pages the rows in another size, keeping the first row on show.
    mutating func repage(pageSize: Int) {
        paging = paging.repaged(pageSize: pageSize)
    }

    /// Holds fewer rows a page, so a page fits the terminal; keeps the first row on show.
    mutating func fit(pageSize: Int) {
        paging = paging.fitted(pageSize: pageSize)
    }

    /// Puts the rows in an order, from the first page.
    mutating func sort(_ sorting: Sorting) {
        self.sorting = sorting
        order(by: sorting)
        paging = Paging(rowCount: rows.count, pageSize: paging.pageSize)
    }

    /// Puts the rows back in the screen's own order, from the first page.
    mutating func unsort() {
        sorting = nil
        restoreOwnOrder()
        paging = Paging(rowCount: rows.count, pageSize: paging.pageSize)
    }
}
