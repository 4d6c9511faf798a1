/// Computes tab completion from the command table and the current screen, purely.
public enum Completer {
    /// Completes the last word of a line.
    ///
    /// The first word completes command names; a word starting with `-` completes the command's
    /// flags; other words complete from the argument they fill, found as the parser finds it
    /// (`ArgumentCursor`), with the argument's extra words. Names are ranked as search ranks
    /// them: exact, prefix, word prefix, then subsequence; fixed choices keep their own order.
    public static func complete(_ line: String, context: CompletionContext) -> Completion {
        let typed = CommandLineSyntax.typedStatement(line)
        guard !typed.inComment else { return .none("") }
        let partial = typed.partial
        guard let first = typed.words.first else {
            return rank(partial, typed.partialText, commandCandidates(on: context.screen.kind), source: .commands)
        }
        // A command that does not work on this screen (`sort` on a breed) offers nothing to type after it.
        guard let spec = CommandTable.spec(invokedBy: first), spec.screens.contains(context.screen.kind) else { return .none(partial) }
        let cursor = ArgumentCursor(spec, Array(typed.words.dropFirst()))
        let flags = cursor.remainingFlags(on: context.screen.kind).map { CompletionCandidate("--" + $0.name, helpKey: $0.helpKey) }
        if typed.partialText.hasPrefix("-") {
            return rank(partial, typed.partialText, flags, source: .flags)
        }
        guard let argument = cursor.next else { return .none(partial) }
        let previous = cursor.words
        if argument.completion == .subBreeds, !namesBreedWithSubBreeds(previous.first, context.catalog) {
            let phrase = (previous + [typed.partialText]).joined(separator: " ")
            let names = spec.arguments.first?.completion == .favoriteBreeds ? favoriteCandidates(context) : breedCandidates(context)
            return rank(typed.afterFirstWord, phrase, names, source: .breeds)
        }
        if argument.completion == .conditions {
            return rank(partial, typed.partialText, conditionCandidates(typed.partialText, catalog: context.catalog), source: .conditions)
        }
        // The argument's own words (`favorites`, `stop`) mean what they say only before any flag;
        // with nothing typed, the flags are offered too.
        let candidates = candidates(for: argument.completion, previous: previous, context: context)
            + (cursor.flags.isEmpty ? argument.words.map { CompletionCandidate($0) } : [])
            + (typed.partialText.isEmpty ? flags : [])
        return rank(partial, typed.partialText, candidates, source: argument.completion)
    }

    /// Whether a word is a breed with sub-breeds, so the next word completes its sub-breeds.
    ///
    /// Otherwise the words so far begin a longer breed name: `open afghan h` completes `afghan hound`.
    private static func namesBreedWithSubBreeds(_ word: String?, _ catalog: Catalog?) -> Bool {
        guard let word, let breed = catalog?.breed(BreedRef(word.lowercased())) else { return false }
        return !breed.subBreeds.isEmpty
    }

    /// The candidates of one completion source.
    static func candidates(for source: CompletionSource, previous: [String], context: CompletionContext) -> [CompletionCandidate] {
        switch source {
        case .commands:
            return CommandTable.specs.map { CompletionCandidate($0.name.rawValue) }
        case .breeds:
            return breedCandidates(context) + subBreedsOnShow(context) + rowCandidates(context)
        case .favoriteBreeds:
            return favoriteCandidates(context) + rowCandidates(context)
        case .subBreeds:
            guard let catalog = context.catalog, let breedWord = previous.first,
                  let breed = catalog.breed(BreedRef(breedWord.lowercased()))
            else { return [] }
            return breed.subBreeds.map { CompletionCandidate($0.ref.subBreed ?? "", detail: $0.displayName, ref: $0.ref) }
        case .rows:
            return rowCandidates(context)
        case .pages:
            return (1...context.screen.paging.pageCount).map { CompletionCandidate(String($0)) }
        case .crumbs:
            return crumbCandidates(context)
        case let .keywords(words):
            return words.map { CompletionCandidate($0) }
        case .conditions, .paths, .flags:
            return []
        }
    }

    /// Trait names; once a comparison is typed after one, that trait's value words in their own
    /// order (`energy:low`, `medium`, `high`), or for temperament the catalog's words, most common first.
    static func conditionCandidates(_ text: String, catalog: Catalog?) -> [CompletionCandidate] {
        guard let (name, comparison, _) = TraitQuery.parts(of: text) else {
            // A trait whose values are words or scores takes `:`, so the name comes with it and
            // the values follow at once; a measure or a rank waits for the comparison typed.
            return BreedTrait.allCases.map { trait in
                switch trait.kind {
                case .choice, .keyword, .score: CompletionCandidate(trait.rawValue + ":")
                case .range, .rank: CompletionCandidate(trait.rawValue)
                }
            }
        }
        guard let trait = BreedTrait(rawValue: name) else { return [] }
        let words = trait == .temperament ? catalog.map(temperamentWords) ?? [] : trait.valueWords
        return words.map { CompletionCandidate(trait.rawValue + comparison.rawValue + $0) }
    }

