/// Splits a screen's rows into pages and tracks the page on show.
///
/// The page on show is where it starts and how many rows it holds, not a page number: when the
/// terminal's height changes, the rows on show stay as they were shown, `more` goes on from the
/// first row not yet shown, and `prev` ends just before the first row on show. Pages after the
/// one on show take the page size; going back, pages take it too, and the first page holds what
/// is left before them. So row numbers never skip and never repeat from page to page, and page
/// numbers go up one at a time.
public struct Paging: Hashable, Sendable {
    /// Rows per page, or nil when the screen shows all rows on one page.
    public let pageSize: Int?
    /// Rows on the first page when it holds fewer than the others: a breed's card shares it.
    public let firstPageSize: Int?
    /// All rows across all pages.
    public private(set) var rowCount: Int
    /// The first row on show, counted from 0.
    public private(set) var start = 0
    /// How many rows the page on show holds (fewer may be left on the last page).
    public private(set) var length = 0
    /// How many pages come before the one on show.
    private var pagesBefore = 0

    /// Creates paging at a page, clamped to the pages that exist.
    public init(rowCount: Int, pageSize: Int?, firstPageSize: Int? = nil, page: Int = 1) {
        self.pageSize = pageSize.map { max(1, $0) }
        self.firstPageSize = pageSize == nil ? nil : firstPageSize.map { max(1, $0) }
        self.rowCount = rowCount
        length = firstRows
        turn(to: page)
    }

    /// Rows on the first page when it starts the list.
    private var firstRows: Int {
        firstPageSize ?? pageSize ?? rowCount
    }

    /// The page on show, counted from 1.
    public var page: Int {
        pagesBefore + 1
    }

    /// The number of pages; an empty list still has one (empty) page.
    public var pageCount: Int {
        guard let pageSize else { return 1 }
        let after = max(0, rowCount - (start + length))
        return page + (after + pageSize - 1) / pageSize
    }

    /// The zero-based indices of the rows on the current page.
    public var visibleRange: Range<Int> {
        guard pageSize != nil else { return 0..<rowCount }
        let lower = min(start, rowCount)
        return lower..<max(lower, min(rowCount, start + length))
    }

    /// The same rows with fewer on the first page, which stays on show.
    public func fittingFirstPage(_ size: Int) -> Paging {
        Paging(rowCount: rowCount, pageSize: pageSize, firstPageSize: size, page: 1)
    }

    /// The same rows when the terminal's height changed: the rows on show stay on show, as they
    /// were shown, and the pages after them take the new size; a screen without pages stays without.
    public func repaged(pageSize newSize: Int) -> Paging {
        guard pageSize != nil else { return self }
        var repaged = Paging(rowCount: rowCount, pageSize: newSize, firstPageSize: firstPageSize)
        repaged.start = start
        repaged.length = length
        // Whole pages of the new size before the rows on show; the first page holds what is left.
        repaged.pagesBefore = start == 0 ? 0 : max(1, start / max(1, newSize))
        return repaged
    }

    /// The same rows in pages of another size, the page on show drawn again at once from its
    /// first row with that many.
    public func fitted(pageSize newSize: Int) -> Paging {
        guard pageSize != nil else { return self }
        var fitted = repaged(pageSize: newSize)
        fitted.length = max(1, newSize)
        return fitted
    }

    /// The same rows in pages of another size, for a page drawn again at once: the pages fall
    /// where that size puts them, on the page that holds the first row on show now (so it shows
    /// again the rows before it on that page, and skips none).
    public func aligned(pageSize newSize: Int) -> Paging {
        guard pageSize != nil else { return self }
        let size = max(1, newSize)
        let first = firstPageSize ?? size
        let page = visibleRange.lowerBound < first ? 1 : 2 + (visibleRange.lowerBound - first) / size
        return Paging(rowCount: rowCount, pageSize: size, firstPageSize: firstPageSize, page: page)
    }

    /// Changes the row count, keeping the page when it still exists.
    public mutating func resize(rowCount: Int) {
        self.rowCount = rowCount
        while pagesBefore > 0, start >= rowCount { turnBack() }
    }

    /// Turns to the page after the one on show, which starts with the first row not yet shown.
    private mutating func turnForward() {
        guard let pageSize else { return }
        start += length
        length = pageSize
        pagesBefore += 1
    }

    /// Turns to the page before the one on show, which ends just before its first row; the first
    /// page holds every row before.
    private mutating func turnBack() {
        guard let pageSize, pagesBefore > 0 else { return }
        pagesBefore -= 1
        let earlier = pagesBefore == 0 ? 0 : start - pageSize
        length = start - earlier
        start = earlier
    }

    /// Turns to a page, clamped to the pages that exist.
    private mutating func turn(to target: Int) {
        let target = min(max(1, target), pageCount)
        while page < target { turnForward() }
        while page > target { turnBack() }
    }

    /// The page on show drawn again: as many rows as a page of its place holds now.
    private mutating func refill() {
        guard let pageSize else { return }
        length = start == 0 ? firstRows : pageSize
    }

    /// Applies `ls [page]`, `more` or `prev`; returns what the screen should do: `more` on the last
    /// page and `prev` on the first fail, as every command that cannot do what was asked does.
    mutating func handle(_ command: Command) -> ScreenReaction? {
        switch command {
        case .list(page: nil, _):
            refill()
            return .present
        case let .list(page: requested?, _):
            guard requested <= pageCount else { return .failure(.noSuchPage(requested, pageCount: pageCount)) }
            if requested == page { refill() } else { turn(to: requested) }
            return .present
        case .more:
            guard page < pageCount else { return .failure(.noNextPage(pageCount: pageCount)) }
            turnForward()
            return .present
        case .prev:
            guard page > 1 else { return .failure(.noPreviousPage(pageCount: pageCount)) }
            turnBack()
            return .present
        default:
            return nil
        }
    }
}
