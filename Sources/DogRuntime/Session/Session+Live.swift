import DogCore
import DogServices
import DogTerminal

/// How a session talks to live sources: progress, Ctrl-C, deadlines, connectivity and background prefetching.
extension Session {
    /// Runs a catalog call with a spinner on a terminal; Ctrl-C or the deadline cancels it.
    ///
    /// A cancelled call fails with `.cancelled` and marks the line interrupted, so the rest of
    /// it is dropped; a call past the deadline fails with `.timedOut`. A catalog that answers
    /// from memory is called directly: no tasks to start, nothing to watch.
    func live<T: Sendable>(
        _ progressText: Message, _ work: @escaping @Sendable () async -> Result<T, CatalogError>
    ) async -> Result<T, CatalogError> {
        if services.catalog.answersLocally { return await work() }
        return await live(progressText, failure: CatalogError.network, work)
    }

    /// Runs any call with a spinner, Ctrl-C and the deadline; `failure` wraps the network errors those raise.
    func live<T: Sendable, E: Error>(
        _ progressText: Message, failure: @escaping @Sendable (NetworkError) -> E, _ work: @escaping @Sendable () async -> Result<T, E>
    ) async -> Result<T, E> {
        let handle = progress?.begin(strings.format(progressText))
        defer { handle?.end() }
        let check = interruptionCheck
        let deadline = configuration.liveDeadline
        let source = configuration.sourceName
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
        case let .finished(result): return result
        case .cancelled:
            markInterrupted()
            return .failure(failure(.cancelled))
        case .timedOut: return .failure(failure(.timedOut(url: source)))
        }
    }

    /// Random images for several breeds, fetched in parallel (the transport limits how many at once).
    func thumbnails(_ refs: [BreedRef]) async -> [BreedRef: Thumbnail] {
        let catalog = services.catalog
        let text = Message(.progressThumbnails, ["count": .number(refs.count)])
        let result = await live(text) { () async -> Result<[BreedRef: Thumbnail], CatalogError> in
            await withTaskGroup(of: (BreedRef, Thumbnail).self) { group in
                for ref in refs {
                    group.addTask {
                        let result = await Result.capturing { () async throws(CatalogError) in try await catalog.randomImage(of: ref) }
                        switch result {
                        case let .success(image): return (ref, .image(image))
                        case let .failure(error): return (ref, .unavailable(error))
                        }
                    }
                }
                var thumbnails: [BreedRef: Thumbnail] = [:]
                for await (ref, thumbnail) in group { thumbnails[ref] = thumbnail }
                return .success(thumbnails)
            }
        }
        switch result {
        case let .success(thumbnails): return thumbnails
        case let .failure(error): return Dictionary(uniqueKeysWithValues: refs.map { ($0, .unavailable(error)) })
        }
    }

    /// Calls `wake` when the network goes away or comes back, from whichever thread noticed; `catchUpWhileWaiting()` then tells the person.
    public func wakeOnBackgroundChanges(_ wake: @escaping @Sendable () -> Void) {
        services.connectivity?.whenChanged(wake)
    }

    /// Tells the navigator when the network went away or came back.
    func catchUpConnectivity() async {
        guard let changes = services.connectivity?.takeChanges() else { return }
        for online in changes {
            loggers[.net].info(online ? "back online" : "offline")
            await dispatch(.connectivityChanged(online: online))
        }
    }

    /// In an interactive session on a live source, fetches a breed screen's image bytes in the background.
    ///
    /// The task belongs to the screen's entry: leaving it (back, home, a new search in its place) cancels it.
    func prefetchImages(_ urls: [String], for screen: ScreenID) {
        guard prefetches, let store = services.images?.store else { return }
        screenTasks.append(ScreenTask(owner: screen, task: Task { await store.prefetch(urls) }))
    }

    /// Cancels background work of screens no longer on the stack.
    func cancelTasksOfLeftScreens() {
        let entries = Set(navigator.stack.entries.map(\.id))
        screenTasks.removeAll { entry in
            let stillThere = entries.contains(entry.owner)
            if !stillThere { entry.task.cancel() }
            return !stillThere
        }
    }
}

/// How a live call ended: with the work's own result, or stopped by Ctrl-C or the deadline.
enum LiveOutcome<T: Sendable, E: Error>: Sendable {
    case finished(Result<T, E>)
    case cancelled
    case timedOut
}
