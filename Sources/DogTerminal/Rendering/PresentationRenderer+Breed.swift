import DogCore

/// Rendering of a breed: its screen, its details, and random images.
extension PresentationRenderer {
    func breedScreen(_ screen: BreedScreen, marks: FavoriteSet) -> [String] {
        var lines = [
            painter.paint(DisplayWidth.truncate(heading(name(screen.ref, screen.displayName), screen.ref), to: width - 2), .title)
                + (marks.contains(breed: screen.ref) ? " " + painter.paint("★", .favorite) : ""),
        ]
        // Later pages list more rows under the title; the card is on the first.
        if screen.paging.page == 1 { lines += detailLines(screen.details, facts: screen.facts) }
        let visible = screen.paging.visibleRange
        let layout = rowLayout(largestNumber: visible.upperBound)
        let subBreeds = screen.subBreeds.indices.clamped(to: visible)
        if !subBreeds.isEmpty {
            lines += title(strings.text(.screenBreedSubBreeds, ["count": .number(screen.subBreeds.count)]))
            let nameWidth = layout.nameWidth(screen.subBreeds[subBreeds].map { $0.ref.subBreed ?? "" })
            for index in subBreeds {
                let sub = screen.subBreeds[index]
                lines.append(layout.row(index + 1, favorite: marks.contains(breed: sub.ref), sub.ref.subBreed ?? "", nameWidth: nameWidth, detail: name(sub.ref, sub.displayName)))
            }
        }
        let firstImage = screen.subBreeds.count
        if visible.upperBound > firstImage || screen.images.loaded.isEmpty {
            lines += imageLines(screen, marks: marks, shown: max(0, visible.lowerBound - firstImage)..<max(0, visible.upperBound - firstImage), layout: layout)
        }
        var hints = [strings.text(screen.subBreeds.isEmpty ? .screenBreedHint : .screenBreedSubBreedsHint)]
        if screen.paging.page < screen.paging.pageCount || screen.hasMoreImages { hints.append(strings.text(.screenBreedMoreHint)) }
        return lines + hint(hints.joined(separator: " "))
    }

    /// The images on the page on show, under a title that says which of how many they are.
    private func imageLines(_ screen: BreedScreen, marks: FavoriteSet, shown: Range<Int>, layout: RowLayout) -> [String] {
        let name: MessageArgument = .breed(screen.ref, fallback: screen.displayName)
        switch screen.images {
        case .loading:
            return [strings.text(.screenBreedImagesLoading)]
        case let .failed(error):
            return wrapped(strings.text(.screenBreedImagesFailed, ["reason": .message(error.message)]))
        case let .loaded(batch) where batch.images.isEmpty:
            return wrapped(strings.text(.screenBreedImagesNone, ["breed": name]))
        case let .loaded(batch):
            let available = batch.available ?? batch.images.count
            var lines = if shown.count == batch.images.count, batch.available == nil {
                title(strings.text(.screenBreedImagesShown, ["shown": .number(batch.images.count)]))
            } else if shown.count == 1 {
                title(strings.text(.screenBreedImagesOne, ["number": .number(shown.lowerBound + 1), "available": .number(available)]))
            } else {
                title(strings.text(.screenBreedImagesPage, [
                    "first": .number(shown.lowerBound + 1), "last": .number(shown.upperBound), "available": .number(available),
                ]))
            }
            for offset in shown {
                let image = batch.images[offset]
                let number = screen.subBreeds.count + offset + 1
                lines.append(layout.urlRow(number, favorite: marks.contains(image: image), image.url))
            }
            if batch.isShort, shown.upperBound == batch.images.count {
                lines += wrapped(strings.text(.screenBreedImagesFew, ["count": .number(batch.images.count), "breed": name]))
            }
            return lines
        }
    }

    func details(of breed: Breed, facts: BreedFacts?) -> [String] {
        var lines = [painter.paint(DisplayWidth.truncate(heading(name(breed.ref, breed.displayName), breed.ref), to: width), .title)]
            + detailLines(breed.details, facts: facts)
        if !breed.subBreeds.isEmpty {
            let names = breed.subBreeds.map { $0.ref.subBreed ?? "" }
            lines += wrapped(strings.text(.infoSubBreeds, ["count": .number(breed.subBreeds.count), "names": .list(names)]))
        }
        if let images = breed.totalImageCount {
            lines += wrapped(strings.text(.infoCatalogImages, ["count": .number(images)]))
        }
        return lines
    }

    func catalogSummary(_ summary: CatalogSummary) -> [String] {
        var lines = [
            summary.source == Catalog.embeddedSourceName ? strings.text(.infoCatalogSourceEmbedded) : strings.text(.infoCatalogSource, ["source": .text(summary.source)]),
            strings.text(.infoCatalogCounts, [
                "breeds": .message(Message(.countBreeds, ["count": .number(summary.breeds)])),
                "subBreeds": .message(Message(.countSubBreeds, ["count": .number(summary.subBreeds)])),
            ]),
            strings.text(.infoCatalogFacts, ["count": .number(summary.withFacts)]),
            strings.text(.infoCatalogDetails, ["count": .number(summary.withDetails)]),
        ]
        if let images = summary.images { lines.append(strings.text(.infoCatalogImages, ["count": .number(images)])) }
        lines.append(strings.text(.infoVersion, ["version": .text(DogshVersion.current)]))
        return lines.flatMap(wrapped)
    }

    func randomImage(_ image: BreedImage, displayName: String) -> [String] {
        [
            painter.paint(DisplayWidth.truncate(strings.text(.randomImage, [
                "name": .breed(image.ref, fallback: displayName), "identifier": .text(image.ref.identifier),
            ]), to: width), .title),
            "  " + painter.paint(TerminalSanitizer.clean(image.url), .url),
        ] + hint(strings.text(.randomImageHint))
    }
}
