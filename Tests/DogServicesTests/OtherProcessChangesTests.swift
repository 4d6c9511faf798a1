import DogCore
import Foundation
import Testing
@testable import DogServices

/// Favorites changed by another process on the same data folder, seen through `PRAGMA data_version`.
///
/// A second `SQLiteFavoritesStore` on the same file has a connection of its own, which is all
/// `data_version` tells apart: another process is another connection.
@Suite struct OtherProcessChangesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-elsewhere-\(UUID())").path
    let pug = Favorite(breed: BreedRef("pug"))
    let akita = Favorite(breed: BreedRef("akita"))

    /// Observes a store, collecting every snapshot it delivers.
    func observing(_ store: any FavoritesStore) -> (Locked<[FavoritesSnapshot]>, any FavoritesObservation) {
        let seen = Locked<[FavoritesSnapshot]>([])
        let observation = store.observe(onChange: { snapshot in seen.withLock { $0.append(snapshot) } }, onError: { _ in })
        return (seen, observation)
    }

    @Test func anOpenStoreDeliversWhatAnotherConnectionCommittedAndNothingElse() async throws {
        let mine = try SQLiteFavoritesStore.open(directory: folder)
        let other = try SQLiteFavoritesStore.open(directory: folder)
        let (seen, observation) = observing(mine)
        defer { observation.cancel() }
        mine.catchUpWithOtherProcesses()
        #expect(seen.withLock { $0.count } == 1, "nothing changed: nothing delivered")
        _ = try await mine.add([pug])
        mine.catchUpWithOtherProcesses()
        #expect(seen.withLock { $0.map(\.revision) } == [0, 1], "its own write is delivered once, by the write")
        _ = try await other.add([akita])
        mine.catchUpWithOtherProcesses()
        #expect(seen.withLock { $0.last } == FavoritesSnapshot(revision: 2, favorites: [pug, akita]))
        mine.catchUpWithOtherProcesses()
        #expect(seen.withLock { $0.count } == 3, "a change is delivered once")
        _ = try await other.remove(pug)
        mine.catchUpWithOtherProcesses()
        #expect(seen.withLock { $0.last } == FavoritesSnapshot(revision: 3, favorites: [akita]))
    }

    @Test func aWriteThatChangesNothingAnswersWithWhatAnotherConnectionCommitted() async throws {
        let mine = try SQLiteFavoritesStore.open(directory: folder)
        let other = try SQLiteFavoritesStore.open(directory: folder)
        let (seen, observation) = observing(mine)
        defer { observation.cancel() }
        _ = try await other.add([pug])
        let added = try await mine.add([pug])
        #expect(added == FavoritesWrite(changed: 0, snapshot: FavoritesSnapshot(revision: 1, favorites: [pug])))
        #expect(seen.withLock { $0.last } == added.snapshot, "its observers hear of it as well")
        _ = try await other.remove(pug)
        let removed = try await mine.remove(pug)
        #expect(removed == FavoritesWrite(changed: 0, snapshot: FavoritesSnapshot(revision: 2, favorites: [])))
        #expect(seen.withLock { $0.last } == removed.snapshot)
    }

    @Test func aDeferredStoreFindsAFileAnotherProcessCreatesLater() async throws {
        let store = try DeferredFavoritesStore.open(directory: folder)
        let (seen, observation) = observing(store)
        defer { observation.cancel() }
        store.catchUpWithOtherProcesses()
        #expect(seen.withLock { $0 } == [FavoritesSnapshot(revision: 0, favorites: [])])
        let other = try SQLiteFavoritesStore.open(directory: folder)
        store.catchUpWithOtherProcesses()
        #expect(seen.withLock { $0.count } == 1, "an empty new file changes nothing")
        _ = try await other.add([pug])
        store.catchUpWithOtherProcesses()
        #expect(seen.withLock { $0.last } == FavoritesSnapshot(revision: 1, favorites: [pug]))
        _ = try await other.add([akita])
        store.catchUpWithOtherProcesses()
        store.catchUpWithOtherProcesses()
        #expect(seen.withLock { $0.map(\.revision) } == [0, 1, 2])
        #expect(!((store as? DeferredFavoritesStore)?.isOpenedFully ?? true), "watching reads; it never opens the store for writing")
    }

    @Test func aDeferredStoreSeesChangesToTheFileItReadAtStartThenHandsOverToTheFullStore() async throws {
        let other = try SQLiteFavoritesStore.open(directory: folder)
        _ = try await other.add([pug])
        let store = try DeferredFavoritesStore.open(directory: folder)
        let (seen, observation) = observing(store)
        defer { observation.cancel() }
        store.catchUpWithOtherProcesses()
        #expect(seen.withLock { $0.map(\.revision) } == [1], "the file is as it was read at start")
        _ = try await other.remove(pug)
        store.catchUpWithOtherProcesses()
        #expect(seen.withLock { $0.last } == FavoritesSnapshot(revision: 2, favorites: []))
        _ = try await store.add([akita])
        let afterWrite = try await SQLiteFavoritesStoreTests.waitFor { seen.withLock { $0.last?.revision == 3 ? $0.count : nil } }
        _ = try await other.add([pug])
        store.catchUpWithOtherProcesses()
        #expect(seen.withLock { $0.count } == afterWrite + 1)
        #expect(seen.withLock { $0.last } == FavoritesSnapshot(revision: 4, favorites: [akita, pug]))
    }
}
