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
        ) { navigator, arguments throws(CommandError) in
            switch try arguments.target() {
            case let .name(words): navigator.resolve(words).andThen { navigator.open($0) }
            case let .row(row): navigator.onScreen(.open(.row(row)), named: .open)
            }
        },
        CommandSpec(
            .back, aliases: [".."], arguments: [ArgumentSpec(.argumentSteps, .optional, completion: .crumbs)],
            help: .commandBackHelp, examples: ["back", "back 2"]
        ) { navigator, arguments throws(CommandError) in
            let steps = try arguments.steps(0) ?? 1
            guard navigator.stack.depth > 1 else { throw .backAtRoot }
            guard steps < navigator.stack.depth else { throw .backTooFar(steps, available: navigator.stack.depth - 1) }
            for _ in 0..<steps { navigator.stack.pop() }
            return [navigator.shown(navigator.stack.top)]
        },
        CommandSpec(.forward, help: .commandForwardHelp) { navigator, _ throws(CommandError) in
            guard navigator.stack.goForward() else { throw .forwardAtEnd }
            return [navigator.shown(navigator.stack.top)]
        },
        CommandSpec(.home, aliases: ["~"], help: .commandHomeHelp) { navigator, _ in
            navigator.stack.popToRoot()
            return [navigator.shown(navigator.stack.top)]
        },
        CommandSpec(.where, aliases: ["pwd"], help: .commandWhereHelp) { navigator, _ in
            [.present(.breadcrumb(navigator.stack.screens.map(\.crumb)))]
        },
        CommandSpec(
            .ls, aliases: ["list"],
            arguments: [ArgumentSpec(.argumentPage, .optional, completion: .pages)],
            flags: [FlagSpec("images", help: .flagImagesHelp, screens: [.breeds])],
            help: .commandLsHelp, examples: ["ls", "ls 2", "ls --images"]
        ) { navigator, arguments throws(CommandError) in
            navigator.onScreen(.list(page: try arguments.page(0), images: arguments.flags.contains("images")), named: .ls)
        },
        CommandSpec(.more, aliases: ["next"], help: .commandMoreHelp) { navigator, _ in navigator.onScreen(.more, named: .more) },
        CommandSpec(.prev, aliases: ["previous"], help: .commandPrevHelp) { navigator, _ in navigator.onScreen(.prev, named: .prev) },
    ]
}
