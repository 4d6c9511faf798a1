import DogCore

/// The favorites database: its migrations and the statements that read and write it.
///
/// The tables are those GRDB created for earlier versions of dogsh, column for column, and
/// `createdAt` keeps GRDB's text form (`2026-11-22 12:00:00.000`, UTC), so their files open
/// unchanged.
enum FavoritesSchema {
    /// The migrations, oldest first; never edit one that has shipped.
    static let migrator = SQLiteMigrator(migrations: [
        .init(
            identifier: "v1: favorites and revision",
            sql: """
                CREATE TABLE "favorite" (
                    "id" INTEGER PRIMARY KEY AUTOINCREMENT, "key" TEXT NOT NULL UNIQUE, "breed" TEXT NOT NULL,
                    "subBreed" TEXT, "imageURL" TEXT, "createdAt" DATETIME NOT NULL);
                CREATE TABLE "storeRevision" ("id" INTEGER PRIMARY KEY CHECK ("id" = 1), "value" INTEGER NOT NULL);
                INSERT INTO "storeRevision" ("id", "value") VALUES (1, 0);
                """
        ),
        .init(
            identifier: "v2: one Australian Kelpie",
            // dog.ceo lists the Australian Kelpie twice and dogsh shows it once, as `kelpie` (BreedTwins):
            // favorites of the second folder move to it, and one that repeats a favorite already there goes.
            sql: """
                UPDATE storeRevision SET value = value + 1 WHERE id = 1
                    AND EXISTS (SELECT 1 FROM favorite WHERE breed = 'australian' AND subBreed = 'kelpie');
                DELETE FROM favorite WHERE key = 'breed:australian-kelpie'
                    AND EXISTS (SELECT 1 FROM favorite WHERE key = 'breed:kelpie');
                UPDATE favorite SET key = 'breed:kelpie' WHERE key = 'breed:australian-kelpie';
                UPDATE favorite SET breed = 'kelpie', subBreed = NULL WHERE breed = 'australian' AND subBreed = 'kelpie';
                """
        ),
    ])

    /// Reads the revision.
    static func revision(_ connection: SQLiteConnection) throws(SQLiteError) -> Int {
        try connection.rows("SELECT value FROM storeRevision WHERE id = 1") { Int($0.integer(0)) }.first ?? 0
    }

    /// Increments the revision inside the current transaction.
    static func bumpRevision(_ connection: SQLiteConnection) throws(SQLiteError) {
        try connection.run("UPDATE storeRevision SET value = value + 1 WHERE id = 1")
    }

    /// Every favorite, oldest first, with the revision; call inside a transaction so the two agree.
    static func snapshot(_ connection: SQLiteConnection) throws(SQLiteError) -> FavoritesSnapshot {
        let favorites = try connection.rows("SELECT breed, subBreed, imageURL FROM favorite ORDER BY id", [], favorite)
        return FavoritesSnapshot(revision: try revision(connection), favorites: favorites)
    }

    /// Every favorite and the revision, read in one transaction of its own.
    static func consistentSnapshot(_ connection: SQLiteConnection) throws(SQLiteError) -> FavoritesSnapshot {
        try connection.transaction(immediate: false) { () throws(SQLiteError) in try snapshot(connection) }
    }

    /// `PRAGMA data_version`: it changes on a connection only when another connection commits.
    static func dataVersion(_ connection: SQLiteConnection) throws(SQLiteError) -> Int64 {
        try connection.rows("PRAGMA data_version") { $0.integer(0) }.first ?? 0
    }

    /// Adds a favorite unless its key is there; returns how many rows it added (0 or 1).
    static func insert(_ favorite: Favorite, createdAt: UTCTime, _ connection: SQLiteConnection) throws(SQLiteError) -> Int {
        try connection.run(
            "INSERT OR IGNORE INTO favorite (key, breed, subBreed, imageURL, createdAt) VALUES (?, ?, ?, ?, ?)",
            [.text(favorite.key), .text(favorite.ref.breed), .text(favorite.ref.subBreed), .text(favorite.image?.url), .text(createdAt.databaseText)]
        )
    }

    /// Removes a favorite by key; returns how many rows it removed (0 or 1).
    static func delete(_ favorite: Favorite, _ connection: SQLiteConnection) throws(SQLiteError) -> Int {
        try connection.run("DELETE FROM favorite WHERE key = ?", [.text(favorite.key)])
    }

    /// The favorite a row of `SELECT breed, subBreed, imageURL` holds.
    private static func favorite(_ row: SQLiteRow) -> Favorite {
        let ref = BreedRef(row.text(0) ?? "", row.text(1))
        return row.text(2).map { Favorite(image: BreedImage(ref: ref, url: $0)) } ?? Favorite(breed: ref)
    }
}
