import DogCore
import DogServices
import FoundationEssentials
import Logging

/// Keeps the session's favorites in step with the store: writes, and the store's observation turned into new lists.
///
/// A write answers with the favorites it left, which reach the screens before the next command
/// runs, whatever the source of the lines; what another process changed arrives through the
/// observation when the session looks, before a prompt.
@MainActor
final class FavoritesSync {
    private let store: Result<any FavoritesStore, FavoritesStoreError>
    private let feed = FavoritesFeed()
    private var observation: (any FavoritesObservation)?
    /// The newest revision handed to the navigator.
    private var seenRevision = -1

    init(_ store: Result<any FavoritesStore, FavoritesStoreError>) {
        self.store = store
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

    /// The favorites the observation delivered that the navigator has not seen yet; nil when there is nothing newer.
    func catchUp() -> [Favorite]? {
        feed.latest.flatMap(unseen)
    }

    /// The favorites a write left, when the navigator has not seen them yet; nil otherwise.
    func catchUp(after write: FavoritesWrite) -> [Favorite]? {
        unseen(write.snapshot)
    }

    /// A snapshot's favorites when it is newer than any the navigator has seen, which it now has.
    private func unseen(_ snapshot: FavoritesSnapshot) -> [Favorite]? {
        guard snapshot.revision > seenRevision else { return nil }
        seenRevision = snapshot.revision
        return snapshot.favorites
    }

    /// The favorites as another process left them, when it changed them since the last look; nil otherwise.
    ///
    /// The session's own writes are caught up with as they happen, so a newer snapshot found
    /// here came from outside.
    func changedElsewhere() -> [Favorite]? {
        guard case let .success(store) = store else { return nil }
        store.catchUpWithOtherProcesses()
        return catchUp()
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
