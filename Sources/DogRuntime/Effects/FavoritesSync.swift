import DogCore
import DogServices
import FoundationEssentials
import Logging

/// Keeps the session's favorites in step with the store: writes, and the store's observation fed into the inbox.
///
/// A write answers with the favorites it left, which reach the screens before the next command
/// runs, whatever the source of the lines; what another process changed arrives through the
/// observation when the session looks, before a prompt.
@MainActor
final class FavoritesSync {
    private let store: Result<any FavoritesStore, FavoritesStoreError>
    private let feed: FavoritesFeed
    private var observation: (any FavoritesObservation)?

    /// Keeps a store in step, its observation's news going to `inbox`.
    init(_ store: Result<any FavoritesStore, FavoritesStoreError>, inbox: Inbox) {
        self.store = store
        feed = FavoritesFeed(into: inbox)
    }

    isolated deinit {
        observation?.cancel()
    }

    /// Starts observing the store; returns what the person should hear about it: a notice from
    /// the store, or why it could not be opened.
    func start(logger: Logger) -> (notice: Message?, error: FavoritesStoreError?) {
        switch store {
        case let .success(store):
            let feed = feed
            observation = store.observe(onChange: { feed.deliver($0) }, onError: { _ in })
            return (store.notice, nil)
        case let .failure(error):
            logger.info("favorites store unavailable", metadata: ["error": "\(error)"])
            return (nil, error)
        }
    }

    /// The favorites a write left, when the coordinator has not been handed them yet; nil otherwise.
    func catchUp(after write: FavoritesWrite) -> [Favorite]? {
        feed.unseen(write.snapshot)
    }

    /// Looks for what other processes committed since the last look; their favorites go to the inbox.
    ///
    /// The session's own writes are caught up with as they happen, so a newer snapshot found
    /// here came from outside.
    func lookForOtherProcessesChanges() {
        guard case let .success(store) = store else { return }
        feed.lookingElsewhere { store.catchUpWithOtherProcesses() }
    }

    /// Runs a write against the store, or returns why the store is unavailable.
    func write(
        _ body: (any FavoritesStore) async throws(FavoritesStoreError) -> FavoritesWrite
    ) async -> Result<FavoritesWrite, FavoritesStoreError> {
        switch store {
        case let .success(store):
            do { return .success(try await body(store)) } catch { return .failure(error) }
        case let .failure(error):
            return .failure(error)
        }
    }

    /// Writes every favorite to a file; returns how many.
    func export(to path: String, replacing: Bool) async -> Result<Int, FavoritesStoreError> {
        // As `save` and `record` do, an export never replaces a file unless asked to (`--force`).
        if !replacing, FileStatus(path: HomeFolder.expanding(path)) != nil { return .failure(.exportTargetExists(path: path)) }
        switch store {
        case let .success(store):
            do {
                let snapshot = try await store.snapshot()
                try FavoritesArchive.write(snapshot.favorites, to: HomeFolder.expanding(path))
                return .success(snapshot.favorites.count)
            } catch {
                return .failure(error)
            }
        case let .failure(error):
            return .failure(error)
        }
    }
}
