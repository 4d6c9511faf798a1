import CSQLite

/// A failed SQLite call: its result code (extended where SQLite gives one) and SQLite's message.
struct SQLiteError: Error, Equatable {
    /// The result code, for example `SQLITE_BUSY` or the extended `SQLITE_IOERR_WRITE`.
    let code: Int32
    /// SQLite's explanation, as `sqlite3_errmsg` or `sqlite3_errstr` gave it.
    let message: String

    /// The primary result code: the low byte of an extended one (`SQLITE_IOERR_WRITE` → `SQLITE_IOERR`).
    var primaryCode: Int32 { code & 0xff }

    /// Makes an error from a code and a message.
    init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// The error a connection reports for its last failed call, or the code's generic text without one.
    init(code: Int32, connection: OpaquePointer?) {
        self.code = code
        if let connection, let text = sqlite3_errmsg(connection) {
            message = String(cString: text)
        } else {
            message = String(cString: sqlite3_errstr(code))
        }
    }
}
