/// The one table of every command dogsh understands.
public enum CommandTable {
    /// Every command, in the order `help` lists them.
    public static let specs: [CommandSpec] = [
        CommandSpec(
            .open, aliases: ["cd"],
            arguments: [
                ArgumentSpec(.argumentBreedOrRow, .required, completion: .breeds, words: ["favorites"]),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            shorthands: ["..": .back, "~": .home, "/": .home, "favorites": .favorites, "favs": .favorites],
            help: .commandOpenHelp, examples: ["open labrador", "open afghan hound", "open hound afghan", "open 3", "cd .."]
        ) { arguments throws(CommandError) in .open(try arguments.target()) },
        CommandSpec(
            .back, aliases: [".."], arguments: [ArgumentSpec(.argumentSteps, .optional, completion: .crumbs)],
            help: .commandBackHelp, examples: ["back", "back 2"]
        ) { arguments throws(CommandError) in .back(steps: try arguments.steps(0) ?? 1) },
        CommandSpec(.forward, help: .commandForwardHelp) { _ in .forward },
        CommandSpec(.home, aliases: ["~"], help: .commandHomeHelp) { _ in .home },
        CommandSpec(.where, aliases: ["pwd"], help: .commandWhereHelp) { _ in .where },
        CommandSpec(
            .ls, aliases: ["list"],
            arguments: [ArgumentSpec(.argumentPage, .optional, completion: .pages)],
            flags: [FlagSpec("images", help: .flagImagesHelp, screens: [.breeds])],
            help: .commandLsHelp, examples: ["ls", "ls 2", "ls --images"]
        ) { arguments throws(CommandError) in .list(page: try arguments.page(0), images: arguments.flags.contains("images")) },
        CommandSpec(.more, aliases: ["next"], help: .commandMoreHelp) { _ in .more },
        CommandSpec(.prev, aliases: ["previous"], help: .commandPrevHelp) { _ in .prev },
        CommandSpec(
            .search,
            arguments: [ArgumentSpec(.argumentText, .requiredRest, completion: .breeds)],
            help: .commandSearchHelp, examples: ["search golden", "search rtvr", "search labardor"]
        ) { arguments in .search(arguments.words.joined(separator: " ")) },
        CommandSpec(
            .find,
            arguments: [ArgumentSpec(.argumentConditions, .requiredRest, completion: .conditions)],
            help: .commandFindHelp,
            examples: [
                "find weight<10 children>=4 shedding<=2", "find size:small shedding:low", "find group:herding energy>=4",
                "find temperament:calm life>=13", "find coat:hairless", "find weight < 22lb barking:low",
            ]
        ) { arguments throws(CommandError) in .find(try TraitQuery(parsing: arguments.words)) },
        CommandSpec(
            .sort,
            arguments: [
                ArgumentSpec(.argumentTrait, .required, completion: .keywords(BreedTrait.allCases.filter(\.isOrdered).map(\.rawValue))),
                ArgumentSpec(.argumentDirection, .optional, completion: .keywords(["asc", "desc"])),
            ],
            help: .commandSortHelp, screens: [.breeds, .search, .find, .favorites],
            examples: ["sort weight", "sort popularity", "sort energy desc"]
        ) { arguments throws(CommandError) in .sort(try arguments.order()) },
        CommandSpec(
            .compare, aliases: ["vs"],
            arguments: [ArgumentSpec(.argumentBreeds, .requiredRest, completion: .breeds, words: ["favorites"])],
            help: .commandCompareHelp,
            examples: ["compare labrador retriever golden", "compare 1 3 4", "compare favorites", "compare pug 2"]
        ) { arguments in .compare(arguments.words) },
        CommandSpec(
            .random,
            arguments: [
                ArgumentSpec(.argumentBreed, .optional, completion: .breeds),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            help: .commandRandomHelp, examples: ["random", "random poodle toy"]
        ) { arguments in .random(arguments.isEmpty ? nil : .name(arguments.words)) },
        CommandSpec(
            .info,
            arguments: [
                ArgumentSpec(.argumentBreedOrRow, .optional, completion: .breeds),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            help: .commandInfoHelp, examples: ["info", "info husky", "info 2"]
        ) { arguments throws(CommandError) in .info(arguments.isEmpty ? nil : try arguments.target()) },
        CommandSpec(
            .show, aliases: ["view"],
            arguments: [ArgumentSpec(.argumentRow, .required, completion: .rows)],
            help: .commandShowHelp, screens: [.breeds, .breed, .favorites], examples: ["show 3"]
        ) { arguments throws(CommandError) in .show(row: try arguments.requiredRow(0)) },
        CommandSpec(.grid, aliases: ["thumbs"], help: .commandGridHelp, screens: [.breed, .favorites], examples: ["grid"]) { _ in .grid },
        CommandSpec(
            .save,
            arguments: [
                ArgumentSpec(.argumentRow, .required, completion: .rows),
                ArgumentSpec(.argumentFile, .optional, completion: .paths),
            ],
            help: .commandSaveHelp, screens: [.breeds, .breed, .favorites], examples: ["save 3", "save 3 ~/pictures/pug.jpg"]
        ) { arguments throws(CommandError) in .save(row: try arguments.requiredRow(0), path: arguments[1]) },
        CommandSpec(
            .browse, aliases: ["web"],
            arguments: [ArgumentSpec(.argumentRow, .optional, completion: .rows)],
            help: .commandBrowseHelp, examples: ["browse", "browse 3"]
        ) { arguments throws(CommandError) in .browse(row: try arguments.row(0)) },
        CommandSpec(
            .copy, aliases: ["yank"],
            arguments: [ArgumentSpec(.argumentRow, .optional, completion: .rows)],
            help: .commandCopyHelp, examples: ["copy", "copy 3"]
        ) { arguments throws(CommandError) in .copy(row: try arguments.row(0)) },
        CommandSpec(
            .fav, aliases: ["favorite"],
            arguments: [ArgumentSpec(.argumentRow, .optional, completion: .rows)],
            help: .commandFavHelp, screens: [.breeds, .breed, .search, .find], examples: ["fav", "fav 12"]
        ) { arguments throws(CommandError) in .favorite(row: try arguments.row(0)) },
        CommandSpec(
            .unfav, aliases: ["unfavorite"],
            arguments: [ArgumentSpec(.argumentRow, .optional, completion: .rows)],
            help: .commandUnfavHelp, examples: ["unfav", "unfav 2"]
        ) { arguments throws(CommandError) in .unfavorite(row: try arguments.row(0)) },
        CommandSpec(
            .favorites, aliases: ["favs"],
            arguments: [
                ArgumentSpec(.argumentAction, .optional, completion: .keywords(["export", "import"])),
                ArgumentSpec(.argumentFile, .requiredWithPrevious, completion: .paths),
            ],
            flags: [FlagSpec("force", help: .flagForceHelp, inUsage: false)],
            help: .commandFavoritesHelp,
            examples: ["favorites", "favorites export dogs.json", "favorites export --force dogs.json", "favorites import dogs.json"]
        ) { arguments in
            switch (arguments.keyword(0), arguments[1]) {
            case let ("export", path?): .exportFavorites(path: path, replacing: arguments.flags.contains("force"))
            case let ("import", path?): .importFavorites(path: path)
            default: .favorites
            }
        },
        CommandSpec(.history, help: .commandHistoryHelp) { _ in .history },
        CommandSpec(
            .record,
            arguments: [ArgumentSpec(.argumentFile, .optional, completion: .paths, words: ["stop"])],
            flags: [FlagSpec("transcript", help: .flagTranscriptHelp), FlagSpec("force", help: .flagForceHelp, inUsage: false)],
            help: .commandRecordHelp,
            examples: ["record tour.dogsh", "record --transcript tour.t", "record --force tour.dogsh", "record", "record stop"]
        ) { arguments throws(CommandError) in .record(try arguments.recording()) },
        CommandSpec(
            .theme,
            arguments: [ArgumentSpec(.argumentTheme, .optional, completion: .keywords(ThemeChoice.allCases.map(\.rawValue)))],
            help: .commandThemeHelp, examples: ["theme", "theme light"]
        ) { arguments in .theme(arguments.keyword(0).flatMap(ThemeChoice.init(rawValue:))) },
        CommandSpec(
            .units,
            arguments: [ArgumentSpec(.argumentUnits, .optional, completion: .keywords(UnitsSetting.allCases.map(\.rawValue)))],
            help: .commandUnitsHelp, examples: ["units", "units imperial", "units auto"]
        ) { arguments in .units(arguments.keyword(0).flatMap(UnitsSetting.init(rawValue:))) },
        CommandSpec(
            .lang,
            arguments: [ArgumentSpec(.argumentLanguage, .optional, completion: .keywords(LanguageChoice.allCases.map(\.rawValue) + ["auto"]))],
            help: .commandLangHelp, examples: ["lang", "lang de", "lang auto"]
        ) { arguments in .lang(arguments.keyword(0).map { LanguageChoice(rawValue: $0).map(LanguageSetting.fixed) ?? .environment }) },
        CommandSpec(
            .log,
            arguments: [
                ArgumentSpec(.argumentCategory, .optional, completion: .keywords(LogCategory.allCases.map(\.rawValue) + ["*"])),
                ArgumentSpec(.argumentLevel, .optional, completion: .keywords(LogSeverity.allCases.map(\.rawValue))),
            ],
            help: .commandLogHelp, examples: ["log", "log net", "log net debug", "log * warning"]
        ) { arguments in .log(category: arguments.keyword(0), level: arguments.keyword(1).flatMap(LogSeverity.init(rawValue:))) },
        CommandSpec(
            .help, aliases: ["?"],
            arguments: [ArgumentSpec(.argumentCommand, .optional, completion: .commands)],
            help: .commandHelpHelp, examples: ["help", "help open"]
        ) { arguments throws(CommandError) in
            guard let topic = arguments[0] else { return .help(nil) }
            guard let spec = spec(invokedBy: topic) else {
                throw .unknownCommand(topic, suggestions: CommandParser.suggestions(for: topic))
            }
            return .help(spec.name)
        },
        CommandSpec(.quit, aliases: ["exit", "q"], help: .commandQuitHelp) { _ in .quit },
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
