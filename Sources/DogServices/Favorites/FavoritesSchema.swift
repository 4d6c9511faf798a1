import GRDB

/// The favorites database schema, as an ordered list of migrations.
enum FavoritesSchema {
    /// Migrations applied in order when a store opens; never edit one that has shipped.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: favorites and revision") { db in
            try db.create(table: "favorite") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("key", .text).notNull().unique()
                table.column("breed", .text).notNull()
                table.column("subBreed", .text)
                table.column("imageURL", .text)
                table.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "storeRevision") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("value", .integer).notNull()
            }
            try db.execute(sql: "INSERT INTO storeRevision (id, value) VALUES (1, 0)")
        }
        return migrator
    }

    /// Applies the migrations a database lacks, also when another process is migrating the same file.
    ///
    /// GRDB's migrator reads which migrations are applied before it opens its transaction, so
    /// two shells opening a new file at once can both start the first migration; the second
    /// then fails with "table already exists" once the first has committed. Each migration
    /// commits with its identifier, so when every migration is applied after such a failure,
    /// the other process did the work and nothing is wrong.
    static func migrate(_ database: DatabaseQueue) throws {
        do {
            try migrator.migrate(database)
        } catch {
            guard try database.read(migrator.hasCompletedMigrations) else { throw error }
        }
    }

    /// Reads the revision.
    static func revision(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT value FROM storeRevision WHERE id = 1") ?? 0
    }

    /// Increments the revision inside the current transaction and returns it.
    static func bumpRevision(_ db: Database) throws -> Int {
        try db.execute(sql: "UPDATE storeRevision SET value = value + 1 WHERE id = 1")
        return try revision(db)
    }
}
