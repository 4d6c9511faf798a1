import DogCore
import DogServices

/// Carries the favorites store's observation to the session: the newest snapshot delivered.
///
/// The store's observation delivers snapshots on whichever thread wrote or looked; the session
/// reads the newest when it looks, before a prompt. Nobody waits on it: a write answers with its
/// own snapshot (`FavoritesWrite`).
final class FavoritesFeed: Sendable {
    private let newest = Locked<FavoritesSnapshot?>(nil)

    /// Takes a snapshot from the observation, unless a newer one came first.
    func deliver(_ snapshot: FavoritesSnapshot) {
        newest.withLock { newest in
            if let newest, newest.revision > snapshot.revision { return }
            newest = snapshot
        }
    }

    /// The newest snapshot delivered so far.
    var latest: FavoritesSnapshot? {
        newest.withLock { $0 }
    }
}
