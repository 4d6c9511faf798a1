/// Something that happened, fed to the coordinator: input from a person or a result of an effect.
public enum Event: Sendable {
    /// The session began.
    case started
    /// The catalog finished loading.
    case catalogLoaded(Result<Catalog, CatalogError>)
    /// The live source `source` stayed quiet and a stand-in's catalog answered in its place; the
    /// live answer follows as `lateCatalogAnswered`.
    case catalogStandingIn(Catalog, source: String)
    /// The live source's answer, or its failure, after a stand-in's catalog was shown.
    case lateCatalogAnswered(standIn: Catalog, source: String, Result<Catalog, CatalogError>)
    /// A statement was entered: typed, piped, scripted or replayed.
    case commandEntered(String)
    /// A breed's images finished loading.
    case imagesLoaded(BreedRef, Result<ImageBatch, CatalogError>)
    /// The live source stayed quiet and cached or embedded images answered; the live answer follows
    /// as `lateImagesAnswered`.
    case imagesStandingIn(BreedRef, ImageBatch)
    /// The live source's images, or its failure, after stand-ins were shown; `offline` when the
    /// network was known to be gone as the answer came.
    case lateImagesAnswered(BreedRef, standIn: ImageBatch, Result<ImageBatch, CatalogError>, offline: Bool)
    /// A random image finished loading.
    case randomImageLoaded(Result<BreedImage, CatalogError>)
    /// Random images for the breeds list finished loading.
    case thumbnailsLoaded([BreedRef: Thumbnail])
    /// The live source's search endpoint answered.
    case remoteSearchCompleted(query: String, Result<[BreedRef], CatalogError>)
    /// The network went away or came back.
    case connectivityChanged(online: Bool)
    /// An image could not be fetched, decoded, drawn or saved.
    case imageFailed(ImageError)
    /// An image's bytes were written to a file.
    case imageSaved(path: String, bytes: Int, corrected: FormatCorrection? = nil)
    /// A URL was handed to the browser, or could not be.
    case urlOpened(String, Result<Void, HandOffError>)
    /// Text went to the clipboard through the terminal, or was printed for want of one.
    case textCopied(String, ClipboardRoute)
    /// The favorites store holds a new list (from its observation).
    case favoritesChanged([Favorite])
    /// Another process changed the favorites in the same data folder.
    case favoritesChangedElsewhere([Favorite])
    /// Adding a favorite finished; `true` when it was new.
    case favoriteAdded(Favorite, Result<Bool, FavoritesStoreError>)
    /// Removing a favorite finished; `true` when it had been a favorite.
    case favoriteRemoved(Favorite, Result<Bool, FavoritesStoreError>)
    /// A favorites file was read and decoded.
    case favoritesFileRead(path: String, Result<[Favorite], FavoritesStoreError>)
    /// Imported favorites were saved; carries how many were new.
    case favoritesImported(path: String, total: Int, Result<Int, FavoritesStoreError>)
    /// Favorites were written to a file; carries how many.
    case favoritesExported(path: String, Result<Int, FavoritesStoreError>)
    /// The saved preferences were read at start.
    case preferencesLoaded(Result<Preferences, PreferencesError>)
    /// Changed preferences were saved (and applied).
    case preferencesSaved(Result<Preferences, PreferencesError>, changed: PreferenceKind)
    /// The line history was read; nil when the session keeps none (not at a terminal).
    case historyLoaded([String]?)
    /// `--record FILE` asks for a recording before the first line.
    case recordingRequested(RecordingRequest)
    /// The session's recorder answered a request, or a recording ended on a write error.
    case recordingReported(RecordingReport)
    /// Ctrl-C stopped the command that was running.
    case interrupted
    /// The log levels the session started with (`--log`, `DOGSH_LOG`).
    case logLevelsConfigured(LogLevelRules)
    /// The terminal was resized: output takes its width, and pages the rows that fit its height.
    case terminalResized(TerminalSize)
    /// The page on show took more lines than the terminal has (wrapped headings, rows of several
    /// lines): it is to hold this many rows and be shown again.
    case pageDidNotFit(Int)
}

/// A name typed for a saved image whose extension named another format than the image's: what
/// was typed, and the two formats, as a message names them (`PNG`, `JPEG`).
public struct FormatCorrection: Hashable, Sendable {
    /// The path as typed.
    public let typed: String
    /// The format the typed extension names.
    public let claimed: String
    /// The format the image is.
    public let actual: String

    /// Creates a correction.
    public init(typed: String, claimed: String, actual: String) {
        self.typed = typed
        self.claimed = claimed
        self.actual = actual
    }
}
