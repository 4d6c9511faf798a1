/// Work the coordinator asks the runtime to do; only the runtime performs effects.
public enum Effect: Hashable, Sendable {
    /// Load the catalog, then send `catalogLoaded`.
    case loadCatalog
    /// Choose up to `count` random images of a breed, then send `imagesLoaded`.
    case loadImages(BreedRef, count: Int)
    /// Fetch these images' bytes in the background, as work of the screen entry that shows them:
    /// it ends when the entry leaves the stack. Nothing is sent back. The runtime may skip it.
    case prefetchImages(urls: [String], for: ScreenID)
    /// Choose one random image, of any breed or of one, then send `randomImageLoaded`.
    case loadRandomImage(BreedRef?)
    /// Choose a random image for each breed, in parallel, then send `thumbnailsLoaded`.
    case loadThumbnails([BreedRef])
    /// Ask the live source's search endpoint, then send `remoteSearchCompleted`.
    case searchRemote(String)
    /// Fetch, decode and draw an image; send `imageFailed` when that cannot be done.
    case drawImage(BreedImage)
    /// Draw images as a grid of numbered thumbnails; send `imageFailed` for what cannot be drawn.
    case drawGrid([NumberedImage])
    /// Write an image's original bytes to a path, or under its own name; then send `imageSaved` or `imageFailed`.
    case saveImage(BreedImage, path: String?)
    /// Open a sanitised http(s) URL in the person's browser; then send `urlOpened`.
    case openURL(String)
    /// Put text on the clipboard, or print it where there is no terminal; then send `textCopied`.
    case copyText(String)
    /// Add a favorite, then send `favoriteAdded`.
    case addFavorite(Favorite)
    /// Remove a favorite, then send `favoriteRemoved`.
    case removeFavorite(Favorite)
    /// Read and decode a favorites file, then send `favoritesFileRead`.
    case readFavoritesFile(path: String)
    /// Save favorites read from a file in one transaction, then send `favoritesImported`.
    case importFavorites([Favorite], path: String)
    /// Write every favorite to a file, then send `favoritesExported`.
    case exportFavorites(path: String, replacing: Bool = false)
    /// Apply and save preferences, then send `preferencesSaved`.
    case savePreferences(Preferences, changed: PreferenceKind)
    /// Read the line history, then send `historyLoaded`.
    case loadHistory
    /// Start, stop or describe the session's recording, then send `recordingReported`.
    case record(RecordingRequest)
    /// Log with these levels from now on.
    case applyLogLevels(LogLevelRules)
    /// Clear the terminal's screen, where the output is one; nothing is sent back.
    case clearScreen
    /// Lay output out for the terminal's new size: its width, and the rows a picture may take; nothing is sent back.
    case fitOutput(TerminalSize)
    /// Show something to the person.
    case present(Presentation)
    /// Show an error; the command failed.
    case fail(Message)
    /// End the session.
    case quit
}

/// Something to show, rendered by the terminal layer.
public enum Presentation: Hashable, Sendable {
    /// A screen, as it now is, with the favorites its rows are marked from when drawn.
    case screen(Screen, marks: FavoriteSet)
    /// An informational line.
    case message(Message)
    /// A line about the source rather than the data (offline, answering in the live source's
    /// place, slow, a stand-in replaced): on standard error when standard output is not a
    /// terminal, so it holds data alone, and a `notice` record in `--json`.
    case notice(Message)
    /// The breadcrumb of the stack, root first.
    case breadcrumb([Crumb])
    /// The commands by purpose, a line each, on a screen; or one command's help.
    case help(CommandName?, screen: ScreenKind)
    /// Every command with its whole help text, on a screen (`help all`).
    case helpAll(screen: ScreenKind)
    /// A breed's details from TheDogAPI, and its AKC facts when a true match exists.
    case details(Breed, facts: BreedFacts?)
    /// A summary of the catalog.
    case catalogSummary(CatalogSummary)
    /// Breeds side by side, trait by trait.
    case comparison(Comparison)
    /// A random image and its breed's display name.
    case randomImage(BreedImage, displayName: String)
    /// The line history, oldest first.
    case history([String])
    /// Log levels: the fallback and each category's level.
    case logLevels(LogLevelRules)
}

/// Counts that describe a catalog.
public struct CatalogSummary: Hashable, Sendable {
    /// The source name, for example `embedded`.
    public let source: String
    /// Breeds.
    public let breeds: Int
    /// Sub-breeds.
    public let subBreeds: Int
    /// Breeds and sub-breeds with TheDogAPI details.
    public let withDetails: Int
    /// Breeds and sub-breeds with AKC facts.
    public let withFacts: Int
    /// Images across the catalog; nil when the source does not say.
    public let images: Int?

    /// Summarises a catalog.
    public init(_ catalog: Catalog) {
        source = catalog.sourceName
        breeds = catalog.breeds.count
        subBreeds = catalog.subBreedCount
        let all = catalog.allBreeds
        withDetails = all.filter(\.hasDetails).count
        withFacts = all.count { catalog.facts?.facts(for: $0.ref) != nil }
        images = all.reduce(0) { total, breed in total.flatMap { sum in breed.imageCount.map { sum + $0 } } }
    }
}
