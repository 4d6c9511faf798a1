extension CommandTable {
    /// Keeping favorites, and taking them elsewhere.
    static let favorites: [CommandSpec] = [
        CommandSpec(
            .fav, aliases: ["favorite"],
            arguments: [ArgumentSpec(.argumentRow, .optional, completion: .rows)],
            help: .commandFavHelp, screens: [.breeds, .breed, .search, .find], examples: ["fav", "fav 12"]
        ) { navigator, arguments throws(CommandError) in navigator.onScreen(.favorite(row: try arguments.row(0)), named: .fav) },
        CommandSpec(
            .unfav, aliases: ["unfavorite"],
            arguments: [ArgumentSpec(.argumentRow, .optional, completion: .rows)],
            help: .commandUnfavHelp, examples: ["unfav", "unfav 2"]
        ) { navigator, arguments throws(CommandError) in navigator.onScreen(.unfavorite(row: try arguments.row(0)), named: .unfav) },
        CommandSpec(
            .favorites, aliases: ["favs"],
            arguments: [
                ArgumentSpec(.argumentAction, .optional, completion: .keywords(["export", "import"])),
                ArgumentSpec(.argumentFile, .requiredWithPrevious, completion: .paths),
            ],
            flags: [FlagSpec("force", help: .flagForceHelp, inUsage: false)],
            help: .commandFavoritesHelp,
            examples: ["favorites", "favorites export dogs.json", "favorites export --force dogs.json", "favorites import dogs.json"]
        ) { navigator, arguments throws(CommandError) in
            switch (arguments.keyword(0), arguments[1]) {
            case let ("export", path?):
                return [.exportFavorites(path: path, replacing: arguments.flags.contains("force"))]
            case let ("import", path?):
                guard navigator.catalog != nil else { throw .catalogUnavailable }
                return [.readFavoritesFile(path: path)]
            default:
                if navigator.stack.top.kind != .favorites {
                    navigator.stack.push(.favorites(FavoritesScreen(groups: navigator.favoriteGroups, pageSize: navigator.settings.pageSize)))
                }
                return [.present(.screen(navigator.stack.top))]
            }
        },
    ]
}
