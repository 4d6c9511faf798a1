import DogCore

/// Rendering of the list screens: breeds, favorites and search.
extension PresentationRenderer {
    func breedsScreen(_ screen: BreedsScreen, marks: FavoriteSet, art: [BreedRef: [String]] = [:]) -> [String] {
        // A sorted list ranks sub-breeds among the breeds; unsorted, each breed counts its own.
        let breedCount = screen.sorting == nil ? screen.breeds.count : screen.breeds.count { $0.ref.subBreed == nil }
        let subBreeds = screen.sorting == nil ? screen.breeds.reduce(0) { $0 + $1.subBreedCount } : screen.breeds.count - breedCount
        let title = sortedTitle(strings.text(.screenBreedsTitle, [
            "breeds": .message(Message(.countBreeds, ["count": .number(breedCount)])),
            "subBreeds": .message(Message(.countSubBreeds, ["count": .number(subBreeds)])),
        ]), screen.sorting)
        guard !screen.breeds.isEmpty else { return self.title(title) + wrapped(strings.text(.screenBreedsEmpty)) }
        let visible = Array(screen.breeds[screen.paging.visibleRange])
        let layout = rowLayout(largestNumber: screen.paging.visibleRange.upperBound)
        let nameWidth = layout.nameWidth(visible.map(\.ref.identifier))
        var lines = self.title(title, paging: screen.paging)
        let artWidth = art.isEmpty ? 0 : ThumbnailLayout.columns + 1
        if screen.sorting != nil, artWidth == 0, !screen.showsImages {
            let values = visible.map { sortDetail($0.ref, screen.sorting) ?? "" }
            let names = layout.fittedNameWidth(names: visible.map { name($0.ref, $0.displayName) }, values: values)
            for (offset, row) in visible.enumerated() {
                lines += namedRow(screen.paging.visibleRange.lowerBound + offset + 1, row, favorite: marks.contains(breed: row.ref), layout: layout, nameWidth: names, values: values[offset])
            }
            return lines + hint(strings.text(.screenBreedsHint))
        }
        for (offset, row) in visible.enumerated() {
            let line = layout.row(
                screen.paging.visibleRange.lowerBound + offset + 1, favorite: marks.contains(breed: row.ref), row.ref.identifier,
                nameWidth: nameWidth, detail: joinedDetails([breedsDetail(row), sortDetail(row.ref, screen.sorting)])
            )
            guard artWidth > 0 else {
                lines.append(line)
                if screen.showsImages { lines += thumbnailLines(screen.thumbnails[row.ref], indent: layout.numberWidth + 6) }
                continue
            }
            lines += ThumbnailLayout.beside(art[row.ref], text: line, width: artWidth)
        }
        return lines + hint(strings.text(.screenBreedsHint))
    }

    /// The line under a breed on the breeds list with images on: its random image, or why there is none.
    func thumbnailLines(_ thumbnail: Thumbnail?, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch thumbnail {
        case let .image(image)?: return [pad + painter.paint(TerminalSanitizer.clean(image.url), .url)]
        case let .unavailable(error)?:
            return [pad + painter.paint(strings.text(.screenBreedsNoImage, ["reason": .message(error.message)]), .hint)]
        case nil: return []
        }
    }

    /// A breed's sub-breed count, or its display name when that says more than its identifier.
    func breedsDetail(_ row: BreedRow) -> String? {
        if row.subBreedCount > 0 { return strings.text(.countSubBreeds, ["count": .number(row.subBreedCount)]) }
        return listedName(row)
    }

    /// A row led by the breed's name in the language, then `values`, then its identifier when the name does not say it;
    /// values that do not fit beside the name continue on further lines.
    func namedRow(_ number: Int, _ row: BreedRow, favorite: Bool, layout: RowLayout, nameWidth: Int, values: String?) -> [String] {
        layout.namedRow(
            number, favorite: favorite, name: name(row.ref, row.displayName), nameWidth: nameWidth,
            values: values, identifier: listedName(row) == nil ? nil : row.ref.identifier
        )
    }

