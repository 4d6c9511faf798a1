import DogCore

/// The one inbox for what happens outside a command: live answers that came after a stand-in,
/// the network gone or back, favorites changed by this session's store or another process, and
/// the terminal resized.
///
/// Producers push events from any thread; a push that a person should see at once wakes a
/// waiting prompt. The run loop takes everything in one place (the dispatcher's worklist),
/// between effects and while the prompt waits. It is a locked list rather than an
/// `AsyncStream`, because the loop takes what is there without waiting, between two effects,
/// and a stream can only be awaited.
///
/// A resize is marked by a signal handler, which may not take a lock: the mark becomes a
/// `terminalResized` event, first in line, when the inbox is taken. The handler also wakes a
/// waiting prompt itself, so the line being typed is drawn again at the new width.
final class Inbox: Sendable {
    private let events = Locked<[Event]>([])
    private let wake: (@Sendable () -> Void)?
    private let resized: (@Sendable () -> TerminalSize?)?

    /// Creates an empty inbox; `wake`, called from any thread, ends a waiting prompt's wait, and
    /// `resized` answers the terminal's new size when it was resized since last asked.
    init(wake: (@Sendable () -> Void)?, resized: (@Sendable () -> TerminalSize?)? = nil) {
        self.wake = wake
        self.resized = resized
    }

    /// Adds an event, waking a waiting prompt unless `wakes` is false.
    func push(_ event: Event, wakes: Bool = true) {
        events.withLock { $0.append(event) }
        if wakes { wake?() }
    }

    /// The terminal's new size as a `terminalResized` event, when it was resized since last asked;
    /// nil otherwise. What was pushed stays for `take`.
    func takeResize() -> Event? {
        resized?().map(Event.terminalResized)
    }

    /// Everything pushed since last taken, oldest first, after the terminal's new size if it was resized.
    func take() -> [Event] {
        let pushed = events.withLock { events in
            defer { events.removeAll() }
            return events
        }
        guard let size = resized?() else { return pushed }
        return [.terminalResized(size)] + pushed
    }
}
