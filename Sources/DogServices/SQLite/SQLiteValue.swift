import CSQLite

/// A value bound to a statement's `?` parameter.
enum SQLiteValue: Equatable {
    case integer(Int64)
    case text(String)
    case null

    /// Text, or NULL for nil.
    static func text(_ value: String?) -> SQLiteValue {
        value.map { .text($0) } ?? .null
    }
}

/// The current row of a statement being stepped; valid only inside the closure it is given to.
struct SQLiteRow {
    let statement: OpaquePointer

    /// A text column, or nil when it is NULL.
    func text(_ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(statement, column) else { return nil }
        return String(cString: bytes)
    }

    /// An integer column; NULL reads as 0.
    func integer(_ column: Int32) -> Int64 {
        sqlite3_column_int64(statement, column)
    }
}