    /// The breed's name in the language, unless it only repeats the identifier.
    func listedName(_ row: BreedRow) -> String? {
        let name = name(row.ref, row.displayName)
        let squashed = TextFolding.squash(name)
        return squashed == TextFolding.squash(row.ref.identifier) || squashed == TextFolding.squash(row.ref.phrase) ? nil : name
    }

    func favoritesScreen(_ screen: FavoritesScreen) -> [String] {
        let rows = screen.rows
        let title = sortedTitle(strings.text(.screenFavoritesTitle, ["count": .message(Message(.countFavorites, ["count": .number(rows.count)]))]), screen.sorting)
        guard !rows.isEmpty else { return self.title(title) + hint(strings.text(.screenFavoritesEmpty)) }
        let visible = screen.paging.visibleRange
        let layout = rowLayout(largestNumber: visible.upperBound)
        var lines = self.title(title, paging: screen.paging)
        var number = 0
        for group in screen.groups {
            let groupRows: [ScreenRow] = (group.includesBreed ? [.breed(group.ref)] : []) + group.images.map { .image($0) }
            let shown = groupRows.indices.filter { visible.contains(number + $0) }
            if !shown.isEmpty {
                let sorted = sortDetail(group.ref, screen.sorting).map { " · " + $0 } ?? ""
                lines.append(painter.paint(DisplayWidth.truncate(heading(name(group.ref, group.displayName), group.ref), to: width), .title) + sorted)
                for index in shown {
                    switch groupRows[index] {
                    case .breed:
                        let row = strings.text(.screenFavoritesBreedRow, ["name": .breed(group.ref, fallback: group.displayName)])
                        lines.append(layout.row(number + index + 1, favorite: true, row, nameWidth: 0, detail: nil))
                    case let .image(image):
                        lines.append(layout.urlRow(number + index + 1, favorite: true, image.url))
                    }
                }
            }
            number += groupRows.count
        }
        return lines + hint(strings.text(.screenFavoritesHint))
    }

    func searchScreen(_ screen: SearchScreen, marks: FavoriteSet) -> [String] {
        let title = sortedTitle(strings.text(.screenSearchTitle, [
            "query": .typed(screen.query),
            "count": .message(Message(.countResults, ["count": .number(screen.results.count)])),
        ]), screen.sorting)
        var lines = self.title(title, paging: screen.paging)
        let rows = screen.results.isEmpty ? screen.suggestions : screen.results
        if screen.results.isEmpty {
            lines += wrapped(strings.text(.screenSearchNone, ["query": .typed(screen.query)]))
            guard !screen.suggestions.isEmpty else { return lines }
            lines += wrapped(strings.text(.screenSearchDidYouMean))
        }
        let visible = screen.paging.visibleRange
        let layout = rowLayout(largestNumber: visible.upperBound)
        let shown = Array(rows[visible])
        // A breed that stands for its sub-breeds says how many it has, so `Rajapalayam` the group and
        // `Rajapalayam` its one sub-breed read as the two things they are.
        let values = shown.map { row in
            joinedDetails([sortDetail(row.ref, screen.sorting), row.subBreedCount > 0 ? breedsDetail(row) : nil]) ?? ""
        }
        let nameWidth = layout.fittedNameWidth(names: shown.map { name($0.ref, $0.displayName) }, values: values)
        for (offset, row) in shown.enumerated() {
            lines += namedRow(visible.lowerBound + offset + 1, row, favorite: marks.contains(breed: row.ref), layout: layout, nameWidth: nameWidth, values: values[offset])
        }
        return lines + hint(strings.text(.screenSearchHint))
    }

    /// `Afghan Hound · hound afghan`.
    func heading(_ displayName: String, _ ref: BreedRef) -> String {
        strings.text(.screenBreedTitle, ["name": .text(displayName), "identifier": .text(ref.identifier)])
    }
}
