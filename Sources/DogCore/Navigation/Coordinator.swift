/// The coordinator: holds the screen stack and turns every event into effects, purely.
///
/// `handle(_:)` is the only way state changes. It performs no I/O; the runtime performs
/// the effects it returns and feeds their results back as events. It is itself the navigation
/// machine (the stack, its screens and the catalog they show) and hands the other events to its
/// child machines, each with its own folder and transition table: `FavoritesState`,
/// `SettingsState` and `RecordingReports`.
public struct Coordinator: Sendable {
    /// The screens, root first.
    public internal(set) var stack: NavigationStack
    /// The loaded catalog; nil until `catalogLoaded` succeeds.
    public internal(set) var catalog: Catalog?
    /// Why the catalog failed to load, if it did.
    public internal(set) var catalogError: CatalogError?
    /// Whether the live source is reachable; the prompt marks it when not.
    public internal(set) var isOnline: Bool
    /// The favorites' machine.
    public internal(set) var favoritesState = FavoritesState()
    /// The settings' machine.
    public internal(set) var settingsState: SettingsState
    /// The picture `random` showed last, while nothing else has been shown after it: `fav`,
    /// `unfav` and `save` without a row act on it.
    public internal(set) var pictureOnShow: BreedImage?

    /// The favorites, oldest first, as the store last reported them.
    public var favorites: [Favorite] { favoritesState.favorites }
    /// The favorites as sets, that rows are marked from when a screen is drawn.
    public var marks: FavoriteSet { favoritesState.marks }
    /// The person's saved settings; commands such as `theme` change them before they are saved.
    public internal(set) var preferences: Preferences {
        get { settingsState.preferences }
        set { settingsState.preferences = newValue }
    }
    /// The log levels in force; `log` changes them.
    public internal(set) var logLevels: LogLevelRules {
        get { settingsState.logLevels }
        set { settingsState.logLevels = newValue }
    }
    /// The units measures are shown in, and typed in when `find` is given no unit: metric for
    /// `--json`, else `--units`, else the saved setting, `auto` standing for the measurement locale's.
    public var unitSystem: UnitSystem {
        settings.fixedUnits ?? (settings.unitsFlag ?? preferences.units).system(locale: settings.localeUnits)
    }

    /// When output goes through the pager: off for the session after `--no-pager`, else the saved setting.
    public var pagerSetting: PagerSetting {
        settings.pagerOffByFlag ? .off : preferences.pager
    }
    /// The knobs this coordinator was created with; the page size follows `terminalResized`.
    public internal(set) var settings: CoordinatorSettings {
        get { settingsState.knobs }
        set { settingsState.knobs = newValue }
    }

    /// Creates a coordinator with an empty breeds list as its root.
    public init(settings: CoordinatorSettings = CoordinatorSettings()) {
        self.settingsState = SettingsState(knobs: settings)
        self.stack = NavigationStack(
            root: .breeds(BreedsScreen(breeds: [], pageSize: settings.pageSize)), maximumDepth: settings.maximumDepth
        )
        self.catalog = nil
        self.catalogError = nil
        self.isOnline = true
    }

    /// Handles one event and returns the effects for the runtime to perform, in order.
    public mutating func handle(_ event: Event) -> [Effect] {
        let effects = transition(event)
        followPictureOnShow(effects)
        return effects
    }

    /// What an event does to the state, and the effects it asks for.
    private mutating func transition(_ event: Event) -> [Effect] {
        switch event {
        case .started:
            return [.loadCatalog]
        case let .catalogLoaded(result):
            return catalogLoaded(result)
        case let .catalogStandingIn(shown, source):
            return catalogLoaded(.success(StandIns.catalog(shown, for: source)))
        case let .lateCatalogAnswered(shown, source, result):
            return catalogLoaded(.success(StandIns.settledCatalog(standIn: shown, source: source, result)))
        case let .commandEntered(statement):
            do {
                // While a random picture is on show, the screen is checked once the command is known to act on a row.
                guard let parsed = try CommandParser.parse(statement, on: pictureOnShow == nil ? stack.top.kind : nil) else { return [] }
                return handle(parsed)
            } catch {
                return [.fail(error.message)]
            }
        case let .imagesLoaded(ref, result):
            return imagesLoaded(ref, result)
        case let .imagesStandingIn(ref, shown):
            return imagesLoaded(ref, .success(shown.standingIn))
        case let .lateImagesAnswered(ref, shown, result, offline):
            return imagesLoaded(ref, StandIns.settledImages(standIn: shown, result, offline: offline))
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
        case .favoriteAdded, .favoriteRemoved, .favoritesFileRead, .favoritesImported, .favoritesExported:
            return favoritesState.handle(event, catalog: catalog)
        case .preferencesLoaded, .preferencesSaved, .logLevelsConfigured:
            return settingsState.handle(event)
        case .recordingRequested, .recordingReported:
            return RecordingReports.handle(event)
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
        case let .historyLoaded(lines?) where !lines.isEmpty:
            return [.present(.history(lines))]
        case .historyLoaded(let lines):
            return [.present(.message(Message(lines == nil ? .messageHistoryUnavailable : .messageHistoryEmpty)))]
        case .interrupted:
            return [.fail(Message(.messageInterrupted))]
        case let .terminalResized(size):
            if let rows = size.rows, settingsState.follow(pageSize: CoordinatorSettings.pageSize(fittingRows: rows)) {
                stack.updateAll { [size = settings.pageSize] _, screen in screen.repage(pageSize: size) }
            }
            return [.fitOutput(size)]
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
            // With --require-live nothing stands in, so the notice that cached and embedded data answer would be untrue.
            if !online, settings.requiresLive { return [] }
            return online
                ? [.present(.notice(Message(.messageOnline))), .loadCatalog]
                : [.present(.notice(Message(.messageOffline)))]
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
        case let .failure(error): [.fail(Coordinator.message(for: error))]
        }
    }
}

extension Coordinator {
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
