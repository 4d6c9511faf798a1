import DogCore
import Logging

/// What the run loop logs: every effect it performs, with its duration, and every push and pop of the stack.
@MainActor
struct NavigationLog {
    let loggers: SessionLoggers

    /// Logs an effect at debug with its duration; nothing is formatted unless some category logs debug.
    func performed(_ effect: Effect, since started: ContinuousClock.Instant) {
        guard loggers.isDebugging else { return }
        let entry = effect.logEntry
        var metadata = entry.metadata
        metadata["effect"] = "\(entry.name)"
        metadata["duration_ms"] = "\(Self.milliseconds(since: started))"
        loggers[entry.category].debug("effect", metadata: metadata)
    }

    /// Logs how the stack changed: a push, a pop (by how many), or a replaced top screen.
    func moved(from before: (depth: Int, top: ScreenID), to after: NavigationStack) {
        guard loggers[.nav].logLevel <= .debug else { return }
        let change: String
        if after.depth > before.depth {
            change = "push"
        } else if after.depth < before.depth {
            change = "pop"
        } else if before.top != after.topEntry.id {
            change = "replace"
        } else {
            return
        }
        var metadata: Logger.Metadata = [
            "depth": "\(after.depth)", "screen": "\(after.top.kind.rawValue)", "from_depth": "\(before.depth)",
        ]
        if case let .breed(screen) = after.top { metadata["breed"] = "\(screen.ref.folder)" }
        loggers[.nav].debug("\(change)", metadata: metadata)
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        let micros = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        return "\(micros / 1000)." + String(micros % 1000).zeroPadded(to: 3)
    }
}
