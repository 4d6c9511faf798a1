import DogCore
import DogServices

/// Carries the favorites store's observation to the session and lets it wait for a revision.
///
/// The store's observation delivers snapshots on its own queue. After a write, the session
/// waits until a snapshot at least as new as the write has arrived, so the change reaches
/// the screens before the next command runs, whatever the source of the lines.
final class FavoritesFeed: Sendable {
    private struct State {
        var latest: FavoritesSnapshot?
        var failed = false
        var waiters: [(revision: Int, continuation: CheckedContinuation<FavoritesSnapshot?, Never>)] = []
    }

    private let state = Locked(State())

    /// Takes a snapshot from the observation, waking those who waited for it.
    func deliver(_ snapshot: FavoritesSnapshot) {
        let ready = state.withLock { state in
            if let latest = state.latest, latest.revision > snapshot.revision { return [] as [CheckedContinuation<FavoritesSnapshot?, Never>] }
            state.latest = snapshot
            let (ready, waiting) = state.waiters.partitioned { $0.revision <= snapshot.revision }
            state.waiters = waiting
            return ready.map(\.continuation)
        }
        for continuation in ready { continuation.resume(returning: snapshot) }
    }

    /// Marks the observation as failed: nobody waits for it any more.
    func fail() {
        let waiters = state.withLock { state in
            state.failed = true
            defer { state.waiters = [] }
            return state.waiters.map(\.continuation)
        }
        for continuation in waiters { continuation.resume(returning: nil) }
    }

    /// The newest snapshot delivered so far.
    var latest: FavoritesSnapshot? {
        state.withLock { $0.latest }
    }

    /// Waits for a snapshot at or past a revision; nil when the observation failed.
    func snapshot(atLeast revision: Int) async -> FavoritesSnapshot? {
        await withCheckedContinuation { continuation in
            let immediate: FavoritesSnapshot?? = state.withLock { state in
                if state.failed { return .some(nil) }
                if let latest = state.latest, latest.revision >= revision { return .some(latest) }
                state.waiters.append((revision, continuation))
                return .none
            }
            if let immediate { continuation.resume(returning: immediate) }
        }
    }
}

private extension Array {
    /// Splits into the elements that satisfy a predicate and those that do not, keeping order.
    func partitioned(_ predicate: (Element) -> Bool) -> ([Element], [Element]) {
        var yes: [Element] = [], no: [Element] = []
        for element in self {
            if predicate(element) { yes.append(element) } else { no.append(element) }
        }
        return (yes, no)
    }
}
