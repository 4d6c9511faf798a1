import DogCore
import Foundation
import Testing
@testable import DogServices

/// The quick start-up read of the favorites, and the store that opens for writing only when a favorite changes.
@Suite struct DeferredFavoritesStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-deferred-\(UUID())").path
    let pug = Favorite(breed: BreedRef("pug"))
    let afghan = Favorite(breed: BreedRef("hound", "afghan"))
    let image = Favorite(image: BreedImage(ref: BreedRef("labrador"), dogCEOFile: "gus.jpg"))
    var path: String { folder + "/" + SQLiteFavoritesStore.fileName }

    @Test func theReaderSeesWhatTheFullStoreWrote() async throws {
        #expect(FavoritesSnapshotReader.read(path: path) == .missing)
        let store = try SQLiteFavoritesStore.open(directory: folder)
        _ = try await store.add([pug, image, afghan])
        _ = try await store.remove(pug)
        // The full store is still open: its last writes may sit in the WAL, not yet in the file.
        let expected = try await store.snapshot()
        #expect(FavoritesSnapshotReader.read(path: path) == .read(expected))
        #expect(expected == FavoritesSnapshot(revision: 2, favorites: [image, afghan]))
    }

    @Test func theReaderDefersToTheFullStoreWhenUnsure() async throws {
        _ = try await SQLiteFavoritesStore.open(directory: folder).add([pug])
        #expect(FavoritesSnapshotReader.read(path: path, migrator: SQLiteMigrator(migrations: FavoritesSchema.migrator.migrations + [.init(identifier: "v2: a later migration", sql: "")])) == .needsFullOpen)
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        #expect(FileManager.default.createFile(atPath: path, contents: garbage))
        try? FileManager.default.removeItem(atPath: path + "-wal")
        try? FileManager.default.removeItem(atPath: path + "-shm")
        #expect(FavoritesSnapshotReader.read(path: path) == .needsFullOpen)
        #expect(FileManager.default.contents(atPath: path) == garbage, "the reader never writes")
    }

    @Test func readingDoesNotOpenTheFullStoreOrCreateAnything() async throws {
        let store = try DeferredFavoritesStore.open(directory: folder)
        let deferred = try #require(store as? DeferredFavoritesStore)
        let seen = Locked<[FavoritesSnapshot]>([])
        let observation = store.observe(onChange: { snapshot in seen.withLock { $0.append(snapshot) } }, onError: { _ in })
        defer { observation.cancel() }
        #expect(seen.withLock { $0 } == [FavoritesSnapshot(revision: 0, favorites: [])])
        #expect(!deferred.isOpenedFully)
        #expect(!FileManager.default.fileExists(atPath: folder), "nothing is created until a favorite is added")
    }

    @Test func theFirstWriteOpensTheStoreAndItsObservationTakesOver() async throws {
        _ = try await SQLiteFavoritesStore.open(directory: folder).add([pug])
        let store = try DeferredFavoritesStore.open(directory: folder)
        let deferred = try #require(store as? DeferredFavoritesStore)
        let seen = Locked<[FavoritesSnapshot]>([])
        let observation = store.observe(onChange: { snapshot in seen.withLock { $0.append(snapshot) } }, onError: { _ in })
        #expect(seen.withLock { $0 } == [FavoritesSnapshot(revision: 1, favorites: [pug])])
        #expect(try await store.add([afghan]) == FavoritesWrite(changed: 1, snapshot: FavoritesSnapshot(revision: 2, favorites: [pug, afghan])))
        #expect(deferred.isOpenedFully)
        let latest = try await SQLiteFavoritesStoreTests.waitFor { seen.withLock { $0.last?.revision == 2 ? $0.last : nil } }
        #expect(latest.favorites == [pug, afghan])
        observation.cancel()
        _ = try await store.remove(pug)
        try await Task.sleep(for: .milliseconds(100))
        #expect(seen.withLock { $0.last?.revision } == 2, "a cancelled observation hears nothing more")
        #expect(try await store.snapshot() == FavoritesSnapshot(revision: 3, favorites: [afghan]))
    }

    @Test func anObserverThatArrivesAfterTheFullOpenIsForwardedAtOnce() async throws {
        let store = try DeferredFavoritesStore.open(directory: folder)
        _ = try await store.add([image])
        let seen = Locked<[FavoritesSnapshot]>([])
        let observation = store.observe(onChange: { snapshot in seen.withLock { $0.append(snapshot) } }, onError: { _ in })
        defer { observation.cancel() }
        let latest = try await SQLiteFavoritesStoreTests.waitFor { seen.withLock { $0.last?.revision == 1 ? $0.last : nil } }
        #expect(latest.favorites == [image])
    }

    @Test func aCorruptFileIsHandledByTheFullOpen() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 17 &+ 3) })
        #expect(FileManager.default.createFile(atPath: path, contents: garbage))
        let store = try DeferredFavoritesStore.open(directory: folder)
        #expect(store is SQLiteFavoritesStore)
        #expect(store.notice?.key == .messageFavoritesSetAside)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(SQLiteFavoritesStore.fileName + ".damaged-") }
        #expect(kept.count == 1)
        #expect(FileManager.default.contents(atPath: folder + "/" + kept[0]) == garbage)
    }
}
