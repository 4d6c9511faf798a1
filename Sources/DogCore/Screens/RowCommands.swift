/// Row commands shared by every screen with numbered rows.
enum RowCommands {
    /// Handles `open n`, `info n`, `fav n`, `unfav n`, `show n`, `save n`, `browse n`, `copy n` and `grid` against a screen's rows.
    ///
    /// `current` is the breed a breed screen shows; it answers `fav`, `unfav` and `info` without a row.
    /// `image` finds the image a row stands for (by default, image rows are their image).
    static func react(
        to command: Command, rows: [ScreenRow], current: BreedRef?,
        image: (Int, ScreenRow) -> Result<BreedImage, CommandError> = RowCommands.imageOfRow
    ) -> ScreenReaction? {
        switch command {
        case let .show(number):
            return withRow(number, in: rows) { row in image(number, row).reaction { .delegate(.draw($0)) } }
        case let .save(number, path):
            return withRow(number, in: rows) { row in image(number, row).reaction { .delegate(.save($0, path: path)) } }
        case .grid:
            let images = rows.enumerated().compactMap { index, row -> NumberedImage? in
                guard case let .image(image) = row else { return nil }
                return NumberedImage(number: index + 1, image: image)
            }
            return images.isEmpty ? .failure(.noImagesHere) : .delegate(.drawGrid(images))
        case let .browse(row: number?):
            return withRow(number, in: rows) { .delegate(.browse($0)) }
        case .browse(row: nil):
            return .delegate(.browse(current.map(ScreenRow.breed)))
        case let .copy(row: number?):
            return withRow(number, in: rows) { .delegate(.copy($0)) }
        case .copy(row: nil):
            guard let current else { return .failure(.needsRow(.copy)) }
            return .delegate(.copy(.breed(current)))
        case let .open(.row(number)):
            return withRow(number, in: rows) { .delegate(.picked($0.ref)) }
        case let .info(.row(number)):
            return withRow(number, in: rows) { .delegate(.describe($0.ref)) }
        case .info(nil):
            return .delegate(current.map(ScreenDelegate.describe) ?? .describeCatalog)
        case let .favorite(row: number?):
            return withRow(number, in: rows) { .delegate(.favorite($0.favorite)) }
        case let .unfavorite(row: number?):
            return withRow(number, in: rows) { .delegate(.unfavorite($0.favorite)) }
        case .favorite(row: nil):
            guard let current else { return .failure(.needsBreed(.fav)) }
            return .delegate(.favorite(Favorite(breed: current)))
        case .unfavorite(row: nil):
            guard let current else { return .failure(.needsBreed(.unfav)) }
            return .delegate(.unfavorite(Favorite(breed: current)))
        default:
            return nil
        }
    }

    /// The image of an image row; any other row is not an image.
    static func imageOfRow(_ number: Int, _ row: ScreenRow) -> Result<BreedImage, CommandError> {
        guard case let .image(image) = row else { return .failure(.notAnImageRow(number)) }
        return .success(image)
    }

    /// Looks up a row number and reacts to its row, or fails when there is no such row.
    private static func withRow(_ number: Int, in rows: [ScreenRow], _ react: (ScreenRow) -> ScreenReaction) -> ScreenReaction {
        guard !rows.isEmpty else { return .failure(.noRows) }
        guard number <= rows.count else { return .failure(.noSuchRow(number, rowCount: rows.count)) }
        return react(rows[number - 1])
    }
}

extension Result where Success == BreedImage, Failure == CommandError {
    /// The reaction to a found image, or the failure to find one.
    func reaction(_ react: (BreedImage) -> ScreenReaction) -> ScreenReaction {
        switch self {
        case let .success(image): react(image)
        case let .failure(error): .failure(error)
        }
    }
}
