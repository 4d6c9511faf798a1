/// The root screen: every breed, numbered and paged, with sub-breed counts.
public struct BreedsScreen: Hashable, Sendable {
    /// All breeds, in catalog order.
    public private(set) var breeds: [BreedRow]
    /// The page on show.
    public private(set) var paging: Paging

    /// Creates the list at its first page.
    public init(breeds: [BreedRow], pageSize: Int) {
        self.breeds = breeds
        self.paging = Paging(rowCount: breeds.count, pageSize: pageSize)
    }

    /// The numbered rows: one per breed.
    public var rows: [ScreenRow] {
        breeds.map { .breed($0.ref) }
    }

    /// Handles paging and row commands.
    public mutating func handle(_ command: Command) -> ScreenReaction? {
        paging.handle(command) ?? RowCommands.react(to: command, rows: rows, current: nil)
    }

    /// Marks the favorited breeds.
    mutating func apply(_ favorites: FavoriteSet) {
        for index in breeds.indices { breeds[index].isFavorite = favorites.contains(breed: breeds[index].ref) }
    }
}
