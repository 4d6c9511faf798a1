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
        query.conditions.indices.allSatisfy { index in
            guard let (pattern, english) = keywords[index] else { return query.conditions[index].isMet(by: breed) }
            return breed.temperament.contains { pattern.startsWords(of: $0) || english.contains(TextFolding.fold($0)) }
        }
    }
}
