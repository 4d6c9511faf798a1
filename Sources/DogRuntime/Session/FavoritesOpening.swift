import Dispatch
import DogCore
import DogServices

/// Opens the favorites store on a thread of its own, so the session can start while SQLite reads.
///
/// Loading SQLite and reading the favorites takes about a millisecond; the embedded catalog
/// is parsed on another thread meanwhile. The first to ask for the store waits for it.
final class FavoritesOpening: Sendable {
    private let opened = DispatchGroup()
    private let outcome: Locked<Result<any FavoritesStore, FavoritesStoreError>?>

    /// A store already opened (or already failed).
    init(_ result: Result<any FavoritesStore, FavoritesStoreError>) {
        outcome = Locked(result)
    }

    /// Starts opening a store in the background.
    init(opening open: @escaping @Sendable () -> Result<any FavoritesStore, FavoritesStoreError>) {
        outcome = Locked(nil)
        opened.enter()
        DetachedThread.start { [self] in
            let result = open()
            outcome.withLock { $0 = result }
            opened.leave()
        }
    }

    /// The store, or why it could not be opened; waits for a background open to finish.
    var result: Result<any FavoritesStore, FavoritesStoreError> {
        opened.wait()
        return outcome.withLock { $0! }
    }
}
