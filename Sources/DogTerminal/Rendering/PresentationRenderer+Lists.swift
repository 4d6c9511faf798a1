import DogCore

/// Rendering of the list screens: breeds, favorites and search.
extension PresentationRenderer {
    func breedsScreen(_ screen: BreedsScreen, art: [BreedRef: [String]] = [:]) -> [String] {
        let subBreeds = screen.breeds.reduce(0) { $0 + $1.subBreedCount }
        let title = sortedTitle(strings.text(.screenBreedsTitle, [
            "breeds": .message(Message(.countBreeds, ["count": .number(screen.breeds.count)])),
            "subBreeds": .message(Message(.countSubBreeds, ["count": .number(subBreeds)])),
        ]), screen.sorting)
        guard !screen.breeds.isEmpty else { return self.title(title) + wrapped(strings.text(.screenBreedsEmpty)) }
        let visible = Array(screen.breeds[screen.paging.visibleRange])
        let layout = rowLayout(largestNumber: screen.paging.visibleRange.upperBound)
        let nameWidth = layout.nameWidth(visible.map(\.ref.identifier))
        var lines = self.title(title, paging: screen.paging)
        let artWidth = art.isEmpty ? 0 : ThumbnailLayout.columns + 1
        for (offset, row) in visible.enumerated() {
            let line = layout.row(
                screen.paging.visibleRange.lowerBound + offset + 1, favorite: row.isFavorite, row.ref.identifier,
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

    func searchScreen(_ screen: SearchScreen) -> [String] {
        let title = sortedTitle(strings.text(.screenSearchTitle, [
            "query": .text(screen.query),
            "count": .message(Message(.countResults, ["count": .number(screen.results.count)])),
        ]), screen.sorting)
        var lines = self.title(title, paging: screen.paging)
        let rows = screen.results.isEmpty ? screen.suggestions : screen.results
        if screen.results.isEmpty {
            lines += wrapped(strings.text(.screenSearchNone, ["query": .text(screen.query)]))
            guard !screen.suggestions.isEmpty else { return lines }
            lines += wrapped(strings.text(.screenSearchDidYouMean))
        }
        let visible = screen.paging.visibleRange
        let layout = rowLayout(largestNumber: visible.upperBound)
        let shown = Array(rows[visible])
        let nameWidth = layout.nameWidth(shown.map(\.ref.identifier))
        for (offset, row) in shown.enumerated() {
            let detail = joinedDetails([listedName(row), sortDetail(row.ref, screen.sorting)])
            lines.append(layout.row(visible.lowerBound + offset + 1, favorite: row.isFavorite, row.ref.identifier, nameWidth: nameWidth, detail: detail))
        }
        return lines + hint(strings.text(.screenSearchHint))
    }

    /// `Afghan Hound · hound afghan`.
    func heading(_ displayName: String, _ ref: BreedRef) -> String {
        strings.text(.screenBreedTitle, ["name": .text(displayName), "identifier": .text(ref.identifier)])
    }
}
