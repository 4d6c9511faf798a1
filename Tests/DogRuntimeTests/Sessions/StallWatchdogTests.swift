import DogCore
import DogServices
import DogTerminal
import Foundation
import Testing
@testable import DogRuntime

/// The watchdog notices a session stuck inside one effect, once, and never while the session waits for input or works.
@MainActor @Suite struct StallWatchdogTests {
    /// A favorites store whose writes never answer: a wait that nothing ends, as a racing `fav` once was.
    final class NeverAnsweringStore: FavoritesStore, @unchecked Sendable {
        let path = "/never/favorites.sqlite"
        private let waiting = Locked<[CheckedContinuation<Void, Never>]>([])

        func snapshot() async throws(FavoritesStoreError) -> FavoritesSnapshot { FavoritesSnapshot(revision: 0, favorites: []) }
        func add(_ favorites: [Favorite]) async throws(FavoritesStoreError) -> FavoritesWrite {
            await withCheckedContinuation { continuation in waiting.withLock { $0.append(continuation) } }
            return FavoritesWrite(changed: 0, snapshot: FavoritesSnapshot(revision: 0, favorites: []))
        }
        func remove(_ favorite: Favorite) async throws(FavoritesStoreError) -> FavoritesWrite { try await add([favorite]) }
        func catchUpWithOtherProcesses() {}
        func observe(
            onChange: @escaping @Sendable (FavoritesSnapshot) -> Void, onError: @escaping @Sendable (FavoritesStoreError) -> Void
        ) -> any FavoritesObservation {
            onChange(FavoritesSnapshot(revision: 0, favorites: []))
            return Unobserved()
        }

        /// Lets the stuck writes go at last, so the test leaves nothing suspended behind.
        func release() {
            for continuation in waiting.withLock({ $0 }) { continuation.resume() }
            waiting.withLock { $0.removeAll() }
        }

        struct Unobserved: FavoritesObservation {
            func cancel() {}
        }
    }

    let fired = Locked<[String]>([])

    func session(limit: Duration, store: any FavoritesStore) -> Session {
        let fired = fired
        let watchdog = StallWatchdog(limit: limit) { effect, running in
            fired.withLock { $0.append(effect + (running >= limit ? "" : " (early)")) }
        }
        let configuration = SessionConfiguration(seed: 1, width: 80, dataDirectory: Support.temporaryFolder())
        let services = SessionServices(catalog: EmbeddedCatalogProvider(seed: 1), favorites: .success(store))
        return Session(configuration: configuration, services: services, output: CapturedOutput(), watchdog: watchdog)
    }

    @Test func anEffectThatNeverEndsIsReportedOnceByName() async throws {
        let store = NeverAnsweringStore()
        // Two seconds: a loaded machine can hold a quick effect for a while, never that long.
        let session = session(limit: .seconds(2), store: store)
        await session.start()
        #expect(await session.submit("open pug").succeeded)
        let stuck = Task { await session.submit("fav") }
        for _ in 0..<600 where fired.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(50)) }
        try await Task.sleep(for: .seconds(3))
        #expect(fired.withLock { $0 } == ["addFavorite"], "once, by the effect's name, and not before the limit")
        store.release()
        _ = await stuck.value
    }

    @Test func quickCommandsAndWaitingForInputNeverFire() async throws {
        let session = session(limit: .seconds(2), store: NeverAnsweringStore())
        await session.start()
        let started = ContinuousClock.now
        while ContinuousClock.now - started < .seconds(3) {
            #expect(await session.submit("open pug; back; search hound; where").succeeded)
        }
        try await Task.sleep(for: .seconds(3))
        #expect(fired.withLock { $0 }.isEmpty, "many quick effects and a wait at the prompt are progress, not a stall")
    }
}
