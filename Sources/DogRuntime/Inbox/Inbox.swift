import DogCore

/// The one inbox for what happens outside a command: live answers that came after a stand-in,
/// the network gone or back, and favorites changed by this session's store or another process.
///
/// Producers push events from any thread; a push that a person should see at once wakes a
/// waiting prompt. The run loop takes everything in one place (the dispatcher's worklist),
/// between effects and while the prompt waits. It is a locked list rather than an
/// `AsyncStream`, because the loop takes what is there without waiting, between two effects,
/// and a stream can only be awaited.
final class Inbox: Sendable {
    private let events = Locked<[Event]>([])
    private let wake: (@Sendable () -> Void)?

    /// Creates an empty inbox; `wake`, called from any thread, ends a waiting prompt's wait.
    init(wake: (@Sendable () -> Void)?) {
        self.wake = wake
    }

    /// Adds an event, waking a waiting prompt unless `wakes` is false.
    func push(_ event: Event, wakes: Bool = true) {
        events.withLock { $0.append(event) }
        if wakes { wake?() }
    }

    /// Everything pushed since last taken, oldest first.
    func take() -> [Event] {
        events.withLock { events in
            defer { events.removeAll() }
            return events
        }
    }
}