    /// Every word of the catalog's temperament keywords, lowercased, most common first.
    static func temperamentWords(_ catalog: Catalog) -> [String] {
        var counts: [String: Int] = [:]
        for breed in catalog.allBreeds {
            for keyword in catalog.traits(of: breed).temperament {
                for word in keyword.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" }) { counts[String(word), default: 0] += 1 }
            }
        }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
    }

    /// On a breed's screen, its sub-breeds by the short name `open` takes there (`blood` on hound's).
    private static func subBreedsOnShow(_ context: CompletionContext) -> [CompletionCandidate] {
        guard case let .breed(ref)? = context.crumbs.last, ref.subBreed == nil, let breed = context.catalog?.breed(ref) else { return [] }
        return breed.subBreeds.compactMap { sub in sub.ref.subBreed.map { CompletionCandidate($0, detail: sub.displayName, ref: sub.ref) } }
    }

    private static func commandCandidates(on screen: ScreenKind) -> [CompletionCandidate] {
        CommandTable.specs.filter { $0.screens.contains(screen) }.flatMap { spec in
            spec.invocations.filter { $0.first?.isLetter == true }.map { CompletionCandidate($0) }
        }
    }

    /// Breed identifiers and sub-breed phrases; on the favorites screen, favorites come first.
    private static func breedCandidates(_ context: CompletionContext) -> [CompletionCandidate] {
        guard let catalog = context.catalog else { return [] }
        var candidates: [CompletionCandidate] = []
        if context.screen.kind == .favorites {
            var seen: Set<BreedRef> = []
            for favorite in context.favorites where seen.insert(favorite.ref).inserted {
                candidates.append(CompletionCandidate(favorite.ref.phrase, detail: catalog.displayName(favorite.ref), ref: favorite.ref))
            }
        }
        for breed in catalog.allBreeds {
            candidates.append(CompletionCandidate(breed.ref.phrase, detail: breed.displayName, ref: breed.ref))
        }
        var unique: Set<String> = []
        return candidates.filter { unique.insert($0.text).inserted }
    }

    /// The favorited breeds and sub-breeds, each once, oldest first: offering every breed where
    /// only favorites can be removed listed all 203 (trial).
    private static func favoriteCandidates(_ context: CompletionContext) -> [CompletionCandidate] {
        var seen: Set<BreedRef> = []
        return context.favorites.filter { seen.insert($0.ref).inserted }.map { favorite in
            CompletionCandidate(favorite.ref.phrase, detail: context.catalog?.displayName(favorite.ref) ?? favorite.ref.phrase, ref: favorite.ref)
        }
    }

    /// `1` for the screen below the top, and so on down to the root, each with the breed it shows when it shows one.
    private static func crumbCandidates(_ context: CompletionContext) -> [CompletionCandidate] {
        context.crumbs.dropLast().reversed().enumerated().map { index, crumb in
            guard case let .breed(ref) = crumb else { return CompletionCandidate(String(index + 1)) }
            return CompletionCandidate(String(index + 1), detail: context.catalog?.displayName(ref) ?? ref.phrase, ref: ref)
        }
    }

    private static func rowCandidates(_ context: CompletionContext) -> [CompletionCandidate] {
        context.screen.rows.enumerated().map { index, row in
            switch row {
            case let .breed(ref): CompletionCandidate(String(index + 1), detail: context.catalog?.displayName(ref) ?? ref.phrase, ref: ref)
            case let .image(image): CompletionCandidate(String(index + 1), detail: image.fileName)
            }
        }
    }

    /// Keeps the candidates that match the typed text, best first; all of them when nothing is typed.
    ///
    /// `partial` is the text as typed, which a candidate replaces; `text` is what it means, quotes removed.
    static func rank(_ partial: String, _ text: String, _ candidates: [CompletionCandidate], source: CompletionSource) -> Completion {
        var unique: Set<String> = []
        let candidates = candidates.filter { unique.insert($0.text).inserted }
        let pattern = SearchPattern(text)
        guard !pattern.isEmpty else { return Completion(partial: partial, candidates: candidates, source: source) }
        let scored = candidates.enumerated().compactMap { index, candidate -> (MatchScore, Int, CompletionCandidate)? in
            guard let score = pattern.score(candidate.text, typos: .none) else { return nil }
            return (score, index, candidate)
        }
        // Letters in order (`rtvr`) complete only when nothing starts with what was typed: `ope`
        // completes `open`, not also `compare`.
        let hasPrefixMatch = scored.contains { $0.0.tier != .subsequence }
        let kept = scored.filter { !hasPrefixMatch || $0.0.tier != .subsequence }
        let ranked = source.keepsOrder
            ? kept.sorted { ($0.0.tier.rawValue, $0.1) < ($1.0.tier.rawValue, $1.1) }
            : kept.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        return Completion(partial: partial, candidates: ranked.map(\.2), source: source)
    }
}
