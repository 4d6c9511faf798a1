/// What a screen can be asked to do with its rows and pages: the commands whose meaning
/// depends on the screen on top.
///
/// The table entries of these commands hand them to the top screen (`Coordinator.onScreen`);
/// every other command runs from its table entry alone.
public enum Command: Hashable, Sendable {
    /// Open the breed of a row: `open 3`.
    case open(BreedTarget)
    /// Show the current screen, optionally at a page; on the breeds list, with a random image per breed.
    case list(page: Int?, images: Bool = false)
    /// Show the next page.
    case more
    /// Show the previous page.
    case prev
    /// Show details of the current breed or a row.
    case info(BreedTarget?)
    /// Draw the image in a row.
    case show(row: Int)
    /// Draw the screen's images as a grid of numbered thumbnails.
    case grid
    /// Write the original bytes of the image in a row to a file, or to its own name here.
    case save(row: Int, path: String?)
    /// Open the image in a row, or the breed's page, in the person's web browser.
    case browse(row: Int?)
    /// Put the image URL in a row, or a breed's name, on the clipboard.
    case copy(row: Int?)
    /// Favorite the current breed or a row.
    case favorite(row: Int?)
    /// Remove the current breed or a row from favorites.
    case unfavorite(row: Int?)
}

/// What a breed-taking command points at: words naming a breed, or a row number.
public enum BreedTarget: Hashable, Sendable {
    /// Words such as `["afghan", "hound"]`.
    case name([String])
    /// A row of the current screen, counted from 1.
    case row(Int)
}

extension BreedTarget {
    /// The row number, when the target is a row.
    var row: Int? {
        if case let .row(row) = self { return row }
        return nil
    }
}
