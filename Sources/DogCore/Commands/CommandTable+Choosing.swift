extension CommandTable {
    /// Finding and weighing breeds.
    static let choosing: [CommandSpec] = [
        CommandSpec(
            .search,
            arguments: [ArgumentSpec(.argumentText, .requiredRest, completion: .breeds)],
            help: .commandSearchHelp, examples: ["search golden", "search rtvr", "search labardor"]
        ) { coordinator, arguments in coordinator.search(arguments.words.joined(separator: " ")) },
        CommandSpec(
            .find,
            arguments: [ArgumentSpec(.argumentConditions, .requiredRest, completion: .conditions)],
            help: .commandFindHelp,
            examples: [
                "find weight<10 children>=4 shedding<=2", "find size:small shedding:low", "find group:herding energy>=4",
                "find temperament:calm life>=13", "find coat:hairless", "find weight < 22lb barking:low",
            ]
        ) { coordinator, arguments throws(CommandError) in coordinator.find(try TraitQuery(parsing: arguments.words, units: coordinator.unitSystem, names: coordinator.catalog?.traitNames)) },
        CommandSpec(
            .sort,
            arguments: [
                ArgumentSpec(.argumentTrait, .optional, completion: .keywords(BreedTrait.allCases.filter(\.isOrdered).map(\.rawValue))),
                ArgumentSpec(.argumentDirection, .optional, completion: .keywords(["asc", "desc"])),
            ],
            help: .commandSortHelp, screens: [.breeds, .search, .find, .favorites],
            examples: ["sort weight", "sort popularity", "sort energy desc", "sort"]
        ) { coordinator, arguments throws(CommandError) in coordinator.sort(try arguments.order(names: coordinator.catalog?.traitNames)) },
        CommandSpec(
            .compare, aliases: ["vs"],
            arguments: [ArgumentSpec(.argumentBreeds, .requiredRest, completion: .breeds, words: ["favorites"])],
            help: .commandCompareHelp,
            examples: ["compare labrador retriever golden", "compare 1 3 4", "compare favorites", "compare pug 2"]
        ) { coordinator, arguments in coordinator.compare(arguments.words) },
        CommandSpec(
            .random,
            arguments: [
                ArgumentSpec(.argumentBreed, .optional, completion: .breeds),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            help: .commandRandomHelp, examples: ["random", "random poodle toy"]
        ) { coordinator, arguments in
            guard !arguments.isEmpty else { return [.loadRandomImage(coordinator.currentBreed)] }
            return coordinator.resolve(arguments.words).andThen { [.loadRandomImage($0)] }
        },
        CommandSpec(
            .info,
            arguments: [
                ArgumentSpec(.argumentBreedOrRow, .optional, completion: .breeds),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            help: .commandInfoHelp, examples: ["info", "info husky", "info 2"]
        ) { coordinator, arguments throws(CommandError) in
            try coordinator.onBreedOrRow(arguments, command: .info, row: { .info($0.map(BreedTarget.row)) }) { coordinator, ref in coordinator.describe(ref) }
        },
    ]
}
