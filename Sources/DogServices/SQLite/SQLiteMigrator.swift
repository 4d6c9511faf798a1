/// Named schema changes, applied in order and once each, recorded in the file itself.
struct SQLiteMigrator {
    /// One schema change: its name, recorded once applied, and its statements.
    struct Migration {
        let identifier: String
        let sql: String
    }

    /// The table that records applied migrations, named as GRDB named it: GRDB wrote dogsh's favorites files before.
    static let table = "grdb_migrations"

    /// The migrations, oldest first; one that has shipped is never edited.
    let migrations: [Migration]

    /// The names of every migration, in order.
    var identifiers: [String] { migrations.map(\.identifier) }

    /// Applies the migrations a file lacks, in one immediate transaction.
    ///
    /// The transaction takes the write lock before it reads which migrations are applied, so
    /// two shells creating the same file at once apply each migration exactly once.
    func migrate(_ connection: SQLiteConnection) throws(SQLiteError) {
        try connection.transaction(immediate: true) { () throws(SQLiteError) in
            try connection.execute("CREATE TABLE IF NOT EXISTS \(Self.table) (identifier TEXT NOT NULL PRIMARY KEY)")
            let applied = Set(try connection.rows("SELECT identifier FROM \(Self.table)") { $0.text(0) ?? "" })
            for migration in migrations where !applied.contains(migration.identifier) {
                try connection.execute(migration.sql)
                try connection.run("INSERT INTO \(Self.table) (identifier) VALUES (?)", [.text(migration.identifier)])
            }
        }
    }

    /// Whether a file has every migration applied, read without writing.
    func isComplete(_ connection: SQLiteConnection) throws(SQLiteError) -> Bool {
        let applied = try connection.rows("SELECT identifier FROM \(Self.table)") { $0.text(0) ?? "" }
        return Set(applied).isSuperset(of: identifiers)
    }
}
