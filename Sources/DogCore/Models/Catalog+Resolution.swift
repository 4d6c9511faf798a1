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
