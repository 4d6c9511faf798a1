/// The traits' names in every language dogsh speaks, so `find gewicht<10` is `find weight<10`
/// and `sort lebenserwartung` is `sort life`.
///
/// The runtime fills it from each language's labels (`Gewicht`, `Lebenserwartung`, `体重`); the core
/// only asks which trait a typed name stands for. A name two languages give to different traits
/// stands for neither. The labels are read on the first question, not when a catalog loads.
public final class TraitNames: Sendable {
    private let index: Lazy<[String: BreedTrait]>

    /// A trait's label in one language, and the trait.
    public typealias Label = (name: String, trait: BreedTrait)

    /// Names read from their labels the first time one is looked up.
    public init(_ labels: @escaping @Sendable () -> [Label]) {
        index = Lazy {
            var index: [String: BreedTrait] = [:]
            var ambiguous: Set<String> = []
            for label in labels() {
                let key = TextFolding.squash(label.name)
                guard !key.isEmpty, !ambiguous.contains(key) else { continue }
                if let known = index[key], known != label.trait {
                    index[key] = nil
                    ambiguous.insert(key)
                } else {
                    index[key] = label.trait
                }
            }
            return index
        }
    }

    /// The trait a typed name stands for: its own name (`weight`), else its label in any language, squashed.
    public func trait(named typed: String) -> BreedTrait? {
        BreedTrait(rawValue: typed) ?? index.value[TextFolding.squash(typed)]
    }

    /// Each label, squashed, with the name of the trait it labels, for "did you mean" suggestions.
    var suggestionCandidates: [(text: String, name: String)] {
        index.value.map { ($0.key, $0.value.rawValue) }
    }
}
