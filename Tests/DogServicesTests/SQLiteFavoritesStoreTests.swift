import CSQLite
import DogCore
import Foundation
import Testing
@testable import DogServices

/// The favorites store against real SQLite files in temporary folders.
@Suite struct SQLiteFavoritesStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-store-\(UUID())").path
    let pug = Favorite(breed: BreedRef("pug"))
    let afghan = Favorite(breed: BreedRef("hound", "afghan"))
    let image = Favorite(image: BreedImage(ref: BreedRef("labrador"), dogCEOFile: "gus.jpg"))

    @Test func addsRemovesAndKeepsOrder() async throws {
        let store = try SQLiteFavoritesStore.open(directory: folder)
        #expect(try await store.snapshot() == FavoritesSnapshot(revision: 0, favorites: []))
        #expect(try await store.add([pug]) == FavoritesWrite(changed: 1, snapshot: FavoritesSnapshot(revision: 1, favorites: [pug])))
        #expect(try await store.add([image, afghan]) == FavoritesWrite(changed: 2, snapshot: FavoritesSnapshot(revision: 2, favorites: [pug, image, afghan])))
        #expect(
            try await store.add([pug]) == FavoritesWrite(changed: 0, snapshot: FavoritesSnapshot(revision: 2, favorites: [pug, image, afghan])),
            "adding twice is harmless"
        )
        #expect(try await store.snapshot().favorites == [pug, image, afghan])
        #expect(try await store.remove(image) == FavoritesWrite(changed: 1, snapshot: FavoritesSnapshot(revision: 3, favorites: [pug, afghan])))
        #expect(try await store.remove(image) == FavoritesWrite(changed: 0, snapshot: FavoritesSnapshot(revision: 3, favorites: [pug, afghan])))
        #expect(try await store.snapshot() == FavoritesSnapshot(revision: 3, favorites: [pug, afghan]))
    }

    @Test func favoritesSurviveReopening() async throws {
        do {
            let store = try SQLiteFavoritesStore.open(directory: folder)
            _ = try await store.add([pug, image])
        }
        let reopened = try SQLiteFavoritesStore.open(directory: folder)
        #expect(try await reopened.snapshot().favorites == [pug, image])
        let attributes = try FileManager.default.attributesOfItem(atPath: folder)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        let journal = try SQLiteConnection(path: reopened.path, flags: SQLITE_OPEN_READONLY).rows("PRAGMA journal_mode") { $0.text(0) }
        #expect(journal == ["wal"])
    }

    @Test func theObservationSeesEveryWrite() async throws {
        let store = try SQLiteFavoritesStore.open(directory: folder)
        let seen = Locked<[FavoritesSnapshot]>([])
        let observation = store.observe(onChange: { snapshot in seen.withLock { $0.append(snapshot) } }, onError: { _ in })
        defer { observation.cancel() }
        let write = try await store.add([pug, afghan])
        let removal = try await store.remove(pug)
        let last = try await Self.waitFor { seen.withLock { $0.last?.revision == removal.revision ? $0.last : nil } }
        #expect(last.favorites == [afghan])
        let revisions = seen.withLock { $0.map(\.revision) }
        #expect(revisions.first == 0, "the observation starts with the current favorites")
        #expect(revisions == revisions.sorted())
        #expect(revisions.contains(write.revision) || revisions.last! > write.revision)
    }

    @Test func twoStoresOnOneFileLoseNoWrite() async throws {
        let first = try SQLiteFavoritesStore.open(directory: folder)
        let second = try SQLiteFavoritesStore.open(directory: folder)
        await withTaskGroup(of: Void.self) { group in
            for (index, store) in [first, second].enumerated() {
                group.addTask {
                    for number in 0..<50 {
                        let favorite = Favorite(image: BreedImage(ref: BreedRef("pug"), dogCEOFile: "\(index)-\(number).jpg"))
                        _ = try? await store.add([favorite])
                    }
                }
            }
        }
        #expect(try await first.snapshot().favorites.count == 100)
    }

    @Test func twoStoresCreatingOneFileAtOnceBothOpen() {
        for round in 0..<10 {
            let folder = self.folder + "-\(round)"
            let opened = Locked<[Bool]>([])
            let done = DispatchGroup()
            for _ in 0..<2 {
                done.enter()
                Thread.detachNewThread {
                    let store = try? SQLiteFavoritesStore.open(directory: folder)
                    opened.withLock { $0.append(store != nil) }
                    done.leave()
                }
            }
            done.wait()
            #expect(opened.withLock { $0 } == [true, true], "round \(round): both stores open a file created at the same moment")
        }
    }

    @Test func aCorruptFileIsSetAsideWholeAndAFreshStoreStarts() async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + SQLiteFavoritesStore.fileName
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        #expect(FileManager.default.createFile(atPath: path, contents: garbage))
        let noon = Date(timeIntervalSince1970: 1_795_348_800) // 2026-11-22 12:00:00 UTC
        let store = try SQLiteFavoritesStore.open(directory: folder, clock: { noon })
        let backup = path + ".damaged-20261122-120000"
        #expect(store.notice == Message(.messageFavoritesSetAside, ["path": .text(path), "backup": .text(backup)]))
        #expect(FileManager.default.contents(atPath: backup) == garbage, "the damaged file is kept byte for byte")
        #expect(try await store.add([pug]) == FavoritesWrite(changed: 1, snapshot: FavoritesSnapshot(revision: 1, favorites: [pug])), "the fresh store works")
        // A second damaged file the same second gets a name of its own.
        try FileManager.default.removeItem(atPath: path)
        try? FileManager.default.removeItem(atPath: path + "-wal")
        try? FileManager.default.removeItem(atPath: path + "-shm")
        #expect(FileManager.default.createFile(atPath: path, contents: garbage))
        let again = try SQLiteFavoritesStore.open(directory: folder, clock: { noon })
        #expect(again.notice == Message(.messageFavoritesSetAside, ["path": .text(path), "backup": .text(backup + "-2")]))
        #expect(FileManager.default.contents(atPath: backup) == garbage)
    }

    @Test func aFolderThatCannotBeCreatedIsAClearError() throws {
        let blocker = folder + "-file"
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        #expect {
            try SQLiteFavoritesStore.open(directory: blocker + "/sub")
        } throws: { error in
            if case .cannotOpen = error as? FavoritesStoreError { return true }
            return false
        }
    }

    @Test(arguments: [
        (SQLITE_READONLY, FavoritesStoreError.readOnly(path: "/p")),
        (SQLITE_READONLY | 4 << 8, .readOnly(path: "/p")),
        (SQLITE_PERM, .readOnly(path: "/p")),
        (SQLITE_NOTADB, .corrupt(path: "/p")),
        (SQLITE_CORRUPT, .corrupt(path: "/p")),
        (SQLITE_FULL, .diskFull(path: "/p")),
        (SQLITE_BUSY, .busy(path: "/p")),
        (SQLITE_BUSY | 2 << 8, .busy(path: "/p")),
        (SQLITE_LOCKED, .busy(path: "/p")),
        (SQLITE_CANTOPEN, .cannotOpen(path: "/p", reason: "disk full")),
        (SQLITE_IOERR, .failed(reason: "disk full")),
        (SQLITE_IOERR | 3 << 8, .failed(reason: "disk full")),
        (SQLITE_CONSTRAINT, .failed(reason: "disk full")),
    ])
    func databaseErrorsAreClassified(code: Int32, expected: FavoritesStoreError) {
        #expect(FavoritesStoreError(SQLiteError(code: code, message: "disk full"), path: "/p") == expected)
    }

    @Test func aFileWrittenByGRDBOpensAndGrowsUnchanged() async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/favorites-written-by-grdb.sqlite").path
        let path = folder + "/" + SQLiteFavoritesStore.fileName
        try FileManager.default.copyItem(atPath: fixture, toPath: path)
        let written = [
            Favorite(breed: BreedRef("labrador")), afghan,
            Favorite(image: BreedImage(ref: BreedRef("hound", "afghan"), dogCEOFile: "n02088094_11953.jpg")),
            Favorite(breed: BreedRef("shiba")),
        ]
        #expect(FavoritesSnapshotReader.read(path: path) == .needsFullOpen, "the file lacks the v2 migration")
        let noon = Date(timeIntervalSince1970: 1_795_348_800.25)
        let store = try SQLiteFavoritesStore.open(directory: folder, clock: { noon })
        #expect(try await store.snapshot() == FavoritesSnapshot(revision: 6, favorites: written))
        #expect(try await store.add([pug, afghan]) == FavoritesWrite(changed: 1, snapshot: FavoritesSnapshot(revision: 7, favorites: written + [pug])))
        let database = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY)
        let rows = try database.rows("SELECT id, key, createdAt FROM favorite ORDER BY id") { "\($0.integer(0)) \($0.text(1) ?? "") \($0.text(2) ?? "")" }
        #expect(rows.last == "6 breed:pug 2026-11-22 12:00:00.250", "AUTOINCREMENT goes on after the removed row 4; dates keep GRDB's form")
        #expect(try database.rows("SELECT identifier FROM grdb_migrations") { $0.text(0) } == ["v1: favorites and revision", "v2: one Australian Kelpie"])
        #expect(FavoritesSnapshotReader.read(path: path) == .read(FavoritesSnapshot(revision: 7, favorites: written + [pug])), "migrated, and nothing moved")
    }

    /// A file written before dogsh showed the Australian Kelpie once: its favorites of dog.ceo's second
    /// folder move to `kelpie`, in their places; one that repeats a favorite already there goes.
    @Test(arguments: [false, true])
    func favoritesOfTheKelpiesSecondFolderMoveToTheOneBreed(alreadyFavorite: Bool) async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + SQLiteFavoritesStore.fileName
        do {
            let old = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            try SQLiteMigrator(migrations: [FavoritesSchema.migrator.migrations[0]]).migrate(old)
            let secondFolder = BreedRef("australian", "kelpie")
            let saved = [Favorite(breed: BreedRef("pug"))] + (alreadyFavorite ? [Favorite(breed: BreedRef("kelpie"))] : [])
                + [Favorite(breed: secondFolder), Favorite(image: BreedImage(ref: secondFolder, dogCEOFile: "IMG_2599.jpg")), afghan]
            for favorite in saved { _ = try FavoritesSchema.insert(favorite, createdAt: UTCTime(Date()), old) }
            try FavoritesSchema.bumpRevision(old)
        }
        let store = try SQLiteFavoritesStore.open(directory: folder)
        let kelpie = Favorite(breed: BreedRef("kelpie"))
        let image = Favorite(image: BreedImage(ref: BreedRef("kelpie"), url: "https://images.dog.ceo/breeds/australian-kelpie/IMG_2599.jpg"))
        #expect(try await store.snapshot() == FavoritesSnapshot(revision: 2, favorites: [pug, kelpie, image, afghan]))
        #expect(try await store.remove(kelpie).snapshot.favorites == [pug, image, afghan], "the moved favorite is removed by its new key")
    }

    /// Polls until a value appears, for at most five seconds.
    static func waitFor<T>(_ probe: () -> T?) async throws -> T {
        for _ in 0..<500 {
            if let value = probe() { return value }
            try await Task.sleep(for: .milliseconds(10))
        }
        return try #require(probe())
    }
}
