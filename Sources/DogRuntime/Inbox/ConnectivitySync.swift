import DogCore
import DogServices
import Logging

/// Turns what the connectivity monitor noticed, the network gone or back, into the session's events.
///
/// The monitor notices on whichever thread a request failed or a probe answered; it calls `wake`
/// then, so a waiting prompt can show the news at once, and keeps the changes until taken here.
@MainActor
struct ConnectivitySync {
    private let monitor: ConnectivityMonitor?
    private let logger: Logger

    /// Follows a monitor (none for the embedded source), calling `wake` from any thread after each change.
    init(monitor: ConnectivityMonitor?, logger: Logger, wake: (@Sendable () -> Void)?) {
        self.monitor = monitor
        self.logger = logger
        if let wake { monitor?.whenChanged(wake) }
    }

    /// The changes since last asked, oldest first, as events.
    func takeEvents() -> [Event] {
        guard let changes = monitor?.takeChanges() else { return [] }
        return changes.map { online in
            logger.info(online ? "back online" : "offline")
            return .connectivityChanged(online: online)
        }
    }
}
