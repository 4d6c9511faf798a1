extension CommandTable {
    /// Drawing, saving and handing on the images in rows.
    static let images: [CommandSpec] = [
        CommandSpec(
            .show, aliases: ["view"],
            arguments: [
                ArgumentSpec(.argumentBreedOrRow, .required, completion: .breeds),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            help: .commandShowHelp, screens: [.breeds, .breed, .favorites], examples: ["show 3", "show pug"]
        ) { coordinator, arguments throws(CommandError) in
            switch try arguments.target() {
            case let .row(row): coordinator.onScreen(.show(row: row), named: .show)
            case let .name(words): coordinator.resolve(words).andThen { coordinator.show($0) }
            }
        },
        CommandSpec(.grid, aliases: ["thumbs"], help: .commandGridHelp, screens: [.breed, .favorites], examples: ["grid"]) { coordinator, _ in
            coordinator.onScreen(.grid, named: .grid)
        },
        CommandSpec(
            .save,
            arguments: [
                ArgumentSpec(.argumentRow, .optional, completion: .rows),
                ArgumentSpec(.argumentFile, .optional, completion: .paths),
            ],
            help: .commandSaveHelp, screens: [.breeds, .breed, .favorites], examples: ["save 3", "save 3 ~/pictures/pug.jpg", "save"]
        ) { coordinator, arguments throws(CommandError) in try coordinator.save(arguments) },
        CommandSpec(
            .browse, aliases: ["web"],
            arguments: [ArgumentSpec(.argumentRow, .optional, completion: .rows)],
            help: .commandBrowseHelp, examples: ["browse", "browse 3"]
        ) { coordinator, arguments throws(CommandError) in coordinator.onScreen(.browse(row: try arguments.row(0)), named: .browse) },
        CommandSpec(
            .copy, aliases: ["yank"],
            arguments: [ArgumentSpec(.argumentRow, .optional, completion: .rows)],
            help: .commandCopyHelp, examples: ["copy", "copy 3"]
        ) { coordinator, arguments throws(CommandError) in coordinator.onScreen(.copy(row: try arguments.row(0)), named: .copy) },
    ]
}
