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
    private let sourceName: String
    /// Background work of the screens on the stack, cancelled when they leave it.
    let screenTasks = ScreenTasks()
    /// Set once Ctrl-C was seen while a line ran; the session takes it when the line ends.
    private(set) var interrupted = false

    /// Creates a supervisor that shows `progress` (when given) and asks `interruptionCheck` whether Ctrl-C was pressed.
    init(configuration: SessionConfiguration, progress: ProgressIndicator?, interruptionCheck: (@Sendable () -> Bool)?) {
        self.progress = progress
        self.interruptionCheck = interruptionCheck
        deadline = configuration.liveDeadline
        sourceName = configuration.sourceName
    }

    /// Whether Ctrl-C was pressed while the line ran, asking the terminal once more.
    func checkInterrupted() -> Bool {
        if !interrupted, interruptionCheck?() == true { interrupted = true }
        return interrupted
    }

    /// Forgets a Ctrl-C pressed before the line began, or taken already.
    func clearInterruption() {
        _ = interruptionCheck?()
        interrupted = false
    }

    /// Runs a call with a spinner showing `text`, Ctrl-C and the deadline; `failure` wraps the network errors those raise.
    func run<T: Sendable, E: Error>(
        _ text: String, failure: @escaping @Sendable (NetworkError) -> E, _ work: @escaping @Sendable () async -> Result<T, E>
    ) async -> Result<T, E> {
        let handle = progress?.begin(text)
        defer { handle?.end() }
        let check = interruptionCheck
        let deadline = deadline
        let outcome = await withTaskGroup(of: LiveOutcome<T, E>?.self) { group -> LiveOutcome<T, E> in
            group.addTask { .finished(await work()) }
            group.addTask {
                let clock = ContinuousClock()
                let end = clock.now + deadline
                while clock.now < end {
                    if Task.isCancelled { return nil }
                    if check?() == true { return .cancelled }
                    try? await Task.sleep(for: .milliseconds(25))
                }
                return .timedOut
            }
            for await outcome in group {
                guard let outcome else { continue }
                group.cancelAll()
                return outcome
            }
            return .cancelled
        }
        switch outcome {
        case let .finished(result):
            return result
        case .cancelled:
            interrupted = true
            return .failure(failure(.cancelled))
        case .timedOut:
            return .failure(failure(.timedOut(url: sourceName)))
        }
    }
}

/// How a live call ended: with the work's own result, or stopped by Ctrl-C or the deadline.
enum LiveOutcome<T: Sendable, E: Error>: Sendable {
    case finished(Result<T, E>)
    case cancelled
    case timedOut
}
