/// How the coordinator folds the results of effects back into its state.
extension Coordinator {
    /// Stores the catalog and rebuilds the root's rows (keeping the screens above it), or reports why it failed.
    mutating func catalogLoaded(_ result: Result<Catalog, CatalogError>) -> [Effect] {
        switch result {
        case let .success(catalog):
            let replaced = self.catalog?.features.awaitingLive == true
            self.catalog = catalog
            catalogError = nil
            let rows = catalog.breeds.map(BreedRow.init)
            if case var .breeds(root) = stack.root, !root.breeds.isEmpty {
                // A sorted list ranks sub-breeds with the breeds.
                root.replaceRows(root.sorting == nil ? rows : catalog.allBreeds.map(BreedRow.init))
                stack.updateRoot(.breeds(root))
            } else {
                stack.popToRoot()
                stack.updateRoot(.breeds(BreedsScreen(breeds: rows, pageSize: settings.pageSize)))
            }
            if catalog.features.awaitingLive {
                return [.present(.notice(liveSlowMessage(catalog.sourceName)))]
            }
            if let reason = catalog.features.fallbackReason {
                return [.present(.notice(Message(.messageLiveFallback, ["reason": .message(reason)])))]
            }
            guard replaced else { return [] }
            // The breeds list on show is drawn again with the live rows, so they are what row numbers mean.
            return (stack.depth == 1 ? [shown(stack.top)] : []) + liveCatalogArrived(catalog)
        case let .failure(error):
            catalogError = error
            return [.fail(error.message)]
        }
    }

    /// Says that the live list replaced the one standing in, and names the breeds on the stack it lacks.
    private func liveCatalogArrived(_ catalog: Catalog) -> [Effect] {
        let missing = stack.screens.compactMap { screen -> BreedRef? in
            guard case let .breed(breedScreen) = screen, catalog.breed(breedScreen.ref) == nil else { return nil }
            return breedScreen.ref
        }
        return [.present(.notice(Message(.messageLiveArrived, ["source": .text(catalog.sourceName)])))]
            + missing.map { ref in
                .present(.notice(Message(.messageBreedNotInLiveList, ["breed": .breed(ref, fallback: ref.phrase), "source": .text(catalog.sourceName)])))
            }
    }

    /// Gives random images to the breeds list; shows it when it is on top.
    mutating func thumbnailsLoaded(_ results: [BreedRef: Thumbnail]) -> [Effect] {
        guard case var .breeds(root) = stack.root else { return [] }
        root.thumbnailsLoaded(results)
        stack.updateRoot(.breeds(root))
        return stack.depth == 1 ? [shown(stack.top)] : []
    }

    /// Adds the live search's matches to the search on top, after the local ones, and shows it.
    mutating func remoteSearchCompleted(_ query: String, _ result: Result<[BreedRef], CatalogError>) -> [Effect] {
        guard case var .search(screen) = stack.top, screen.query == query, let catalog else { return [] }
        switch result {
        case let .success(refs):
            screen.merge(refs, catalog: catalog)
            stack.updateTop(.search(screen))
            return [shown(stack.top)]
        case let .failure(error) where settings.requiresLive:
            return [.fail(error.message)]
        case let .failure(error):
            return [shown(stack.top), .present(.notice(Message(.messageSearchLocalOnly, ["reason": .message(error.message)])))]
        }
    }

    /// Gives loaded images to every breed screen waiting for them and shows the top one; each
    /// screen that got live images asks for their bytes ahead, as work of its own entry.
    ///
    /// Live images that replace a stand-in on the screen on top are shown at once, the page drawn
    /// again with a line that says so, so the rows on screen are the rows commands act on.
    /// Stand-in images are never fetched ahead: the live ones replace them.
    mutating func imagesLoaded(_ ref: BreedRef, _ result: Result<ImageBatch, CatalogError>) -> [Effect] {
        // Ctrl-C while a breed opens stops the opening, as a browser's Stop does: the person stays
        // where they were, and opening the breed again fetches afresh.
        if case .failure(.network(.cancelled)) = result, case let .breed(screen) = stack.top, screen.ref == ref, screen.images == .loading {
            stack.discardTop()
            return []
        }
        // With `--require-live`, a breed whose images did not come is not opened: the command fails, with nothing shown.
        if settings.requiresLive, case let .failure(error) = result, case let .breed(screen) = stack.top, screen.ref == ref, screen.images == .loading {
            stack.discardTop()
            return [.fail(error.message)]
        }
        // `more` waits for its images: the page is shown when they come, or with the reason they did not.
        var moreFailed: [Effect] = []
        var loadingMore = false
        if case let .breed(top) = stack.top, top.ref == ref, top.isLoadingMore {
            loadingMore = true
            if case let .failure(error) = result { moreFailed = [.fail(error.message)] }
        }
        let topID = stack.topEntry.id
        let marks = marks
        let onStack = Set(stack.entries.map(\.id))
        var shown: [Effect] = []
        var prefetches: [Effect] = []
        let arrived = Message(.messageLiveImagesArrived, ["source": .text(catalog?.sourceName ?? ""), "breed": .breed(ref, fallback: displayName(ref))])
        stack.updateAll { id, screen in
            guard case var .breed(breedScreen) = screen, breedScreen.ref == ref else { return }
            let before = breedScreen.images
            guard breedScreen.imagesLoaded(result) else { return }
            screen = .breed(breedScreen)
            if id == topID {
                switch before {
                case .loading:
                    shown = [.present(.screen(screen, marks: marks))]
                case .loaded where loadingMore:
                    shown = [.present(.screen(screen, marks: marks))]
                case .loaded(let standIn) where standIn.awaitingLive && before.loaded != breedScreen.images.loaded:
                    shown = [.present(.screen(screen, marks: marks)), .present(.notice(arrived))]
                default:
                    // Stand-in images that merely stop waiting (the live answer failed) are not shown again.
                    break
                }
            }
            guard case let .loaded(batch) = breedScreen.images, !batch.awaitingLive, moreFailed.isEmpty else { return }
            let urls = batch.images.map(\.url)
            if !urls.isEmpty, onStack.contains(id) { prefetches.append(.prefetchImages(urls: urls, for: id)) }
        }
        var slow: [Effect] = []
        if case let .success(batch) = result, batch.awaitingLive, let catalog {
            slow = [.present(.notice(liveSlowMessage(catalog.sourceName)))]
        }
        // Images the embedded catalog gave in the live source's place say why, as the breed list does.
        if case let .success(batch) = result, let reason = batch.fallbackReason, !shown.isEmpty {
            slow = [.present(.notice(Message(.messageLiveFallback, ["reason": .message(reason)])))]
        }
        return shown + moreFailed + slow + prefetches
    }

    /// The source has not answered for the quiet time: what stands in, and that the live answer will replace it.
    func liveSlowMessage(_ source: String) -> Message {
        Message(.messageLiveSlow, ["source": .text(source), "count": .number(settings.quietSeconds)])
    }

    /// Takes the store's new list of favorites: the marks follow, and favorites screens regroup.
    mutating func favoritesChanged(_ favorites: [Favorite]) -> [Effect] {
        _ = favoritesState.replace(with: favorites)
        let groups = favoriteGroups
        stack.updateAll { _, screen in
            guard case var .favorites(list) = screen else { return }
            list.regroup(groups)
            screen = .favorites(list)
        }
        return stack.top.kind == .favorites ? [shown(stack.top)] : []
    }
}
