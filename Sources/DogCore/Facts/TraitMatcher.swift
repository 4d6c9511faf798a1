/// A `find` query made ready to run over many breeds: each temperament word a search pattern, with
/// the English keywords it stands for in the other languages.
///
/// Made once per `find`, so the patterns are not built again for every breed. A temperament word
/// matches a keyword when it starts one of its words (`SearchPattern.startsWords`): `fun` in
/// `Famously Funny`; in another language, when it starts a word of the keyword's translation.
struct TraitMatcher {
    private let query: TraitQuery
    /// By condition index: the pattern of a temperament word and the English keywords (folded) it stands for.
    private let keywords: [Int: (pattern: SearchPattern, english: Set<String>)]

    /// Compiles a query; `translations` adds the keywords of other languages.
    init(_ query: TraitQuery, translations: KeywordTranslations?) {
        self.query = query
        var keywords: [Int: (pattern: SearchPattern, english: Set<String>)] = [:]
        for (index, condition) in query.conditions.enumerated() where condition.trait == .temperament {
            guard case let .word(word) = condition.value else { continue }
            let pattern = SearchPattern(word)
            keywords[index] = (pattern, Set(translations?.englishKeywords(matching: pattern) ?? []))
        }
        self.keywords = keywords
    }

    /// Whether a breed meets every condition.
    func matches(_ breed: BreedTraits) -> Bool {
        query.conditions.indices.allSatisfy { isMet(at: $0, by: breed) }
    }

    /// Whether a breed meets the condition at an index.
    func isMet(at index: Int, by breed: BreedTraits) -> Bool {
        guard let keyword = keywords[index] else { return query.conditions[index].isMet(by: breed) }
        return breed.temperament.contains { Self.matches($0, keyword) }
    }

    /// The one condition a breed misses and how far, when it meets all the others and its value
    /// for the missed one is known; nil otherwise.
    func nearMiss(_ breed: BreedTraits) -> (condition: TraitCondition, distance: Double)? {
        let missed = query.conditions.indices.filter { !isMet(at: $0, by: breed) }
        guard missed.count == 1, let index = missed.first else { return nil }
        let condition = query.conditions[index]
        return condition.distance(from: breed).map { (condition, $0) }
    }

    /// The breed's temperament keywords that some temperament condition matched, each once.
    func matchedKeywords(_ breed: BreedTraits) -> [String] {
        guard !keywords.isEmpty else { return [] }
        return breed.temperament.filter { word in keywords.values.contains { Self.matches(word, $0) } }
    }

    private static func matches(_ word: String, _ keyword: (pattern: SearchPattern, english: Set<String>)) -> Bool {
        keyword.pattern.startsWords(of: word) || keyword.english.contains(TextFolding.fold(word))
    }
}
