import DogCore
import DogServices
import DogTerminal

/// Watches every call that may wait on the network: a spinner on a terminal, a deadline, and Ctrl-C.
///
/// A call stopped by Ctrl-C fails with `.cancelled` and leaves the supervisor interrupted, so the
/// session drops the rest of the line; a call past the deadline fails with `.timedOut`. Work that
/// belongs to a screen rather than to a command (`screenTasks`) ends when its screen is left.
@MainActor
final class LiveCallSupervisor {
    private let progress: ProgressIndicator?
    private let interruptionCheck: (@Sendable () -> Bool)?
    private let deadline: Duration
    /// How long a live call may stay quiet before a stand-in answers in its place.
    private let quiet: Duration
    private let sourceName: String
    /// Background work of the screens on the stack, cancelled when they leave it.
    let screenTasks = ScreenTasks()
    /// Set once Ctrl-C was seen while a line ran; the session takes it when the line ends.
    private(set) var interrupted = false
    /// When the quiet time of the command running ends. Every call the command makes shares it,
    /// so a hung source costs a command the quiet time once (`open pug` asked for the list and
    /// then the images, and waited twice: 4–5 s where the guide says 2).
    private var commandQuietEnd: ContinuousClock.Instant?

    /// Creates a supervisor that shows `progress` (when given) and asks `interruptionCheck` whether Ctrl-C was pressed.
    init(configuration: SessionConfiguration, progress: ProgressIndicator?, interruptionCheck: (@Sendable () -> Bool)?) {
        self.progress = progress
        self.interruptionCheck = interruptionCheck
        deadline = configuration.liveDeadline
        quiet = configuration.liveQuiet
        sourceName = configuration.sourceName
    }

    /// Whether Ctrl-C was pressed while the line ran, asking the terminal once more.
    func checkInterrupted() -> Bool {
        if !interrupted, interruptionCheck?() == true { interrupted = true }
        return interrupted
    }

    /// Starts a command's quiet time afresh: its first call that may be answered early starts it.
    func beginCommand() {
        commandQuietEnd = nil
    }

    /// The end of the command's quiet time, which the first call to ask for it starts.
    private func quietEnd() -> ContinuousClock.Instant {
        if let commandQuietEnd { return commandQuietEnd }
        let end = ContinuousClock.now + quiet
        commandQuietEnd = end
        return end
    }

    /// Forgets a Ctrl-C pressed before the line began, or taken already.
    func clearInterruption() {
        _ = interruptionCheck?()
        interrupted = false
    }

    /// Runs a call with a spinner showing `text`, Ctrl-C and the deadline; `failure` wraps the network errors those raise.
    ///
    /// With `givesUpWhenQuiet` (a call that only adds to what the command shows, at a terminal),
    /// a call still quiet at the end of the command's quiet time is stopped and fails as a slow answer.
    func run<T: Sendable, E: Error>(
        _ text: String, failure: @escaping @Sendable (NetworkError) -> E, givesUpWhenQuiet: Bool = false,
        _ work: @escaping @Sendable () async -> Result<T, E>
    ) async -> Result<T, E> {
        guard givesUpWhenQuiet else {
            // Without a stand-in nothing answers early; the live answer is the one waited for either way.
            switch await runAnsweringEarly(text, failure: failure, standIn: nil, work) {
            case let .live(result): return result
            case let .standIn(_, late): return await late.value
            }
        }
        let handle = progress?.begin(text)
        defer { handle?.end() }
        let live = Task.detached { await work() }
        let phase = await race(live, until: ContinuousClock.now + deadline, quietAt: quietEnd())
        if case .quiet = phase {
            live.cancel()
            return .failure(failure(.slowAnswer(url: sourceName)))
        }
        return settle(phase, of: live, failure: failure) ?? .failure(failure(.cancelled))
    }

