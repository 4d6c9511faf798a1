/// The result of completing a line: the partial word to replace and the ranked candidates.
public struct Completion: Hashable, Sendable {
    /// The text at the end of the line that a candidate replaces (may be empty).
    public let partial: String
    /// The candidates, best first.
    public let candidates: [CompletionCandidate]
    /// Where the candidates came from; `.paths` asks the terminal layer to list files.
    public let source: CompletionSource?

    /// Creates a completion.
    public init(partial: String, candidates: [CompletionCandidate], source: CompletionSource?) {
        self.partial = partial
        self.candidates = candidates
        self.source = source
    }

    /// Nothing to offer.
    public static func none(_ partial: String) -> Completion {
        Completion(partial: partial, candidates: [], source: nil)
    }
}

/// One completion candidate: the text to insert and a one-line description, as fish lists them.
public struct CompletionCandidate: Hashable, Sendable {
    /// The text that replaces the partial word.
    public let text: String
    /// What the candidate is, shown beside it in a list: a breed's display name, a file's name.
    public let detail: String?
    /// The breed the candidate names, so the terminal can describe it in the reader's language.
    public let ref: BreedRef?
    /// What the candidate is, in the reader's language: a command's or a flag's help, what a
    /// keyword chooses, a page's place; the terminal shows it in place of `detail`.
    public let summary: Message?

    /// Creates a candidate.
    public init(_ text: String, detail: String? = nil, ref: BreedRef? = nil, summary: Message? = nil) {
        self.text = text
        self.detail = detail
        self.ref = ref
        self.summary = summary
    }

    /// A candidate described by a message.
    public init(_ text: String, _ summary: LocalizationKey, _ arguments: [String: MessageArgument] = [:]) {
        self.init(text, summary: Message(summary, arguments))
    }
}

/// What completion needs to know about the session.
public struct CompletionContext: Sendable {
    /// The screen on top of the stack.
    public let screen: Screen
    /// The catalog, when loaded.
    public let catalog: Catalog?
    /// The favorites.
    public let favorites: [Favorite]
    /// The crumbs of the stack, root first.
    public let crumbs: [Crumb]

    /// Creates a context.
    public init(screen: Screen, catalog: Catalog?, favorites: [Favorite], crumbs: [Crumb]? = nil) {
        self.screen = screen
        self.catalog = catalog
        self.favorites = favorites
        self.crumbs = crumbs ?? [screen.crumb]
    }

    /// The context of a coordinator's current state.
    public init(_ coordinator: Coordinator) {
        self.init(
            screen: coordinator.stack.top, catalog: coordinator.catalog, favorites: coordinator.favorites,
            crumbs: coordinator.stack.screens.map(\.crumb)
        )
    }
}
