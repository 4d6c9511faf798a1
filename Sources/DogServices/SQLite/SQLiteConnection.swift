import CSQLite

/// One connection to a SQLite file, through SQLite's C API; callers use it from one thread at a time.
///
/// It is opened without SQLite's own mutex: `SQLiteFavoritesStore` keeps it in a `Locked`,
/// which hands it between threads.
///
/// dogsh's storage needs a handful of statements, so this replaces GRDB (which links all of
/// Foundation into the executable; BENCHMARKS.md, issue 7). Statements are prepared per call:
/// each runs a few times per session at most.
final class SQLiteConnection {
    private let handle: OpaquePointer

    /// How long a statement waits for another connection's lock before failing with `SQLITE_BUSY`.
    static let busyTimeoutMilliseconds: Int32 = 5_000

    /// Opens a file (or a `file:` URI with `SQLITE_OPEN_URI`) with `sqlite3_open_v2`'s flags.
    init(path: String, flags: Int32) throws(SQLiteError) {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let opened else {
            let error = SQLiteError(code: opened.map { sqlite3_extended_errcode($0) } ?? code, connection: opened)
            sqlite3_close_v2(opened)
            throw error
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, Self.busyTimeoutMilliseconds)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows.
    func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: handle) }
    }

    /// Runs one statement with its parameters and returns how many rows it changed.
    @discardableResult
    func run(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) -> Int {
        _ = try rows(sql, arguments) { _ in () }
        return Int(sqlite3_changes64(handle))
    }

    /// Runs one query with its parameters and maps every row it returns.
    func rows<Row>(_ sql: String, _ arguments: [SQLiteValue] = [], _ map: (SQLiteRow) -> Row) throws(SQLiteError) -> [Row] {
        var prepared: OpaquePointer?
        defer { sqlite3_finalize(prepared) }
        let code = sqlite3_prepare_v2(handle, sql, -1, &prepared, nil)
        guard code == SQLITE_OK, let statement = prepared else { throw SQLiteError(code: code, connection: handle) }
        for (index, argument) in arguments.enumerated() {
            try bind(argument, at: Int32(index + 1), in: statement)
        }
        var result: [Row] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: result.append(map(SQLiteRow(statement: statement)))
            case SQLITE_DONE: return result
            default: throw SQLiteError(code: sqlite3_extended_errcode(handle), connection: handle)
            }
        }
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    ///
    /// An immediate transaction takes the write lock at once, so what it reads cannot change
    /// before it writes; a deferred one takes locks as its statements need them.
    func transaction<Value>(immediate: Bool, _ body: () throws(SQLiteError) -> Value) throws(SQLiteError) -> Value {
        try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    private func bind(_ value: SQLiteValue, at index: Int32, in statement: OpaquePointer) throws(SQLiteError) {
        let code: Int32
        switch value {
        case let .integer(number): code = sqlite3_bind_int64(statement, index, number)
        case let .text(text): code = sqlite3_bind_text(statement, index, text, -1, Self.transient)
        case .null: code = sqlite3_bind_null(statement, index)
        }
        guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: handle) }
    }

    /// `SQLITE_TRANSIENT`: SQLite copies bound text before the call returns (the C macro does not import).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
