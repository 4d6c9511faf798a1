/// `compare`: the breeds its words name, read left to right as row numbers, `favorites`, or breed names.
extension Coordinator {
    /// Shows the breeds side by side, or says which word names none.
    func compare(_ words: [String]) -> [Effect] {
        guard let catalog else { return fail(.catalogUnavailable) }
        switch comparedBreeds(words, in: catalog) {
        case let .success(refs): return [.present(.comparison(Comparison(refs, catalog: catalog)))]
        case let .failure(error): return fail(error)
        }
    }

    /// Two to four distinct breeds, in the order named.
    ///
    /// A number is a row of the screen on show; `favorites` stands for every favorited breed; other
    /// words are split into names of one to three words each (`compare labrador retriever golden`
    /// is Labrador Retriever and the golden retriever). The first word no split can name gets the
    /// error `open` would give it, with its suggestions.
    func comparedBreeds(_ words: [String], in catalog: Catalog) -> Result<[BreedRef], CommandError> {
        var refs: [BreedRef] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if let number = Int(word) {
                let rows = stack.top.rows
                guard number > 0 else { return .failure(.invalidRow(word)) }
                guard number <= rows.count else { return .failure(rows.isEmpty ? .noRows : .noSuchRow(number, rowCount: rows.count)) }
                refs.append(rows[number - 1].ref)
                index += 1
                continue
            }
            if ["favorites", "favs"].contains(word.lowercased()) {
                refs += favorites.map(\.ref)
                index += 1
                continue
            }
            // A run of names: split it so that every part names a breed, longest parts first.
            let run = words[index...].prefix { Int($0) == nil && !["favorites", "favs"].contains($0.lowercased()) }
            guard let named = names(Array(run), in: catalog) else {
                let named = (0..<run.count).reversed().first { names(Array(run.prefix($0)), in: catalog) != nil } ?? 0
                if case let .failure(error) = resolve([run[run.startIndex + named]]) { return .failure(error) }
                return .failure(.unknownBreed(run[run.startIndex + named], suggestions: []))
            }
            refs += named
            index += run.count
        }
        var seen = Set<BreedRef>()
        refs = refs.filter { seen.insert($0).inserted }
        guard Comparison.breedCounts.contains(refs.count) else { return .failure(.compareCount(refs.count)) }
        return .success(refs)
    }

    /// Words split into breed names of one to three words each, longest first, trying shorter
    /// parts where a longer one leaves words that name nothing; nil when no split names them all.
    /// A part names a breed as `open` reads it: exactly, or by whole words no other breed has.
    ///
    /// Positions from which no split works are remembered, so each is tried once: without that, a
    /// line such as `labrador retriever labrador retriever … zzz` would be split in exponentially many ways.
    private func names(_ words: [String], in catalog: Catalog) -> [BreedRef]? {
        var failed = Set<Int>()
        return names(words, from: 0, in: catalog, failed: &failed)
    }

    private func names(_ words: [String], from start: Int, in catalog: Catalog, failed: inout Set<Int>) -> [BreedRef]? {
        guard start < words.count else { return [] }
        guard !failed.contains(start) else { return nil }
        for length in (1...min(3, words.count - start)).reversed() {
            let named = catalog.breeds(named: Array(words[start..<(start + length)]), context: currentBreed)
            guard named.count == 1, let ref = named.first,
                  let rest = names(words, from: start + length, in: catalog, failed: &failed)
            else { continue }
            return [ref] + rest
        }
        failed.insert(start)
        return nil
    }
}
