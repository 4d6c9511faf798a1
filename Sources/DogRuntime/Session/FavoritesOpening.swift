import DogCore
import DogServices
import Foundation

/// Opens the favorites store on a thread of its own, so the session can start while SQLite reads.
///
/// Loading SQLite and reading the favorites takes about a millisecond; the embedded catalog
/// is parsed on another thread meanwhile. The first to ask for the store waits for it.
final class FavoritesOpening: @unchecked Sendable {
    private let condition = NSCondition()
    private var outcome: Result<any FavoritesStore, FavoritesStoreError>?

    /// A store already opened (or already failed).
    init(_ result: Result<any FavoritesStore, FavoritesStoreError>) {
        outcome = result
    }

    /// Starts opening a store in the background.
    init(opening open: @escaping @Sendable () -> Result<any FavoritesStore, FavoritesStoreError>) {
        Thread.detachNewThread { [self] in
            let result = open()
            condition.lock()
            outcome = result
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The store, or why it could not be opened; waits for a background open to finish.
    var result: Result<any FavoritesStore, FavoritesStoreError> {
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome!
    }
}
