import DogCore
import DogServices
import DogTerminal

/// What Tab completes from, published by the session before each prompt for the line editor, whose reader thread asks it.
///
/// The session publishes its coordinator and its look whenever it waits for a line; the line
/// editor calls `completion(for:)` from the thread that reads keys, which finds them here under
/// a lock. Breed candidates are described in the session's language, and after a command that
/// takes a file, the paths that start as typed are listed.
public final class CompletionBoard: LineEditorContext {
    private struct Published {
        var coordinator: Coordinator
        var strings: Strings
        var painter: Painter
    }

    /// Nothing until the session publishes: the board is made before the first prompt, which needs none of it.
    private let published = Locked<Published?>(nil)

    /// An empty board; it offers nothing until a session publishes.
    public init() {}

    /// Takes the state completions come from.
    func publish(_ coordinator: Coordinator, strings: Strings, painter: Painter) {
        published.withLock { $0 = Published(coordinator: coordinator, strings: strings, painter: painter) }
    }

    /// The colours candidate lists are drawn in.
    public var painter: Painter {
        published.withLock { $0?.painter ?? .plain }
    }

    /// The strings of the session's language.
    public var strings: Strings {
        published.withLock { $0?.strings ?? Strings() }
    }

    /// Completions for the text before the cursor, each described in the session's language
    /// (a breed by its name there, anything else by its summary), and where a file is asked
    /// for, the paths that start as typed after the argument's own words.
    public func completion(for text: String) -> Completion {
        guard let (coordinator, strings) = published.withLock({ $0.map { ($0.coordinator, $0.strings) } }) else { return .none("") }
        let completion = Completer.complete(text, context: CompletionContext(coordinator))
        var candidates = completion.candidates
        if completion.source == .paths { candidates += PathCompletion.candidates(for: completion.partial, home: HomeFolder.path) }
        return Completion(partial: completion.partial, candidates: candidates.map { Self.described($0, strings) }, source: completion.source)
    }

    /// A candidate with its description in the reader's language as its detail.
    static func described(_ candidate: CompletionCandidate, _ strings: Strings) -> CompletionCandidate {
        if let summary = candidate.summary { return CompletionCandidate(candidate.text, detail: strings.format(summary), ref: candidate.ref, summary: summary) }
        guard let ref = candidate.ref, let detail = candidate.detail else { return candidate }
        return CompletionCandidate(candidate.text, detail: strings.breedName(ref, fallback: detail), ref: ref)
    }
}
