import DogCore

/// Background work started for screens, keyed on their stack entries and cancelled when an entry leaves the stack.
///
/// A screen pushed again is a new entry (`ScreenID`), so it never adopts the work of the one before.
@MainActor
final class ScreenTasks {
    private var tasks: [ScreenID: [Task<Void, Never>]] = [:]

    /// Starts work for a screen entry.
    func start(for screen: ScreenID, _ work: @escaping @Sendable () async -> Void) {
        tasks[screen, default: []].append(Task { await work() })
    }

    /// Cancels the work of every entry not among those still on the stack.
    func keep(only screens: some Sequence<ScreenID>) {
        // Most moves happen with no work running: then there is nothing to build a set for.
        guard !tasks.isEmpty else { return }
        let kept = Set(screens)
        for (screen, running) in tasks where !kept.contains(screen) {
            for task in running { task.cancel() }
            tasks[screen] = nil
        }
    }

    /// The entries with work started, for tests.
    var screens: Set<ScreenID> {
        Set(tasks.keys)
    }

    /// Cancels everything, as the session ends.
    func cancelAll() {
        keep(only: [])
    }
}
