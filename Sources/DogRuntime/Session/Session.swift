import DogCore
import DogServices
import DogTerminal

/// One run of the shell: feeds lines to the navigator and performs the effects it returns.
///
/// Typed lines, piped lines, `--script`, `-c` and transcripts all go through `submit(_:)`:
/// split into statements, handled by the navigator, effects performed in order, depth first.
public final class Session {
    /// The pure state machine.
    public private(set) var navigator: Navigator
    let services: SessionServices
    let output: OutputSink
    let renderer: PresentationRenderer
    let feed = FavoritesFeed()
    private var observation: (any FavoritesObservation)?
    /// The newest favorites revision the navigator has seen.
    var seenRevision = -1
    /// Set when the statement being handled failed.
    var statementFailed = false
    /// Set when `quit` ran.
    public internal(set) var quitRequested = false

    /// Creates a session; call `start()` before submitting lines.
    public init(configuration: SessionConfiguration, services: SessionServices, output: OutputSink, strings: Strings = Strings()) {
        navigator = Navigator(settings: configuration.navigator)
        self.services = services
        self.output = output
        renderer = PresentationRenderer(strings: strings, width: configuration.width)
    }

    deinit {
        observation?.cancel()
    }

    /// Loads the catalog and the favorites, reporting a favorites store that could not open.
    public func start() async {
        switch services.favorites {
        case let .success(store):
            let feed = feed
            observation = store.observe(onChange: { feed.deliver($0) }, onError: { _ in feed.fail() })
            await catchUpFavorites(to: 0)
        case let .failure(error):
            output.write(renderer.render(error: error.message), to: .error)
        }
        await dispatch(.started)
    }

    /// Runs one line: each of its statements in turn; returns false when one failed.
    ///
    /// With `stopOnError`, the statements after a failed one are skipped.
    @discardableResult
    public func submit(_ line: String, stopOnError: Bool = false) async -> Bool {
        await catchUpFavorites(to: nil)
        var succeeded = true
        for statement in CommandLineSyntax.statements(line) {
            statementFailed = false
            await dispatch(.commandEntered(statement))
            if statementFailed {
                succeeded = false
                if stopOnError { break }
            }
            if quitRequested { break }
        }
        output.flush()
        return succeeded
    }

    /// Reads lines from a source until it ends or `quit` runs; returns the exit status.
    ///
    /// Interactive sessions never stop on errors. Other sessions stop at the first failed
    /// command with status 1, unless `keepGoing` is set: then they run every line and exit 0.
    public func run(_ source: LineSource, keepGoing: Bool = false) async -> Int32 {
        let strict = !source.isInteractive && !keepGoing
        while !quitRequested, let line = await source.readLine(prompt: prompt) {
            if await !submit(line, stopOnError: strict), strict { return 1 }
        }
        output.flush()
        return 0
    }

    /// The prompt: `dogsh> ` on the breeds list, `dogsh hound › afghan> ` deeper in.
    public var prompt: String {
        let crumbs = Array(navigator.stack.screens.map(\.crumb).dropFirst().suffix(2))
        guard !crumbs.isEmpty else { return "dogsh> " }
        return "dogsh " + renderer.breadcrumb(crumbs) + "> "
    }

    /// Hands an event to the navigator and performs the resulting effects in order.
    func dispatch(_ event: Event) async {
        for effect in navigator.handle(event) {
            await perform(effect)
        }
    }

    /// Feeds the navigator the newest favorites, waiting first for a revision when one is given.
    func catchUpFavorites(to revision: Int?) async {
        let snapshot = if let revision { await feed.snapshot(atLeast: revision) } else { feed.latest }
        guard let snapshot, snapshot.revision > seenRevision else { return }
        seenRevision = snapshot.revision
        await dispatch(.favoritesChanged(snapshot.favorites))
    }
}
