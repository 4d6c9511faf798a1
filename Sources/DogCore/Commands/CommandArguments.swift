/// The argument words of one statement and the flags it set, as a table entry's runner reads them.
public struct CommandArguments: Hashable, Sendable {
    /// The words that are not flags, in order.
    public let words: [String]
    /// The flags set, by name without dashes, lowercased.
    public let flags: Set<String>

    /// Creates the arguments of a statement.
    public init(_ words: [String], flags: Set<String> = []) {
        self.words = words
        self.flags = flags
    }

    /// The word at a position, if given.
    public subscript(_ index: Int) -> String? {
        index < words.count ? words[index] : nil
    }

    /// Whether no word was given.
    public var isEmpty: Bool {
        words.isEmpty
    }

    /// The word at a position, lowercased, if given: for fixed choices.
    public func keyword(_ index: Int) -> String? {
        self[index]?.lowercased()
    }

    /// The row number at a position, if given; a word that is not a positive number is an error.
    public func row(_ index: Int) throws(CommandError) -> Int? {
        guard let word = self[index] else { return nil }
        guard let number = Int(word), number > 0 else { throw .invalidRow(word) }
        return number
    }

    /// The row number at a position the spec requires (the parser checked it is there).
    public func requiredRow(_ index: Int) throws(CommandError) -> Int {
        guard let row = try row(index) else { throw .invalidRow("") }
        return row
    }

    /// A number of screens at a position, if given; a word that is not a positive number is an error.
    public func steps(_ index: Int) throws(CommandError) -> Int? {
        guard let word = self[index] else { return nil }
        guard let number = Int(word), number > 0 else { throw .invalidSteps(word) }
        return number
    }

    /// The page number at a position, if given; a word that is not a positive number is an error.
    public func page(_ index: Int) throws(CommandError) -> Int? {
        guard let word = self[index] else { return nil }
        guard let number = Int(word), number > 0 else { throw .invalidPage(word) }
        return number
    }

    /// What every word points at: a lone number is a row, anything else names a breed.
    public func target() throws(CommandError) -> BreedTarget {
        if words.count == 1, Int(words[0]) != nil, let row = try row(0) { return .row(row) }
        return .name(words)
    }

    /// `sort`'s trait and direction, nil for `sort` alone (the list's own order again); the parser
    /// has checked the direction, and `names` adds the traits' names in other languages (`sort gewicht`).
    func order(names: TraitNames? = nil) throws(CommandError) -> ListOrder? {
        guard let name = keyword(0) else { return nil }
        let choices = BreedTrait.allCases.filter(\.isOrdered).map(\.rawValue)
        guard let trait = BreedTrait(named: name, in: names) else {
            // A slip of a choice gets its "did you mean" with the list; a slip of a trait's name in
            // another language (`gewcht`), the nearest names that sort.
            if CommandError.slips(of: name, among: choices).isEmpty {
                let near = TraitQuery.nearestTraits(to: name, names: names).filter { BreedTrait(named: $0, in: names)?.isOrdered ?? false }
                if !near.isEmpty { throw .unknownTrait(name, suggestions: near) }
            }
            throw .invalidChoice(.sort, name, choices: choices)
        }
        guard trait.isOrdered else { throw .invalidChoice(.sort, name, choices: choices) }
        return ListOrder(trait: trait, descending: keyword(1) == "desc")
    }

    /// `record`'s request: no file says whether one is on, `stop` ends it, a file starts one.
    ///
    /// `--transcript` and `--force` belong to a file; `record ./stop` records to a file called stop.
    func recording() throws(CommandError) -> RecordingRequest {
        switch self[0] {
        case nil where flags.isEmpty:
            return .status
        case nil:
            throw .missingArgument(.record, ArgumentSpec(.argumentFile, .required, completion: .paths))
        case "stop"? where flags.isEmpty:
            return .stop
        case let path?:
            return .start(RecordingTarget(path: path, format: flags.contains("transcript") ? .transcript : .script, overwrite: flags.contains("force")))
        }
    }
}
