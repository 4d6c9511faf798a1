import DogCore
import FoundationEssentials
import Glibc

/// The favorites store as a shell opens it: read at start through one read-only connection, opened fully on the first write.
///
/// Most sessions only read their favorites. Reading them through `FavoritesSnapshotReader`
/// takes a fraction of a millisecond, where opening `SQLiteFavoritesStore` sets up WAL mode and
/// checks the migrations, and its close checkpoints the WAL at exit (BENCHMARKS.md, issue 7). The full store opens when
/// a favorite is added or removed, or a whole snapshot is asked for (export); its observation
/// then takes over from the snapshot read at start.
public final class DeferredFavoritesStore: FavoritesStore {
    public let path: String
    private let initial: FavoritesSnapshot
    private let openFully: @Sendable () throws(FavoritesStoreError) -> SQLiteFavoritesStore
    private let full = Locked<SQLiteFavoritesStore?>(nil)
    private let observers = Locked<[DeferredObservation]>([])
    /// Tells when another process changed the file, until the full store opens and takes over.
    private let watcher: OutsideChangeWatcher

    /// Opens the store in a folder: deferred when the file reads cleanly (or is not there yet), fully otherwise.
    ///
    /// The full open reports what the quick read could not, such as a corrupt file.
    public static func open(
        directory: String, clock: @escaping @Sendable () -> Date = Date.init
    ) throws(FavoritesStoreError) -> any FavoritesStore {
        let path = directory + "/" + SQLiteFavoritesStore.fileName
        let openFully: @Sendable () throws(FavoritesStoreError) -> SQLiteFavoritesStore = { () throws(FavoritesStoreError) in
            try SQLiteFavoritesStore.open(directory: directory, clock: clock)
        }
        switch FavoritesSnapshotReader.read(path: path) {
        case .missing:
            return DeferredFavoritesStore(path: path, initial: FavoritesSnapshot(revision: 0, favorites: []), open: openFully)
        case let .read(snapshot):
            return DeferredFavoritesStore(path: path, initial: snapshot, open: openFully)
        case .needsFullOpen:
            return try openFully()
        }
    }

    private init(path: String, initial: FavoritesSnapshot, open: @escaping @Sendable () throws(FavoritesStoreError) -> SQLiteFavoritesStore) {
        self.path = path
        self.initial = initial
        openFully = open
        watcher = OutsideChangeWatcher(path: path)
    }

    /// Whether the full store has been opened.
    public var isOpenedFully: Bool {
        full.withLock { $0 != nil }
    }

    public func snapshot() async throws(FavoritesStoreError) -> FavoritesSnapshot {
        try await store().snapshot()
    }

    public func add(_ favorites: [Favorite]) async throws(FavoritesStoreError) -> FavoritesWrite {
        try await store().add(favorites)
    }

    public func remove(_ favorite: Favorite) async throws(FavoritesStoreError) -> FavoritesWrite {
        try await store().remove(favorite)
    }

    /// Delivers what another process changed: through the full store once it is open, else
    /// through a read-only connection of the watcher's own.
    public func catchUpWithOtherProcesses() {
        if let store = full.withLock({ $0 }) {
            store.catchUpWithOtherProcesses()
            return
        }
        guard let snapshot = watcher.changedSnapshot(knownRevision: initial.revision) else { return }
        for observation in observers.withLock({ $0 }) { observation.deliver(snapshot) }
    }

    /// Delivers the snapshot read at start now; once the full store opens, its observation delivers the rest.
    public func observe(
        onChange: @escaping @Sendable (FavoritesSnapshot) -> Void,
        onError: @escaping @Sendable (FavoritesStoreError) -> Void
    ) -> any FavoritesObservation {
        let observation = DeferredObservation(onChange: onChange, onError: onError)
        observers.withLock { $0.append(observation) }
        onChange(initial)
        if let store = full.withLock({ $0 }) { observation.forward(to: store) }
        return observation
    }

    /// The full store, opened on the first call that succeeds; its observation takes over every observer.
    ///
    /// A failed open is not remembered: the next change tries again, so a file that was
    /// busy or briefly unwritable does not cost the rest of the session its favorites.
    private func store() throws(FavoritesStoreError) -> SQLiteFavoritesStore {
        let (store, first) = try full.withLock { current throws(FavoritesStoreError) -> (SQLiteFavoritesStore, Bool) in
            if let current { return (current, false) }
            let opened = try openFully()
            current = opened
            return (opened, true)
        }
        if first {
            for observation in observers.withLock({ $0 }) { observation.forward(to: store) }
        }
        return store
    }
}

/// An observation of a deferred store: callbacks kept until the full store's observation carries them.
private final class DeferredObservation: FavoritesObservation {
    private let onChange: @Sendable (FavoritesSnapshot) -> Void
    private let onError: @Sendable (FavoritesStoreError) -> Void
    private let state = Locked<(cancelled: Bool, inner: (any FavoritesObservation)?)>((false, nil))

    init(onChange: @escaping @Sendable (FavoritesSnapshot) -> Void, onError: @escaping @Sendable (FavoritesStoreError) -> Void) {
        self.onChange = onChange
        self.onError = onError
    }

    /// Hands a snapshot to the observer, unless it was cancelled or the full store's observation carries it.
    func deliver(_ snapshot: FavoritesSnapshot) {
        let live = state.withLock { !$0.cancelled && $0.inner == nil }
        if live { onChange(snapshot) }
    }

    /// Starts the full store's observation with these callbacks, unless cancelled or already started.
    func forward(to store: SQLiteFavoritesStore) {
        state.withLock { state in
            guard !state.cancelled, state.inner == nil else { return }
            state.inner = store.observe(onChange: onChange, onError: onError)
        }
    }

    func cancel() {
        let inner = state.withLock { state in
            state.cancelled = true
            defer { state.inner = nil }
            return state.inner
        }
        inner?.cancel()
    }
}
