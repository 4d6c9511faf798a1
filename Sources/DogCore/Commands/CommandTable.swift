/// The one table of every command dogsh understands.
public enum CommandTable {
    /// Every command, in the order `help` lists them.
    public static let specs: [CommandSpec] = [
        CommandSpec(
            .open, aliases: ["cd"],
            arguments: [
                ArgumentSpec(.argumentBreedOrRow, .required, completion: .breeds),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            help: .commandOpenHelp, examples: ["open labrador", "open afghan hound", "open hound afghan", "open 3", "cd .."]
        ),
        CommandSpec(.back, aliases: [".."], help: .commandBackHelp),
        CommandSpec(.home, aliases: ["~"], help: .commandHomeHelp),
        CommandSpec(.where, aliases: ["pwd"], help: .commandWhereHelp),
        CommandSpec(
            .ls, aliases: ["list"],
            arguments: [ArgumentSpec(.argumentPage, .optional, completion: .pages)],
            flags: [FlagSpec("images", help: .flagImagesHelp, screens: [.breeds])],
            help: .commandLsHelp, examples: ["ls", "ls 2", "ls --images"]
        ),
        CommandSpec(.more, aliases: ["next"], help: .commandMoreHelp),
        CommandSpec(.prev, aliases: ["previous"], help: .commandPrevHelp),
        CommandSpec(
            .search, aliases: ["find"],
            arguments: [ArgumentSpec(.argumentText, .requiredRest, completion: .breeds)],
            help: .commandSearchHelp, examples: ["search golden", "search rtvr", "search labardor"]
        ),
        CommandSpec(
            .random,
            arguments: [
                ArgumentSpec(.argumentBreed, .optional, completion: .breeds),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            help: .commandRandomHelp, examples: ["random", "random poodle toy"]
        ),
        CommandSpec(
            .info,
            arguments: [
                ArgumentSpec(.argumentBreedOrRow, .optional, completion: .breeds),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            help: .commandInfoHelp, examples: ["info", "info husky", "info 2"]
        ),
        CommandSpec(
            .show, aliases: ["view"],
            arguments: [ArgumentSpec(.argumentRow, .required, completion: .rows)],
            help: .commandShowHelp, screens: [.breeds, .breed, .favorites], examples: ["show 3"]
        ),
        CommandSpec(.grid, aliases: ["thumbs"], help: .commandGridHelp, screens: [.breed, .favorites], examples: ["grid"]),
        CommandSpec(
            .save,
            arguments: [
                ArgumentSpec(.argumentRow, .required, completion: .rows),
                ArgumentSpec(.argumentFile, .optional, completion: .paths),
            ],
            help: .commandSaveHelp, screens: [.breeds, .breed, .favorites], examples: ["save 3", "save 3 ~/pictures/pug.jpg"]
        ),
        CommandSpec(
            .fav, aliases: ["favorite"],
            arguments: [ArgumentSpec(.argumentRow, .optional, completion: .rows)],
            help: .commandFavHelp, screens: [.breeds, .breed, .search], examples: ["fav", "fav 12"]
        ),
        CommandSpec(
            .unfav, aliases: ["unfavorite"],
            arguments: [ArgumentSpec(.argumentRow, .optional, completion: .rows)],
            help: .commandUnfavHelp, examples: ["unfav", "unfav 2"]
        ),
        CommandSpec(
            .favorites, aliases: ["favs"],
            arguments: [
                ArgumentSpec(.argumentAction, .optional, completion: .keywords(["export", "import"])),
                ArgumentSpec(.argumentFile, .requiredWithPrevious, completion: .paths),
            ],
            help: .commandFavoritesHelp,
            examples: ["favorites", "favorites export dogs.json", "favorites import dogs.json"]
        ),
        CommandSpec(.history, help: .commandHistoryHelp),
        CommandSpec(
            .theme,
            arguments: [ArgumentSpec(.argumentTheme, .optional, completion: .keywords(ThemeChoice.allCases.map(\.rawValue)))],
            help: .commandThemeHelp, examples: ["theme", "theme light"]
        ),
        CommandSpec(
            .lang,
            arguments: [ArgumentSpec(.argumentLanguage, .optional, completion: .keywords(LanguageChoice.allCases.map(\.rawValue) + ["auto"]))],
            help: .commandLangHelp, examples: ["lang", "lang de", "lang auto"]
        ),
        CommandSpec(
            .log,
            arguments: [
                ArgumentSpec(.argumentCategory, .optional, completion: .keywords(LogCategory.allCases.map(\.rawValue) + ["*"])),
                ArgumentSpec(.argumentLevel, .optional, completion: .keywords(LogSeverity.allCases.map(\.rawValue))),
            ],
            help: .commandLogHelp, examples: ["log", "log net", "log net debug", "log * warning"]
        ),
        CommandSpec(
            .help, aliases: ["?"],
            arguments: [ArgumentSpec(.argumentCommand, .optional, completion: .commands)],
            help: .commandHelpHelp, examples: ["help", "help open"]
        ),
        CommandSpec(.quit, aliases: ["exit", "q"], help: .commandQuitHelp),
    ]

    /// The spec for a canonical name.
    public static func spec(_ name: CommandName) -> CommandSpec {
        guard let spec = byName[name] else { preconditionFailure("command \(name) is missing from the table") }
        return spec
    }

    /// The spec a typed word invokes, by name or alias, ignoring case.
    public static func spec(invokedBy word: String) -> CommandSpec? {
        byInvocation[word.lowercased()]
    }

    private static let byName: [CommandName: CommandSpec] = Dictionary(
        uniqueKeysWithValues: specs.map { ($0.name, $0) }
    )

    private static let byInvocation: [String: CommandSpec] = {
        var index: [String: CommandSpec] = [:]
        for spec in specs {
            for word in spec.invocations { index[word] = spec }
        }
        return index
    }()
}
