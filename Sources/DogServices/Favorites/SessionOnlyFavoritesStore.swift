import DogCore
import FoundationEssentials

/// Favorites kept in memory for one session: what dogsh keeps them in when there is no folder
/// to keep them in (HOME unset or missing, and no `XDG_DATA_HOME`), said once as the session starts.
///
/// It keeps the promises of every store: a write returns the favorites as it left them, and
/// observers hear of each change. No other process shares it, so there is nothing to catch up with.
public final class SessionOnlyFavoritesStore: FavoritesStore {
    public let path = ""
    private let state = Locked<(snapshot: FavoritesSnapshot, observers: [Int: @Sendable (FavoritesSnapshot) -> Void], next: Int)>(
        (FavoritesSnapshot(revision: 0, favorites: []), [:], 0)
    )

    /// An empty store.
    public init() {}

    public func snapshot() async throws(FavoritesStoreError) -> FavoritesSnapshot {
        state.withLock { $0.snapshot }
    }

    public func add(_ favorites: [Favorite]) async throws(FavoritesStoreError) -> FavoritesWrite {
        change { current in
            var kept = current
            for favorite in favorites where !kept.contains(favorite) { kept.append(favorite) }
            return kept
        }
    }

    public func remove(_ favorite: Favorite) async throws(FavoritesStoreError) -> FavoritesWrite {
        change { $0.filter { $0 != favorite } }
    }

    public func catchUpWithOtherProcesses() {}

    public func observe(
        onChange: @escaping @Sendable (FavoritesSnapshot) -> Void, onError: @escaping @Sendable (FavoritesStoreError) -> Void
    ) -> any FavoritesObservation {
        let (key, snapshot) = state.withLock { state in
            state.next += 1
            state.observers[state.next] = onChange
            return (state.next, state.snapshot)
        }
        onChange(snapshot)
        return Observation { [weak self] in self?.state.withLock { _ = $0.observers.removeValue(forKey: key) } }
    }

    /// Applies a change, bumps the revision when it changed anything, and tells the observers.
    private func change(_ apply: ([Favorite]) -> [Favorite]) -> FavoritesWrite {
        let (write, observers) = state.withLock { state in
            let favorites = apply(state.snapshot.favorites)
            let changed = abs(favorites.count - state.snapshot.favorites.count)
            if changed > 0 { state.snapshot = FavoritesSnapshot(revision: state.snapshot.revision + 1, favorites: favorites) }
            return (FavoritesWrite(changed: changed, snapshot: state.snapshot), changed > 0 ? Array(state.observers.values) : [])
        }
        for observer in observers { observer(write.snapshot) }
        return write
    }

    /// An observation that forgets its observer when cancelled.
    private struct Observation: FavoritesObservation {
        let stop: @Sendable () -> Void

        func cancel() {
            stop()
        }
    }
}
