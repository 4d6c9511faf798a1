import DogCore
import DogServices

/// Pushes the favorites the store's observation delivers into the inbox, once per revision.
///
/// The observation delivers on whichever thread wrote or looked. A snapshot no newer than one
/// already handed on is dropped, whether it came through the observation or as a write's own
/// answer (`unseen(_:)`). Snapshots delivered while the session looks for other processes'
/// changes (`lookingElsewhere`) are said to come from elsewhere, so the person hears of them.
final class FavoritesFeed: Sendable {
    private struct State {
        /// The newest revision handed on.
        var seenRevision = -1
        /// Set while the store catches up with other processes' commits.
        var lookingElsewhere = false
    }

    private let state = Locked(State())
    private let inbox: Inbox

    /// Creates a feed into `inbox`.
    init(into inbox: Inbox) {
        self.inbox = inbox
    }

    /// Takes a snapshot from the observation: its favorites go to the inbox unless no newer than the last handed on.
    func deliver(_ snapshot: FavoritesSnapshot) {
        let event: Event? = state.withLock { state in
            guard snapshot.revision > state.seenRevision else { return nil }
            state.seenRevision = snapshot.revision
            return state.lookingElsewhere ? .favoritesChangedElsewhere(snapshot.favorites) : .favoritesChanged(snapshot.favorites)
        }
        // Nobody waits at a prompt for the session's own favorites; other processes' are looked for before one.
        if let event { inbox.push(event, wakes: false) }
    }

    /// A write's favorites when no newer were handed on, which they now are; nil otherwise.
    func unseen(_ snapshot: FavoritesSnapshot) -> [Favorite]? {
        state.withLock { state in
            guard snapshot.revision > state.seenRevision else { return nil }
            state.seenRevision = snapshot.revision
            return snapshot.favorites
        }
    }

    /// Runs `look` with the snapshots it delivers marked as other processes' changes.
    func lookingElsewhere(_ look: () -> Void) {
        state.withLock { $0.lookingElsewhere = true }
        look()
        state.withLock { $0.lookingElsewhere = false }
    }
}
