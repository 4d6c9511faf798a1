/// Row commands shared by every screen with numbered rows.
enum RowCommands {
    /// Handles `open n`, `info n`, `fav n` and `unfav n` against a screen's rows.
    ///
    /// `current` is the breed a breed screen shows; it answers `fav`, `unfav` and `info` without a row.
    static func react(to command: Command, rows: [ScreenRow], current: BreedRef?) -> ScreenReaction? {
        switch command {
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
            guard let current else { return .failure(.needsRow(.fav)) }
            return .delegate(.favorite(Favorite(breed: current)))
        case .unfavorite(row: nil):
            guard let current else { return .failure(.needsRow(.unfav)) }
            return .delegate(.unfavorite(Favorite(breed: current)))
        default:
            return nil
        }
    }

    /// Looks up a row number and reacts to its row, or fails when there is no such row.
    private static func withRow(_ number: Int, in rows: [ScreenRow], _ react: (ScreenRow) -> ScreenReaction) -> ScreenReaction {
        guard !rows.isEmpty else { return .failure(.noRows) }
        guard number <= rows.count else { return .failure(.noSuchRow(number, rowCount: rows.count)) }
        return react(rows[number - 1])
    }
}
