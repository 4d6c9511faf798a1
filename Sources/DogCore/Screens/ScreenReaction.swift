/// What a screen's transition function asks for after handling a command.
public enum ScreenReaction: Hashable, Sendable {
    /// Show the screen again, as it now is.
    case present
    /// The command failed; nothing changed.
    case failure(CommandError)
    /// The screen wants its parent, the coordinator, to act.
    case delegate(ScreenDelegate)
}

/// A request a screen sends to the coordinator instead of acting on the stack itself.
public enum ScreenDelegate: Hashable, Sendable {
    /// The user picked a breed: push its screen.
    case picked(BreedRef)
    /// Add a favorite.
    case favorite(Favorite)
    /// Remove a favorite.
    case unfavorite(Favorite)
    /// Show a breed's details.
    case describe(BreedRef)
    /// Show a summary of the catalog.
    case describeCatalog
    /// Load more of a breed's images (`more` past the last one shown).
    case moreImages(BreedRef)
    /// Load a random image for each of these breeds (`ls --images`).
    case loadThumbnails([BreedRef])
    /// Draw an image.
    case draw(BreedImage)
    /// Draw images as a grid of numbered thumbnails.
    case drawGrid([NumberedImage])
    /// Save an image's original bytes, to a path or under its own name.
    case save(BreedImage, path: String?)
    /// Open a row's image or breed page in the browser; nil opens the breeds list's page.
    case browse(ScreenRow?)
    /// Put a row's image URL or breed name on the clipboard.
    case copy(ScreenRow)
}
