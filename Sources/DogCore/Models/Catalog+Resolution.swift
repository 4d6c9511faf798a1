/// Turning the words a person types into a breed of the catalog.
extension Catalog {
    /// Finds the breed that words name exactly, in either word order or by display name.
    ///
    /// `["hound", "afghan"]`, `["afghan", "hound"]`, `["afghan hound"]` and
    /// `["Afghan Hound"]` all name `hound afghan`; `["germanshepherd"]` and
    /// `["german", "shepherd"]` name `germanshepherd`. Inside a breed with sub-breeds,
    /// a lone sub-breed name such as `afghan` names that sub-breed of `context`.
    public func resolve(_ words: [String], context: BreedRef? = nil) -> BreedRef? {
        let key = TextFolding.squash(words.joined(separator: " "))
        guard !key.isEmpty else { return nil }
        if let context, words.count == 1 {
            let sub = BreedRef(context.breed, key)
            if breed(sub) != nil { return sub }
        }
        return names.ref(forSquashed: key)
    }

    /// The breeds words name: the one they name exactly, else every breed that has each word as a
    /// whole word of its identifier or display name, in catalog order.
    ///
    /// `["golden"]` names Golden Retriever alone, a word of no other breed; `["shepherd"]` names
    /// German Shepherd Dog, Australian Shepherd and Caucasian Shepherd (Ovcharka); `["german",
    /// "pointer"]` the pointers whose names hold both words. Only whole words count, and no typos:
    /// `shep` and `shepard` name nothing here (search and suggestions handle those).
    public func breeds(named words: [String], context: BreedRef? = nil) -> [BreedRef] {
        if let ref = resolve(words, context: context) { return [ref] }
        return names.breeds(havingWords: Set(words.flatMap(Self.words(of:))))
    }

    /// The words of a name, squashed: `Caucasian Shepherd (Ovcharka)` has `caucasian`, `shepherd` and `ovcharka`.
    static func words(of name: String) -> [String] {
        TextFolding.fold(name).split { $0 == " " || $0 == "-" }.map { TextFolding.squash(String($0)) }.filter { !$0.isEmpty }
    }

    /// Maps each word of every identifier and display name to the positions in `all` of the breeds that have it.
    static func wordIndex(_ all: [Breed]) -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for (position, breed) in all.enumerated() {
            for word in Set(words(of: breed.ref.identifier) + words(of: breed.displayName)) {
                index[word, default: []].append(position)
            }
        }
        return index
    }

    /// Maps identifiers and phrases, squashed, to their refs: `houndafghan` and `afghanhound` both to `hound afghan`.
    static func identifierIndex(_ all: [Breed]) -> [String: BreedRef] {
        var index: [String: BreedRef] = [:]
        index.reserveCapacity(all.count * 2)
        for breed in all {
            for form in [breed.ref.identifier, breed.ref.phrase] {
                let key = TextFolding.squash(form)
                if index[key] == nil { index[key] = breed.ref }
            }
        }
        return index
    }

    /// Maps display names, squashed, to their refs; asked for only when no identifier or phrase matches.
    static func displayNameIndex(_ all: [Breed]) -> [String: BreedRef] {
        var index: [String: BreedRef] = [:]
        index.reserveCapacity(all.count)
        for breed in all {
            let key = TextFolding.squash(breed.displayName)
            if index[key] == nil { index[key] = breed.ref }
        }
        return index
    }
}
