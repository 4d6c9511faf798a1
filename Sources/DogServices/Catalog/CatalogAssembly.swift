import DogCore

/// Puts a source's catalog together with what dogsh adds to every catalog it shows: the breed
/// names of every language (so search and `open` take them whatever the session speaks), the
/// temperament keywords and trait names of every language (for `find` and `sort`), and AKC's facts.
///
/// The tables come from whoever makes the services (the runtime has the languages); the
/// assembly is the same for a live answer, a stand-in and a late answer.
public struct CatalogAssembly: Sendable {
    /// Breed names in other languages, read when a name is first looked up.
    private let aliases: (@Sendable () -> [BreedRef: [String]])?
    /// Temperament keywords in other languages.
    private let keywords: KeywordTranslations?
    /// Trait names in other languages.
    private let traitNames: TraitNames?
    /// AKC's facts, keyed by dog.ceo's names; nil for a source that names breeds otherwise (TheDogAPI).
    public let facts: (any BreedFactsTable)?

    /// An assembly from its tables; with none, a catalog stays as its source gave it.
    public init(
        aliases: (@Sendable () -> [BreedRef: [String]])? = nil, keywords: KeywordTranslations? = nil, traitNames: TraitNames? = nil,
        facts: (any BreedFactsTable)? = nil
    ) {
        self.aliases = aliases
        self.keywords = keywords
        self.traitNames = traitNames
        self.facts = facts
    }

    /// The same assembly without facts, for a source whose breeds AKC's names do not match.
    public var withoutFacts: CatalogAssembly {
        CatalogAssembly(aliases: aliases, keywords: keywords, traitNames: traitNames, facts: nil)
    }

    /// The catalog with the names, keywords, trait names and facts added.
    public func assemble(_ catalog: Catalog) -> Catalog {
        var assembled = catalog
        if let aliases { assembled = assembled.addingAliases(aliases) }
        if let keywords { assembled = assembled.addingKeywordTranslations(keywords) }
        if let traitNames { assembled = assembled.addingTraitNames(traitNames) }
        if let facts { assembled = assembled.addingFacts(facts) }
        return assembled
    }
}
