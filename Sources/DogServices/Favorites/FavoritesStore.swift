import DogCore

/// Keeps favorites: reads, writes that answer with the favorites they left, and an observation of every change.
public protocol FavoritesStore: Sendable {
    /// Where the store keeps its data, for messages.
    var path: String { get }
    /// Something the user should hear about the store as the session starts, such as a damaged file set aside.
    var notice: Message? { get }
    /// Every favorite, oldest first, with the store's revision.
    func snapshot() async throws(FavoritesStoreError) -> FavoritesSnapshot
    /// Adds favorites in one transaction; favorites already present are skipped.
    func add(_ favorites: [Favorite]) async throws(FavoritesStoreError) -> FavoritesWrite
    /// Removes a favorite.
    func remove(_ favorite: Favorite) async throws(FavoritesStoreError) -> FavoritesWrite
    /// Delivers a fresh snapshot to observers when another process changed the favorites since
    /// the last look; cheap when nothing changed, so a shell asks before every prompt.
    func catchUpWithOtherProcesses()
    /// Starts observing: `onChange` receives a snapshot now and after every change; `onError` ends it.
    func observe(
        onChange: @escaping @Sendable (FavoritesSnapshot) -> Void,
        onError: @escaping @Sendable (FavoritesStoreError) -> Void
    ) -> any FavoritesObservation
}

extension FavoritesStore {
    /// Most stores have nothing to report.
    public var notice: Message? { nil }
}

/// A running observation of the favorites; it stops when cancelled or released.
public protocol FavoritesObservation: Sendable {
    /// Stops the observation.
    func cancel()
}

/// The favorites at one revision of the store.
public struct FavoritesSnapshot: Hashable, Sendable {
    /// Grows by one with every write that changes the favorites.
    public let revision: Int
    /// Every favorite, oldest first.
    public let favorites: [Favorite]

    /// Creates a snapshot.
    public init(revision: Int, favorites: [Favorite]) {
        self.revision = revision
        self.favorites = favorites
    }
}

/// What a write did: how many favorites it changed, and the favorites as the write left them.
///
/// The snapshot is read in the write's own transaction, so it holds every change committed
/// before it, this process's or another's: whoever wrote has the new favorites at once and
/// waits for nothing (a write that changed nothing because another window had just made the
/// same change once left the session waiting forever for a revision no observer would deliver).
public struct FavoritesWrite: Hashable, Sendable {
    /// Favorites added or removed.
    public let changed: Int
    /// Every favorite once the write committed, with the store's revision then.
    public let snapshot: FavoritesSnapshot

    /// Creates a write result.
    public init(changed: Int, snapshot: FavoritesSnapshot) {
        self.changed = changed
        self.snapshot = snapshot
    }

    /// The store's revision once the write committed.
    public var revision: Int { snapshot.revision }
}
