/// The coordinator: holds the screen stack and turns every event into effects, purely.
///
/// `handle(_:)` is the only way state changes. It performs no I/O; the runtime performs
/// the effects it returns and feeds their results back as events.
public struct Navigator: Sendable {
    /// The screens, root first.
    public internal(set) var stack: NavigationStack
    /// The loaded catalog; nil until `catalogLoaded` succeeds.
    public internal(set) var catalog: Catalog?
    /// Why the catalog failed to load, if it did.
    public internal(set) var catalogError: CatalogError?
    /// The favorites, oldest first, as the store last reported them.
    public internal(set) var favorites: [Favorite] {
        didSet { marks = FavoriteSet(favorites) }
    }
    /// The favorites as sets: the one place rows are marked from, when a screen is drawn.
    public private(set) var marks = FavoriteSet()
    /// The person's saved settings.
    public internal(set) var preferences: Preferences
    /// The log levels in force.
    public internal(set) var logLevels: LogLevelRules
    /// Whether the live source is reachable; the prompt marks it when not.
    public internal(set) var isOnline: Bool
    /// The knobs this navigator was created with; the page size follows `pageSizeChanged`.
    public internal(set) var settings: NavigatorSettings

    /// Creates a navigator with an empty breeds list as its root.
    public init(settings: NavigatorSettings = NavigatorSettings()) {
        self.settings = settings
        self.stack = NavigationStack(
            root: .breeds(BreedsScreen(breeds: [], pageSize: settings.pageSize)), maximumDepth: settings.maximumDepth
        )
        self.catalog = nil
        self.catalogError = nil
        self.favorites = []
        self.preferences = Preferences()
        self.logLevels = LogLevelRules()
        self.isOnline = true
    }

