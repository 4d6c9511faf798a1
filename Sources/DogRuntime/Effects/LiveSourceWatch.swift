import DogCore
import DogServices

/// What a run has learnt of its live source's answers: whether it missed the deadline, after
/// which a script goes on with the embedded catalog, and whether it failed a command that
/// required it (`--require-live`).
///
/// A script waits for each live answer up to the deadline, since what it prints must never be
/// stand-in data. The first call that misses it falls back to the embedded catalog, says so once,
/// and every later call of the run is answered there at once: a hung source costs a script one
/// deadline, not one per command.
@MainActor
final class LiveSourceWatch {
    private let configuration: SessionConfiguration
    private let fallback: (any CatalogProvider)?
    private let display: SessionDisplay
    /// Whether the live source missed the deadline, so the embedded catalog answers for the rest of the run.
    private(set) var gaveUp = false
    /// Whether a call failed, with `--require-live`, since the session last asked.
    private var failed = false

    init(configuration: SessionConfiguration, fallback: (any CatalogProvider)?, display: SessionDisplay) {
        self.configuration = configuration
        self.fallback = fallback
        self.display = display
    }

    /// The embedded catalog's answer, once the live source has missed the deadline; nil while the live source is asked.
    func answerWithoutWaiting<T: Sendable>(_ answer: (any CatalogProvider) async throws(CatalogError) -> T) async -> Result<T, CatalogError>? {
        guard gaveUp, let fallback else { return nil }
        return await Result.capturing { () async throws(CatalogError) in try await answer(fallback) }
    }

    /// A live call's result as the run keeps it: past the deadline in a script, the embedded
    /// catalog's answer instead, said once; with `--require-live`, a failure noted for the session.
    func settle<T: Sendable>(_ result: Result<T, CatalogError>, fallback answer: (any CatalogProvider) async throws(CatalogError) -> T) async -> Result<T, CatalogError> {
        note(result)
        guard case .failure(.network(.timedOut)) = result, !configuration.answersEarly, let fallback else { return result }
        gaveUp = true
        let seconds = Int((configuration.liveDeadline / .seconds(1)).rounded(.up))
        display.present(.notice(Message(.messageLiveGaveUp, ["source": .text(configuration.sourceName), "count": .number(seconds)])))
        return await Result.capturing { () async throws(CatalogError) in try await answer(fallback) }
    }

    /// Notes a live call's result: a failure other than Ctrl-C, with `--require-live`, fails the run.
    func note<T>(_ result: Result<T, CatalogError>) {
        guard configuration.requiresLive, case let .failure(error) = result, error != .network(.cancelled) else { return }
        failed = true
    }

    /// Whether a call failed with `--require-live` since the last time this was asked.
    func takeFailure() -> Bool {
        defer { failed = false }
        return failed
    }
}
