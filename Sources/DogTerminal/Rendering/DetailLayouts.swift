import DogCore
import Glibc

/// Details blocks one renderer has laid out, kept from the first one on.
///
/// Its memo is made on first use, not with the renderer: the welcome and the first prompt are
/// drawn by a renderer before anything is shown, and making a generic memo there took about
/// 50 µs of the start (its type's metadata is built at run time). Plain class, plain lock, so
/// nothing generic is touched until a breed's details are.
final class DetailLayouts: @unchecked Sendable {
    // Guards `memo`; allocated so its address never moves.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var memo: Memo<BreedDetails?, [String]>?

    /// An empty cache.
    init() {
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// The lines laid out for `details` before, or `layOut()`'s, kept.
    func lines(for details: BreedDetails?, layOut: () -> [String]) -> [String] {
        pthread_mutex_lock(lock)
        let memo = self.memo ?? Memo()
        self.memo = memo
        pthread_mutex_unlock(lock)
        return memo.value(for: details, compute: layOut)
    }
}