    /// Runs a call like `run`, but when it stays quiet for `liveQuiet` (2 s) and `standIn` has an
    /// answer, gives that answer at once and leaves the call running, still under the deadline.
    ///
    /// The caller takes the live answer from `late` when it comes. Without a stand-in, or when it
    /// has no answer (nil), the call is waited for as `run` waits.
    func runAnsweringEarly<T: Sendable, E: Error>(
        _ text: String, failure: @escaping @Sendable (NetworkError) -> E, standIn: (@Sendable () async -> T?)?,
        _ work: @escaping @Sendable () async -> Result<T, E>
    ) async -> EarlyAnswer<T, E> {
        let handle = progress?.begin(text)
        defer { handle?.end() }
        let live = Task.detached { await work() }
        let end = ContinuousClock.now + deadline
        var phase = await race(live, until: end, quietAt: standIn == nil ? nil : quietEnd())
        if case .quiet = phase {
            if let answer = await standIn?() {
                let sourceName = sourceName
                let late = Task.detached {
                    let phase = await Self.race(live, until: end, quietAt: nil, check: nil)
                    if case let .finished(result) = phase { return result }
                    live.cancel()
                    return .failure(failure(.timedOut(url: sourceName)))
                }
                return .standIn(answer, late: late)
            }
            phase = await race(live, until: end, quietAt: nil)
        }
        return .live(settle(phase, of: live, failure: failure) ?? .failure(failure(.cancelled)))
    }

    /// Waits for the call, Ctrl-C, the deadline or the quiet time, whichever comes first.
    private func race<T: Sendable, E: Error>(
        _ live: Task<Result<T, E>, Never>, until end: ContinuousClock.Instant, quietAt: ContinuousClock.Instant?
    ) async -> LiveOutcome<T, E> {
        await Self.race(live, until: end, quietAt: quietAt, check: interruptionCheck)
    }

    /// The race itself. Awaiting a task's value cannot be cancelled, so it is not a task group's
    /// child (the group would wait for the call it gave up on): whichever side comes first resumes
    /// the wait, and the watcher then stops.
    private nonisolated static func race<T: Sendable, E: Error>(
        _ live: Task<Result<T, E>, Never>, until end: ContinuousClock.Instant, quietAt: ContinuousClock.Instant?,
        check: (@Sendable () -> Bool)?
    ) async -> LiveOutcome<T, E> {
        await withCheckedContinuation { continuation in
            let decided = Locked(false)
            let decide: @Sendable (LiveOutcome<T, E>) -> Void = { outcome in
                let first = decided.withLock { done in
                    defer { done = true }
                    return !done
                }
                if first { continuation.resume(returning: outcome) }
            }
            Task { decide(.finished(await live.value)) }
            Task {
                let clock = ContinuousClock()
                while clock.now < end {
                    if decided.withLock({ $0 }) { return }
                    if check?() == true { return decide(.cancelled) }
                    if let quietAt, clock.now >= quietAt { return decide(.quiet) }
                    try? await Task.sleep(for: .milliseconds(25))
                }
                decide(.timedOut)
            }
        }
    }

    /// The result a finished race gives; the call is cancelled when Ctrl-C or the deadline ended it.
    private func settle<T: Sendable, E: Error>(
        _ outcome: LiveOutcome<T, E>, of live: Task<Result<T, E>, Never>, failure: @Sendable (NetworkError) -> E
    ) -> Result<T, E>? {
        switch outcome {
        case let .finished(result):
            return result
        case .cancelled:
            live.cancel()
            interrupted = true
            return .failure(failure(.cancelled))
        case .timedOut:
            live.cancel()
            return .failure(failure(.timedOut(url: sourceName)))
        case .quiet:
            return nil
        }
    }
}

/// What a call that may answer early gave: the live answer, or a stand-in with the live answer still to come.
enum EarlyAnswer<T: Sendable, E: Error> {
    /// The live call's own result, in time (or stopped by Ctrl-C or the deadline).
    case live(Result<T, E>)
    /// The live call was quiet too long: this answer stands in, and `late` gives the live result (or the deadline's failure).
    case standIn(T, late: Task<Result<T, E>, Never>)
}

/// How a wait for a live call ended: with the call's own result, stopped by Ctrl-C or the deadline, or quiet too long.
enum LiveOutcome<T: Sendable, E: Error>: Sendable {
    case finished(Result<T, E>)
    case cancelled
    case timedOut
    case quiet
}
