/// Computes tab completion from the command table and the current screen, purely.
public enum Completer {
    /// Completes the last word of a line.
    ///
    /// The first word completes command names; a word starting with `-` completes the command's
    /// flags; other words complete from the argument they fill, found as the parser finds it
    /// (`ArgumentCursor`), with the argument's extra words. A candidate is offered only when
    /// what was typed starts it, or starts words of it or of the breed it names in any language
    /// (`schäf` offers `germanshepherd`): Tab completes, and never puts an unrelated word in the
    /// place of one typed. Names are ranked as search ranks them; fixed choices keep their own
    /// order. Every candidate says what it is (`summary`, `detail`), for the list beside it.
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
        let flags = cursor.remainingFlags(on: context.screen.kind).map { CompletionCandidate("--" + $0.name, $0.helpKey) }
        if typed.partialText.hasPrefix("-") {
            return rank(partial, typed.partialText, flags, source: .flags)
        }
        guard let argument = cursor.next else { return .none(partial) }
        let previous = cursor.words
        if argument.completion == .subBreeds, !namesBreedWithSubBreeds(previous.first, context.catalog) {
            let phrase = (previous + [typed.partialText]).joined(separator: " ")
            let names = spec.arguments.first?.completion == .favoriteBreeds ? favoriteCandidates(context) : breedCandidates(context)
            return rank(typed.afterFirstWord, phrase, names, source: .breeds, catalog: context.catalog)
        }
        if argument.completion == .conditions {
            return rank(partial, typed.partialText, conditionCandidates(typed.partialText, catalog: context.catalog), source: .conditions)
        }
        // The argument's own words (`favorites`, `stop`) mean what they say only before any flag;
        // with nothing typed, the flags are offered too.
        let candidates = candidates(for: argument, previous: previous, context: context)
            + (cursor.flags.isEmpty ? argument.words.map { CompletionCandidate($0, summary: CompletionSummaries.word($0, of: argument)) } : [])
            + (typed.partialText.isEmpty ? flags : [])
        return rank(partial, typed.partialText, candidates, source: argument.completion, catalog: context.catalog)
    }

    /// Whether a word is a breed with sub-breeds, so the next word completes its sub-breeds.
    ///
    /// Otherwise the words so far begin a longer breed name: `open afghan h` completes `afghan hound`.
    private static func namesBreedWithSubBreeds(_ word: String?, _ catalog: Catalog?) -> Bool {
        guard let word, let breed = catalog?.breed(BreedRef(word.lowercased())) else { return false }
        return !breed.subBreeds.isEmpty
    }

    /// The candidates of the argument's completion source.
    static func candidates(for argument: ArgumentSpec, previous: [String], context: CompletionContext) -> [CompletionCandidate] {
        switch argument.completion {
        case .commands:
            return CommandTable.specs.map { CompletionCandidate($0.name.rawValue, $0.helpKey) }
        case .breeds:
            return breedCandidates(context) + subBreedsOnShow(context) + rowCandidates(context)
        case .favoriteBreeds:
            return favoriteCandidates(context) + rowCandidates(context, favoritesOnly: true)
        case .subBreeds:
            guard let catalog = context.catalog, let breedWord = previous.first,
                  let breed = catalog.breed(BreedRef(breedWord.lowercased()))
            else { return [] }
            return breed.subBreeds.map { CompletionCandidate($0.ref.subBreed ?? "", detail: $0.displayName, ref: $0.ref) }
        case .rows:
            return rowCandidates(context)
        case .pages:
            let count = context.screen.paging.pageCount
            return (1...count).map { CompletionCandidate(String($0), .screenPaging, ["page": .number($0), "count": .number(count)]) }
        case .crumbs:
            return crumbCandidates(context)
        case let .keywords(words):
            return words.map { CompletionCandidate($0, summary: CompletionSummaries.keyword($0, of: argument, previous: previous)) }
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
                case .choice, .keyword, .score: CompletionCandidate(trait.rawValue + ":", trait.labelKey)
                case .range, .rank: CompletionCandidate(trait.rawValue, trait.labelKey)
                }
            }
        }
        guard let trait = BreedTrait(rawValue: name) else { return [] }
        let words = trait == .temperament ? catalog.map(temperamentWords) ?? [] : trait.valueWords
        return words.map { word in
            let text = trait.rawValue + comparison.rawValue + word
            return CompletionCandidate(text, summary: CompletionSummaries.condition(text))
        }
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

    /// The commands that apply on a screen, by name and alias, each with its help.
    private static func commandCandidates(on screen: ScreenKind) -> [CompletionCandidate] {
        CommandTable.specs.filter { $0.screens.contains(screen) }.flatMap { spec in
            spec.invocations.filter { $0.first?.isLetter == true }.map { CompletionCandidate($0, spec.helpKey) }
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
    /// only favorites can be removed listed all 203 (trial). A breed of which only a picture is a
    /// favorite is not one: `unfav` by name removes the breed, and would fail.
    private static func favoriteCandidates(_ context: CompletionContext) -> [CompletionCandidate] {
        var seen: Set<BreedRef> = []
        return context.favorites.filter { $0.image == nil && seen.insert($0.ref).inserted }.map { favorite in
            CompletionCandidate(favorite.ref.phrase, detail: context.catalog?.displayName(favorite.ref) ?? favorite.ref.phrase, ref: favorite.ref)
        }
    }

    /// `1` for the screen below the top, and so on down to the root, each with the screen it reaches: a breed by its name.
    private static func crumbCandidates(_ context: CompletionContext) -> [CompletionCandidate] {
        context.crumbs.dropLast().reversed().enumerated().map { index, crumb in
            let steps = String(index + 1)
            switch crumb {
            case let .breed(ref): return CompletionCandidate(steps, detail: context.catalog?.displayName(ref) ?? ref.phrase, ref: ref)
            case .breeds: return CompletionCandidate(steps, .screenBreedsName)
            case .favorites: return CompletionCandidate(steps, .screenFavoritesName)
            case let .search(query): return CompletionCandidate(steps, .crumbSearch, ["query": .typed(query)])
            case let .find(query): return CompletionCandidate(steps, .crumbFind, ["query": .typed(query)])
            }
        }
    }

    /// The screen's rows by number, each with what it shows: a breed by its name, a picture by its
    /// file (and its breed where the screen is not that breed's); with `favoritesOnly`, only the
    /// rows that are favorites, which are all `unfav` can take.
    private static func rowCandidates(_ context: CompletionContext, favoritesOnly: Bool = false) -> [CompletionCandidate] {
        let marks = favoritesOnly ? FavoriteSet(context.favorites) : nil
        let onBreed: BreedRef? = if case let .breed(ref)? = context.crumbs.last { ref } else { nil }
        return context.screen.rows.enumerated().compactMap { index, row in
            let number = String(index + 1)
            switch row {
            case let .breed(ref):
                if let marks, !marks.contains(breed: ref) { return nil }
                return CompletionCandidate(number, detail: context.catalog?.displayName(ref) ?? ref.phrase, ref: ref)
            case let .image(image):
                if let marks, !marks.contains(image: image) { return nil }
                guard image.ref != onBreed else { return CompletionCandidate(number, .completionRowImage, ["file": .text(image.fileName)]) }
                let breed = MessageArgument.breed(image.ref, fallback: context.catalog?.displayName(image.ref) ?? image.ref.phrase)
                return CompletionCandidate(number, .completionRowBreedImage, ["breed": breed, "file": .text(image.fileName)])
            }
        }
    }

    /// Keeps the candidates that match the typed text, best first; all of them when nothing is typed.
    ///
    /// `partial` is the text as typed, which a candidate replaces; `text` is what it means, quotes
    /// removed. A candidate matches when the text is it, starts it, or starts words of it; one
    /// that names a breed also when the text starts words of the breed's display name or of its
    /// names in other languages, as `search` reads them. Letters merely in order (`save` in
    /// `chesapeake retriever`) are no completion: Tab once put such a breed in the place of the
    /// word typed.
    static func rank(
        _ partial: String, _ text: String, _ candidates: [CompletionCandidate], source: CompletionSource, catalog: Catalog? = nil
    ) -> Completion {
        var unique: Set<String> = []
        let candidates = candidates.filter { unique.insert($0.text).inserted }
        let pattern = SearchPattern(text)
        guard !pattern.isEmpty else { return Completion(partial: partial, candidates: candidates, source: source) }
        let scored = candidates.enumerated().compactMap { index, candidate -> (MatchScore, Int, CompletionCandidate)? in
            let own = pattern.score(candidate.text, typos: .none).flatMap(completes)
            // A row is typed by its number: the name it shows is its description, not its text.
            let isRow = candidate.text.allSatisfy(\.isNumber)
            let named = own == nil && !isRow ? candidate.ref.flatMap { catalog?.names.searchForm(of: $0) }.flatMap { nameScore(pattern, $0) } : nil
            guard let score = own ?? named else { return nil }
            return (score, index, candidate)
        }
        let ranked = source.keepsOrder
            ? scored.sorted { ($0.0.tier.rawValue, $0.1) < ($1.0.tier.rawValue, $1.1) }
            : scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        return Completion(partial: partial, candidates: ranked.map(\.2), source: source)
    }

    /// The score when it is a completion: the text is the candidate, starts it or starts its words.
    private static func completes(_ score: MatchScore) -> MatchScore? {
        score.tier.rawValue <= MatchTier.wordPrefix.rawValue ? score : nil
    }

    /// The best score of a breed's display name and other names that the typed text completes.
    private static func nameScore(_ pattern: SearchPattern, _ form: SearchForms) -> MatchScore? {
        var best: MatchScore?
        for name in form.names.dropFirst(2) + form.aliases {
            guard let score = name.withUnsafeBufferPointer({ pattern.score(folded: $0, typos: .none) }).flatMap(completes) else { continue }
            if best.map({ score < $0 }) ?? true { best = score }
        }
        return best
    }
}
