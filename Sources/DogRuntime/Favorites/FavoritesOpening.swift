import DogCore
import DogServices

/// The favorites store, opened on a task of its own beside the rest of the start; whoever needs it first awaits it.
///
/// Loading SQLite and reading the favorites takes about a millisecond, which the session's start
/// overlaps with reading the settings and making the renderer.
struct FavoritesOpening: Sendable {
    private let opening: Task<Result<any FavoritesStore, FavoritesStoreError>, Never>

    /// A store already opened (or already failed).
    init(_ result: Result<any FavoritesStore, FavoritesStoreError>) {
        opening = Task { result }
    }

    /// Starts opening a store.
    init(opening open: @escaping @Sendable () -> Result<any FavoritesStore, FavoritesStoreError>) {
        opening = Task.detached { open() }
    }

    /// The store, or why it could not be opened.
    var result: Result<any FavoritesStore, FavoritesStoreError> {
        get async { await opening.value }
    }
}