    /// Handles one event and returns the effects for the runtime to perform, in order.
    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .started:
            return [.loadCatalog]
        case let .catalogLoaded(result):
            return catalogLoaded(result)
        case let .commandEntered(statement):
            do {
                guard let parsed = try CommandParser.parse(statement) else { return [] }
                return handle(parsed)
            } catch {
                return [.fail(error.message)]
            }
        case let .imagesLoaded(ref, result):
            return imagesLoaded(ref, result)
        case let .randomImageLoaded(result):
            switch result {
            case let .success(image):
                return [.present(.randomImage(image, displayName: displayName(image.ref)))]
            case let .failure(error):
                return [.fail(error.message)]
            }
        case let .favoritesChanged(favorites):
            return favoritesChanged(favorites)
        case let .favoritesChangedElsewhere(favorites):
            guard favorites != self.favorites else { return [] }
            return favoritesChanged(favorites) + [.present(.message(Message(.messageFavoritesChangedElsewhere, ["count": .number(favorites.count)])))]
        case let .favoriteAdded(favorite, result):
            return favoriteStored(favorite, result, added: true)
        case let .favoriteRemoved(favorite, result):
            return favoriteStored(favorite, result, added: false)
        case let .favoritesFileRead(path, result):
            return favoritesFileRead(path, result)
        case let .favoritesImported(path, total, result):
            return result.reported { new in
                Message(.messageFavoritesImported, ["count": .number(new), "total": .number(total), "path": .text(path)])
            }
        case let .imageFailed(error):
            return [.fail(error.message)]
        case let .urlOpened(url, result):
            return result.reported { Message(.messageBrowserOpened, ["url": .text(url)]) }
        case let .textCopied(text, .terminal):
            return [.present(.message(Message(.messageCopied, ["text": .text(text)])))]
        case let .textCopied(text, .printed):
            return [.present(.message(Message(.messageCopiedPrinted, ["text": .text(text)])))]
        case let .imageSaved(path, bytes, corrected):
            let saved = Effect.present(.message(Message(.messageImageSaved, ["path": .text(path), "count": .number(bytes)])))
            guard let corrected else { return [saved] }
            let correction = Message(.messageImageSavedCorrected, [
                "typed": .typed(corrected.typed), "claimed": .text(corrected.claimed), "actual": .text(corrected.actual), "path": .text(path),
            ])
            return [.present(.message(correction)), saved]
        case let .favoritesExported(path, result):
            return result.reported { count in
                Message(.messageFavoritesExported, ["count": .number(count), "path": .text(path)])
            }
        case let .preferencesLoaded(result):
            switch result {
            case let .success(preferences):
                self.preferences = preferences
                return []
            case let .failure(error):
                return [.fail(error.message)]
            }
        case let .preferencesSaved(result, changed):
            return result.reported { preferences in
                switch changed {
                case .theme: Message(.messageThemeSet, ["theme": .message(Message(preferences.theme.nameKey))])
                case .language: Message(.messageLanguageSet, ["language": .activeLanguage])
                case .units: Message(.messageUnitsSet, ["units": .message(Message(preferences.units.nameKey))])
                }
            }
        case let .historyLoaded(lines?) where !lines.isEmpty:
            return [.present(.history(lines))]
        case .historyLoaded(let lines):
            return [.present(.message(Message(lines == nil ? .messageHistoryUnavailable : .messageHistoryEmpty)))]
        case let .recordingRequested(request):
            return [.record(request)]
        case let .recordingReported(report):
            return recordingReported(report)
        case .interrupted:
            return [.fail(Message(.messageInterrupted))]
        case let .logLevelsConfigured(rules):
            logLevels = rules
            return []
        case let .pageSizeChanged(size):
            let size = max(1, size)
            guard size != settings.pageSize else { return [] }
            settings.pageSize = size
            stack.updateAll { _, screen in screen.repage(pageSize: size) }
            return []
        case let .pageDidNotFit(size):
            var top = stack.top
            guard top.paging.pageSize != nil, size >= 1, size < top.paging.visibleRange.count else { return [] }
            top.fit(pageSize: size)
            stack.updateTop(top)
            return [shown(top)]
        case let .thumbnailsLoaded(results):
            return thumbnailsLoaded(results)
        case let .remoteSearchCompleted(query, result):
            return remoteSearchCompleted(query, result)
        case let .connectivityChanged(online):
            guard online != isOnline else { return [] }
            isOnline = online
            return online
                ? [.present(.message(Message(.messageOnline))), .loadCatalog]
                : [.present(.message(Message(.messageOffline)))]
        }
    }

    /// Whether something on show stands in for a live answer still to come: the prompt marks it.
    public var isAwaitingLive: Bool {
        if catalog?.features.awaitingLive == true { return true }
        return stack.screens.contains { screen in
            if case let .breed(breedScreen) = screen, case let .loaded(batch) = breedScreen.images { return batch.awaitingLive }
            return false
        }
    }

    /// Shows a screen, its rows marked from the favorites as they are now.
    public func shown(_ screen: Screen) -> Effect {
        .present(.screen(screen, marks: marks))
    }

    /// The display name of a breed, or its phrase when the catalog lacks it.
    public func displayName(_ ref: BreedRef) -> String {
        catalog?.displayName(ref) ?? ref.phrase
    }
}

extension Result where Failure: Error {
    /// Reports an outcome: an informational message on success, an error on failure.
    func reported(_ success: (Success) -> Message) -> [Effect] {
        switch self {
        case let .success(value): [.present(.message(success(value)))]
        case let .failure(error): [.fail(Navigator.message(for: error))]
        }
    }
}

extension Navigator {
    /// The message of any domain error.
    static func message(for error: any Error) -> Message {
        switch error {
        case let error as CommandError: error.message
        case let error as CatalogError: error.message
        case let error as FavoritesStoreError: error.message
        case let error as PreferencesError: error.message
        case let error as HandOffError: error.message
        default: Message(.errorUnexpected, ["reason": .text(String(describing: error))])
        }
    }
}
