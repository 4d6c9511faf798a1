/// Temperament keywords in other languages, so `find temperament:freundlich` finds the friendly breeds.
///
/// The runtime fills it from every language's table; the core only asks which English keywords a
/// typed word stands for. The tables are read on that first question, not when a catalog loads.
public final class KeywordTranslations: Sendable {
    private let pairs: Lazy<[Pair]>

    /// A translated keyword and the English keyword it stands for, both folded.
    public typealias Pair = (translated: String, english: String)

    /// Translations read from their tables the first time a word is looked up.
    public init(_ pairs: @escaping @Sendable () -> [Pair]) {
        self.pairs = Lazy(pairs)
    }

    /// The English keywords (folded) whose translation has words a typed word starts.
    public func englishKeywords(matching pattern: SearchPattern) -> [String] {
        Set(pairs.value.filter { pattern.startsWords(of: $0.translated) }.map(\.english)).sorted()
    }
}
