extension CommandTable {
    /// Keeping favorites, and taking them elsewhere.
    static let favorites: [CommandSpec] = [
        CommandSpec(
            .fav, aliases: ["favorite"],
            arguments: [
                ArgumentSpec(.argumentBreedOrRow, .optional, completion: .breeds),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            help: .commandFavHelp, screens: [.breeds, .breed, .search, .find], examples: ["fav", "fav 12", "fav beagle"]
        ) { navigator, arguments throws(CommandError) in
            try navigator.onBreedOrRow(arguments, command: .fav, row: Command.favorite) { _, ref in [.addFavorite(Favorite(breed: ref))] }
        },
        CommandSpec(
            .unfav, aliases: ["unfavorite"],
            arguments: [
                ArgumentSpec(.argumentBreedOrRow, .optional, completion: .breeds),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            help: .commandUnfavHelp, examples: ["unfav", "unfav 2", "unfav pug"]
        ) { navigator, arguments throws(CommandError) in
            try navigator.onBreedOrRow(arguments, command: .unfav, row: Command.unfavorite) { _, ref in [.removeFavorite(Favorite(breed: ref))] }
        },
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
                return [navigator.shown(navigator.stack.top)]
            }
        },
    ]
}
