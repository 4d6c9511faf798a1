/// How the coordinator runs commands: each by its table entry, which asks the top screen about rows and pages.
extension Coordinator {
    /// Runs a parsed command, once its spec and flags apply on the screen on top.
    mutating func handle(_ parsed: ParsedCommand) -> [Effect] {
        let kind = stack.top.kind
        let spec = parsed.spec
        guard spec.screens.contains(kind) || actsOnPictureOnShow(parsed) else {
            return fail(.notOnScreen(spec.name, kind))
        }
        for flag in parsed.flags where spec.flags.first(where: { $0.name == flag })?.screens.contains(kind) == false {
            return fail(.flagNotOnScreen(flag, kind))
        }
        do {
            return try spec.run(&self, parsed.arguments)
        } catch {
            return fail(error)
        }
    }

    /// Hands a command about rows or pages to the top screen; fails when that screen has no such command.
    mutating func onScreen(_ command: Command, named name: CommandName) -> [Effect] {
        var top = stack.top
        let reaction = top.handle(command)
        stack.updateTop(top)
        return react(to: reaction ?? .failure(.notOnScreen(name, top.kind)))
    }

    /// Runs a command that takes a breed or a row (`fav`, `unfav`, `info`): a name resolves to a
    /// breed, which `named` acts on; a row number, or none, goes to the screen on top as `row` says.
    mutating func onBreedOrRow(
        _ arguments: CommandArguments, command name: CommandName, row: (Int?) -> Command, named: (inout Coordinator, BreedRef) -> [Effect]
    ) throws(CommandError) -> [Effect] {
        switch arguments.isEmpty ? nil : try arguments.target() {
        case let .name(words)?:
            switch resolve(words) {
            case let .success(ref): return named(&self, ref)
            case let .failure(error): return fail(error)
            }
        case let target:
            return onScreen(row(target?.row), named: name)
        }
    }

    /// The breed the top screen shows, if it is a breed screen.
    var currentBreed: BreedRef? {
        if case let .breed(screen) = stack.top { return screen.ref }
        return nil
    }

    /// The favorites grouped for the favorites screen.
    var favoriteGroups: [FavoriteGroup] {
        FavoriteGroup.groups(favorites, catalog: catalog)
    }

    /// Turns a screen's reaction into effects, acting on its delegate requests.
    mutating func react(to reaction: ScreenReaction) -> [Effect] {
        switch reaction {
        case .present:
            return [shown(stack.top)]
        case let .failure(error):
            return fail(error)
        case let .delegate(.picked(ref)):
            return open(ref)
        case let .delegate(.favorite(favorite)):
            return [.addFavorite(favorite)]
        case let .delegate(.unfavorite(favorite)):
            return [.removeFavorite(favorite)]
        case let .delegate(.describe(ref)):
            return describe(ref)
        case .delegate(.describeCatalog):
            guard let catalog else { return fail(.catalogUnavailable) }
            return [.present(.catalogSummary(CatalogSummary(catalog)))]
        case let .delegate(.moreImages(ref)):
            guard case let .breed(screen) = stack.top else { return [] }
            // Enough for a whole page more, and never fewer than a breed screen's first batch.
            return [.loadImages(ref, count: screen.images.loaded.count + max(settings.imagesPerBreed, screen.paging.pageSize ?? 0))]
        case let .delegate(.loadThumbnails(refs)):
            return [.loadThumbnails(refs)]
        case let .delegate(.draw(image)):
            return [.drawImage(image)]
        case let .delegate(.drawGrid(images)):
            return [.drawGrid(images)]
        case let .delegate(.save(image, path)):
            return [.saveImage(image, path: path)]
        case let .delegate(.browse(row)):
            let address = switch row {
            case let .image(image)?: image.url
            case let .breed(ref)?: BreedPages.page(akcName: catalog?.facts?.facts(for: ref)?.akcName, englishName: catalog?.breed(ref)?.displayName ?? ref.phrase)
            case nil: BreedPages.breedsList
            }
            guard let url = SafeURL.sanitize(address) else { return fail(.unsafeURL(PrintableText.strip(address))) }
            return [.openURL(url)]
        case let .delegate(.copy(.image(image))):
            guard let url = SafeURL.sanitize(image.url) else { return fail(.unsafeURL(PrintableText.strip(image.url))) }
            return [.copyText(url)]
        case let .delegate(.copy(.breed(ref))):
            return [.copyText(PrintableText.strip(displayName(ref)))]
        }
    }

    /// Pushes a breed's screen and asks for its images; shows it again when it is already on top.
    mutating func open(_ ref: BreedRef) -> [Effect] {
        if currentBreed == ref { return [shown(stack.top)] }
        guard let breed = catalog?.breed(ref) else { return fail(.unknownBreed(ref.phrase, suggestions: [])) }
        stack.push(.breed(BreedScreen(breed: breed, facts: catalog?.facts?.facts(for: breed.ref), pageSize: settings.pageSize)))
        return [.loadImages(ref, count: settings.imagesPerBreed)]
    }

