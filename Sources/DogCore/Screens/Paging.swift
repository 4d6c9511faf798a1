/// Splits a screen's rows into pages and tracks the page on show.
public struct Paging: Hashable, Sendable {
    /// The page on show, counted from 1.
    public private(set) var page: Int
    /// Rows per page, or nil when the screen shows all rows on one page.
    public let pageSize: Int?
    /// All rows across all pages.
    public private(set) var rowCount: Int

    /// Creates paging at a page, clamped to the pages that exist.
    public init(rowCount: Int, pageSize: Int?, page: Int = 1) {
        self.pageSize = pageSize.map { max(1, $0) }
        self.rowCount = rowCount
        self.page = 1
        self.page = min(max(1, page), pageCount)
    }

    /// The number of pages; an empty list still has one (empty) page.
    public var pageCount: Int {
        guard let pageSize else { return 1 }
        return max(1, (rowCount + pageSize - 1) / pageSize)
    }

    /// The zero-based indices of the rows on the current page.
    public var visibleRange: Range<Int> {
        guard let pageSize else { return 0..<rowCount }
        let start = (page - 1) * pageSize
        return start..<min(rowCount, start + pageSize)
    }

    /// The same rows in pages of another size, on the page that holds the first row on show now;
    /// a screen without pages stays without.
    public func repaged(pageSize newSize: Int) -> Paging {
        guard pageSize != nil else { return self }
        let size = max(1, newSize)
        return Paging(rowCount: rowCount, pageSize: size, page: visibleRange.lowerBound / size + 1)
    }

    /// Changes the row count, keeping the page when it still exists.
    public mutating func resize(rowCount: Int) {
        self.rowCount = rowCount
        page = min(page, pageCount)
    }

    /// Applies `ls [page]`, `more` or `prev`; returns what the screen should do.
    mutating func handle(_ command: Command) -> ScreenReaction? {
        switch command {
        case .list(page: nil, _):
            return .present
        case let .list(page: requested?, _):
            guard requested <= pageCount else { return .failure(.noSuchPage(requested, pageCount: pageCount)) }
            page = requested
            return .present
        case .more:
            guard page < pageCount else { return .message(Message(pageCount == 1 ? .messagePagingSingle : .messagePagingLast)) }
            page += 1
            return .present
        case .prev:
            guard page > 1 else { return .message(Message(pageCount == 1 ? .messagePagingSingle : .messagePagingFirst)) }
            page -= 1
            return .present
        default:
            return nil
        }
    }
}
