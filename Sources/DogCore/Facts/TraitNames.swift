/// The traits' names and values in every language dogsh speaks, so `find gewicht<10` is
/// `find weight<10`, `find fell:lockig` is `find coat:curly` and `sort lebenserwartung` is `sort life`.
///
/// The runtime fills it from each language's labels (`Gewicht`, `Esperanza de vida`, `体重`) and
/// value words (`lockig`, `Hütehunde`, `viel`); the core only asks what a typed word stands for.
/// A whole label stands for its trait, and so does any word of four letters or more of a label
/// of several words that no other trait's label has (`vida`, `kindern`); `fremden`, in two
/// German labels, stands for neither. The tables are read on the first question, not when a
/// catalog loads.
public final class TraitNames: Sendable {
    private struct Index: Sendable {
        /// Whole labels, squashed.
        var labels: [String: BreedTrait] = [:]
        /// Words of labels of several words, squashed.
        var words: [String: BreedTrait] = [:]
        /// The labels of one word, squashed: typed as they are.
        var oneWordLabels: Set<String> = []
        /// Words that are in the labels of several traits (`fremden`), with those traits.
        var sharedWords: [String: [BreedTrait]] = [:]
        /// Value words by trait: a translation, squashed, to the English word.
        var values: [BreedTrait: [String: String]] = [:]
    }

    private let index: Lazy<Index>

    /// A trait's label in one language, and the trait.
    public typealias Label = (name: String, trait: BreedTrait)
    /// A value word of a trait in one language (`lockig`), and the English word it stands for (`curly`).
    public typealias ValueLabel = (trait: BreedTrait, name: String, word: String)

    /// Names read from their tables the first time one is looked up.
    public init(_ labels: @escaping @Sendable () -> [Label], values: @escaping @Sendable () -> [ValueLabel] = { [] }) {
        index = Lazy {
            var index = Index()
            let labels = labels()
            index.labels = Self.unambiguous(labels.map { (TextFolding.squash($0.name), $0.trait) })
            index.oneWordLabels = Set(labels.filter { !$0.name.contains(" ") }.map { TextFolding.squash($0.name) })
            let words = labels.flatMap { label in
                let words = TextFolding.fold(label.name).split { $0 == " " || $0 == "-" || $0 == "," }.map { TextFolding.squash(String($0)) }
                return words.count > 1 ? words.filter { $0.count >= 4 }.map { ($0, label.trait) } : []
            }
            index.words = Self.unambiguous(words)
            index.sharedWords = Dictionary(grouping: words, by: \.0).compactMapValues { pairs in
                let traits = pairs.map(\.1).reduce(into: [BreedTrait]()) { if !$0.contains($1) { $0.append($1) } }
                return traits.count > 1 ? traits : nil
            }
            for (trait, pairs) in Dictionary(grouping: values(), by: \.trait) {
                index.values[trait] = Self.unambiguous(pairs.map { (TextFolding.squash($0.name), $0.word) })
            }
            return index
        }
    }

    /// The trait a typed name stands for: its own name (`weight`), else a label in any language or
    /// an unambiguous word of one, squashed.
    public func trait(named typed: String) -> BreedTrait? {
        if let trait = BreedTrait(rawValue: typed) { return trait }
        let key = TextFolding.squash(typed)
        return index.value.labels[key] ?? index.value.words[key]
    }

    /// The traits whose labels share a typed word, when there are several: `fremden` is in Offen gegenüber
    /// Fremden (strangers) and Verhalten gegenüber Fremden (demeanor).
    public func traits(sharing typed: String) -> [BreedTrait] {
        index.value.sharedWords[TextFolding.squash(typed)] ?? []
    }

    /// The English value word a typed word stands for in a trait's values: `lockig` for coat is `curly`.
    public func value(named typed: String, of trait: BreedTrait) -> String? {
        index.value.values[trait]?[TextFolding.squash(typed)]
    }

    /// Each label, squashed, with what to suggest for a slip of it: the label itself where it is one
    /// word (a slip of `Gewicht` suggests `gewicht`, in the language it was typed in), else the trait's name.
    var suggestionCandidates: [(text: String, name: String)] {
        index.value.labels.map { key, trait in (key, index.value.oneWordLabels.contains(key) ? key : trait.rawValue) }
    }

    /// Keys with the one value each stands for; a key given two different values stands for neither.
    private static func unambiguous<Value: Equatable>(_ pairs: [(String, Value)]) -> [String: Value] {
        var table: [String: Value] = [:]
        var ambiguous: Set<String> = []
        for (key, value) in pairs where !key.isEmpty && !ambiguous.contains(key) {
            if let known = table[key], known != value {
                table[key] = nil
                ambiguous.insert(key)
            } else {
                table[key] = value
            }
        }
        return table
    }
}

extension BreedTrait {
    /// The trait a typed name stands for: its own name, or with `names`, its name in any language.
    init?(named name: String, in names: TraitNames?) {
        guard let trait = names?.trait(named: name) ?? BreedTrait(rawValue: name) else { return nil }
        self = trait
    }
}