    /// Draws the image of the first row on the screen on top that holds a breed: `show pug`.
    ///
    /// The first image row of the breed (an image on its screen, a favorite image of it), or on
    /// the breeds list its row on the page once `ls --images` fetched the thumbnails. Where no
    /// image of it is on the screen, the failure says so and offers `random`, which always has one.
    mutating func show(_ ref: BreedRef) -> [Effect] {
        let rows = stack.top.rows
        if let index = rows.firstIndex(where: { if case let .image(image) = $0 { image.ref == ref } else { false } }) {
            return onScreen(.show(row: index + 1), named: .show)
        }
        // On the breeds list, a breed's row on the page draws its thumbnail once `ls --images` fetched it.
        if case let .breeds(list) = stack.top, list.showsImages, let index = rows.firstIndex(where: { $0.ref == ref }),
           stack.top.paging.visibleRange.contains(index) {
            return onScreen(.show(row: index + 1), named: .show)
        }
        return fail(.noImageOf(ref, displayName: displayName(ref)))
    }

    /// Shows a breed's details.
    func describe(_ ref: BreedRef) -> [Effect] {
        guard let breed = catalog?.breed(ref) else { return fail(.unknownBreed(ref.phrase, suggestions: [])) }
        return [.present(.details(breed, facts: catalog?.facts?.facts(for: ref)))]
    }

    /// Lists the breeds that meet every condition; a new `find` replaces a find screen on top instead of stacking on it.
    mutating func find(_ query: TraitQuery) -> [Effect] {
        guard let catalog else { return fail(.catalogUnavailable) }
        let found = FindScreen(query: query, catalog: catalog, pageSize: settings.pageSize)
        // A temperament word no breed has is a slip, not a question with no answer.
        if let word = found.wordsNoBreedHas.first {
            let keywords = Set(catalog.allBreeds.flatMap { catalog.traits(of: $0).temperament.map(TextFolding.fold) })
            return fail(.unknownTemperament(word, suggestions: CommandError.slips(of: word, among: keywords.sorted())))
        }
        let screen = Screen.find(found)
        if stack.top.kind == .find { stack.replaceTop(screen) } else { stack.push(screen) }
        return [shown(screen)]
    }

    /// Orders the list on show by a trait, or puts it back in its own order when there is none;
    /// the command table keeps `sort` to list screens.
    mutating func sort(_ order: ListOrder?) -> [Effect] {
        guard let catalog else { return fail(.catalogUnavailable) }
        guard let order else {
            var top = stack.top
            top.unsort()
            stack.updateTop(top)
            return [shown(top)]
        }
        var traits: [BreedRef: BreedTraits] = [:]
        for breed in catalog.allBreeds { traits[breed.ref] = catalog.traits(of: breed) }
        var top = stack.top
        if case var .breeds(list) = top {
            list.sort(Sorting(order: order, traits: traits), rows: catalog.allBreeds.map(BreedRow.init))
            top = .breeds(list)
        } else {
            top.sort(Sorting(order: order, traits: traits))
        }
        stack.updateTop(top)
        return [shown(top)]
    }

    /// Runs a search; a new search replaces a search screen on top instead of stacking on it.
    mutating func search(_ query: String) -> [Effect] {
        guard let catalog else { return fail(.catalogUnavailable) }
        let screen = Screen.search(
            SearchScreen(query: query, catalog: catalog, pageSize: settings.pageSize)
        )
        if stack.top.kind == .search { stack.replaceTop(screen) } else { stack.push(screen) }
        return catalog.features.remoteSearch ? [.searchRemote(query)] : [shown(screen)]
    }

    /// Resolves words to a breed, relative to the breed on show for lone sub-breed names.
    ///
    /// Words name a breed exactly, or by whole words of its names when no other breed has them all
    /// (`golden`); words several breeds have fail, naming those breeds (`shepherd`). Every command
    /// that takes a breed's name resolves it here, so all of them read names alike.
    func resolve(_ words: [String]) -> Result<BreedRef, CommandError> {
        guard let catalog else { return .failure(.catalogUnavailable) }
        let named = catalog.breeds(named: words, context: currentBreed)
        if named.count == 1 { return .success(named[0]) }
        if named.count > 1 {
            return .failure(.ambiguousBreed(words.joined(separator: " "), candidates: named.map { NamedBreed($0, fallback: catalog.displayName($0)) }))
        }
        if words.count == 2, let breed = catalog.breed(BreedRef(TextFolding.squash(words[0]))), !breed.subBreeds.isEmpty {
            return .failure(.unknownSubBreed(breed: breed.ref.breed, subBreed: words[1], known: breed.subBreeds.map { $0.ref.subBreed ?? "" }))
        }
        let suggestions = BreedSearch.suggestions(for: words, in: catalog).map(\.ref.phrase)
        return .failure(.unknownBreed(words.joined(separator: " "), suggestions: suggestions))
    }

    /// An error effect for a command error.
    func fail(_ error: CommandError) -> [Effect] {
        [.fail(error.message)]
    }
}

extension Result where Success == BreedRef, Failure == CommandError {
    /// Continues with a resolved breed, or fails with the resolution error.
    func andThen(_ body: (BreedRef) -> [Effect]) -> [Effect] {
        switch self {
        case let .success(ref): body(ref)
        case let .failure(error): [.fail(error.message)]
        }
    }
}
