/// Splits a screen's rows into pages and tracks the page on show.
public struct Paging: Hashable, Sendable {
    /// The page on show, counted from 1.
    public private(set) var page: Int
    /// Rows per page, or nil when the screen shows all rows on one page.
    public let pageSize: Int?
    /// Rows on the first page when it holds fewer than the others: a breed's card shares it.
    public let firstPageSize: Int?
    /// All rows across all pages.
    public private(set) var rowCount: Int

    /// Creates paging at a page, clamped to the pages that exist.
    public init(rowCount: Int, pageSize: Int?, firstPageSize: Int? = nil, page: Int = 1) {
        self.pageSize = pageSize.map { max(1, $0) }
        self.firstPageSize = pageSize == nil ? nil : firstPageSize.map { max(1, $0) }
        self.rowCount = rowCount
        self.page = 1
        self.page = min(max(1, page), pageCount)
    }

    /// Rows on the first page.
    private var firstRows: Int {
        firstPageSize ?? pageSize ?? rowCount
    }

    /// The number of pages; an empty list still has one (empty) page.
    public var pageCount: Int {
        guard let pageSize, rowCount > firstRows else { return 1 }
        return 1 + (rowCount - firstRows + pageSize - 1) / pageSize
    }

    /// The zero-based indices of the rows on the current page.
    public var visibleRange: Range<Int> {
        guard let pageSize else { return 0..<rowCount }
        let start = page == 1 ? 0 : firstRows + (page - 2) * pageSize
        return start..<min(rowCount, start + (page == 1 ? firstRows : pageSize))
    }

    /// The page that holds a row.
    func page(holding row: Int) -> Int {
        guard let pageSize, row >= firstRows else { return 1 }
        return 2 + (row - firstRows) / pageSize
    }

    /// The same rows with fewer on the first page, which stays on show.
    public func fittingFirstPage(_ size: Int) -> Paging {
        Paging(rowCount: rowCount, pageSize: pageSize, firstPageSize: size, page: 1)
    }

    /// The same rows in pages of another size, on the page that holds the first row on show now;
    /// a screen without pages stays without.
    public func repaged(pageSize newSize: Int) -> Paging {
        guard pageSize != nil else { return self }
        let resized = Paging(rowCount: rowCount, pageSize: max(1, newSize), firstPageSize: firstPageSize)
        return Paging(rowCount: rowCount, pageSize: resized.pageSize, firstPageSize: firstPageSize, page: resized.page(holding: visibleRange.lowerBound))
    }

    /// Changes the row count, keeping the page when it still exists.
    public mutating func resize(rowCount: Int) {
        self.rowCount = rowCount
        page = min(page, pageCount)
    }

    /// Applies `ls [page]`, `more` or `prev`; returns what the screen should do: `more` on the last
    /// page and `prev` on the first fail, as every command that cannot do what was asked does.
    mutating func handle(_ command: Command) -> ScreenReaction? {
        switch command {
        case .list(page: nil, _):
            return .present
        case let .list(page: requested?, _):
            guard requested <= pageCount else { return .failure(.noSuchPage(requested, pageCount: pageCount)) }
            page = requested
            return .present
        case .more:
            guard page < pageCount else { return .failure(.noNextPage(pageCount: pageCount)) }
            page += 1
            return .present
        case .prev:
            guard page > 1 else { return .failure(.noPreviousPage(pageCount: pageCount)) }
            page -= 1
            return .present
        default:
            return nil
        }
    }
}
