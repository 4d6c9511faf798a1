extension CommandTable {
    /// Moving about the stack and its pages.
    static let moving: [CommandSpec] = [
        CommandSpec(
            .open, aliases: ["cd"],
            arguments: [
                ArgumentSpec(.argumentBreedOrRow, .required, completion: .breeds, words: ["favorites"]),
                ArgumentSpec(.argumentSubBreed, .optionalRest, completion: .subBreeds),
            ],
            shorthands: ["..": .back, "~": .home, "/": .home, "favorites": .favorites, "favs": .favorites],
            help: .commandOpenHelp, examples: ["open labrador", "open afghan hound", "open hound afghan", "open 3", "cd .."]
        ) { coordinator, arguments throws(CommandError) in
            switch try arguments.target() {
            case let .name(words): coordinator.resolve(words).andThen { coordinator.open($0) }
            case let .row(row): coordinator.onScreen(.open(.row(row)), named: .open)
            }
        },
        CommandSpec(
            .back, aliases: [".."], arguments: [ArgumentSpec(.argumentSteps, .optional, completion: .crumbs)],
            help: .commandBackHelp, examples: ["back", "back 2"]
        ) { coordinator, arguments throws(CommandError) in
            let steps = try arguments.steps(0) ?? 1
            guard coordinator.stack.depth > 1 else { throw .backAtRoot }
            guard steps < coordinator.stack.depth else { throw .backTooFar(steps, available: coordinator.stack.depth - 1) }
            for _ in 0..<steps { coordinator.stack.pop() }
            return [coordinator.shown(coordinator.stack.top)]
        },
        CommandSpec(.forward, help: .commandForwardHelp) { coordinator, _ throws(CommandError) in
            guard coordinator.stack.goForward() else { throw .forwardAtEnd }
            return [coordinator.shown(coordinator.stack.top)]
        },
        CommandSpec(.home, aliases: ["~"], help: .commandHomeHelp) { coordinator, _ in
            coordinator.stack.popToRoot()
            return [coordinator.shown(coordinator.stack.top)]
        },
        CommandSpec(.where, aliases: ["pwd"], help: .commandWhereHelp) { coordinator, _ in
            [.present(.breadcrumb(coordinator.stack.screens.map(\.crumb)))]
        },
        CommandSpec(
            .ls, aliases: ["list"],
            arguments: [ArgumentSpec(.argumentPage, .optional, completion: .pages)],
            flags: [FlagSpec("images", help: .flagImagesHelp, screens: [.breeds])],
            help: .commandLsHelp, examples: ["ls", "ls 2", "ls --images"]
        ) { coordinator, arguments throws(CommandError) in
            coordinator.onScreen(.list(page: try arguments.page(0), images: arguments.flags.contains("images")), named: .ls)
        },
        CommandSpec(.more, aliases: ["next"], help: .commandMoreHelp) { coordinator, _ in coordinator.onScreen(.more, named: .more) },
        CommandSpec(.prev, aliases: ["previous"], help: .commandPrevHelp) { coordinator, _ in coordinator.onScreen(.prev, named: .prev) },
    ]
}
