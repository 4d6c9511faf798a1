import DogCore
import DogServices
import Logging

/// Pushes what the connectivity monitor noticed, the network gone or back, into the inbox.
///
/// The monitor notices on whichever thread a request failed or a probe answered, and calls
/// back then; each change becomes a `connectivityChanged` event, in the order it happened,
/// and wakes a waiting prompt so the news shows at once.
enum ConnectivitySync {
    /// Follows a monitor (none for the embedded source) for the rest of its life.
    static func follow(_ monitor: ConnectivityMonitor?, into inbox: Inbox, logger: Logger) {
        guard let monitor else { return }
        // Taking and pushing under one lock keeps two changes noticed on two threads in order.
        let inOrder = Locked(())
        monitor.whenChanged { [weak monitor] in
            inOrder.withLock { _ in
                for online in monitor?.takeChanges() ?? [] {
                    logger.info(online ? "back online" : "offline")
                    inbox.push(.connectivityChanged(online: online))
                }
            }
        }
    }
}
