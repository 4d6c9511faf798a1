extension CommandTable {
    /// Keeping favorites, and taking them elsewhere.
    static let favorites: [CommandSpec] = [
        CommandSpec(
            .fav, aliases: ["favorite"],
            arguments: [
                ArgumentSpec(.argumentBreedOrRow, .optional, completion: .breeds),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            help: .commandFavHelp, examples: ["fav", "fav 12", "fav beagle"]
        ) { coordinator, arguments throws(CommandError) in
            if let picture = coordinator.pictureFavorite(arguments) { return [.addFavorite(picture)] }
            return try coordinator.onBreedOrRow(arguments, command: .fav, row: Command.favorite) { _, ref in [.addFavorite(Favorite(breed: ref))] }
        },
        CommandSpec(
            .unfav, aliases: ["unfavorite"],
            arguments: [
                ArgumentSpec(.argumentBreedOrRow, .optional, completion: .favoriteBreeds),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            help: .commandUnfavHelp, examples: ["unfav", "unfav 2", "unfav pug"]
        ) { coordinator, arguments throws(CommandError) in
            if let picture = coordinator.pictureFavorite(arguments) { return [.removeFavorite(picture)] }
            return try coordinator.onBreedOrRow(arguments, command: .unfav, row: Command.unfavorite) { _, ref in [.removeFavorite(Favorite(breed: ref))] }
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
        ) { coordinator, arguments throws(CommandError) in
            switch (arguments.keyword(0), arguments[1]) {
            case let ("export", path?):
                return [.exportFavorites(path: path, replacing: arguments.flags.contains("force"))]
            case let ("import", path?):
                guard coordinator.catalog != nil else { throw .catalogUnavailable }
                return [.readFavoritesFile(path: path)]
            default:
                if coordinator.stack.top.kind != .favorites {
                    coordinator.stack.push(.favorites(FavoritesScreen(groups: coordinator.favoriteGroups, pageSize: coordinator.settings.pageSize)))
                }
                return [coordinator.shown(coordinator.stack.top)]
            }
        },
    ]
}
