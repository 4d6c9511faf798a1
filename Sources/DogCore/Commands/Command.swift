/// A parsed command, ready for the navigator.
public enum Command: Hashable, Sendable {
    /// Open a breed by name or the breed of a row: `open afghan hound`, `open 3`.
    case open(BreedTarget)
    /// Pop this many screens, keeping them to go forward to.
    case back(steps: Int)
    /// Reopen the screen the last `back` left.
    case forward
    /// Pop to the breeds list.
    case home
    /// Print the breadcrumb.
    case `where`
    /// Show the current screen, optionally at a page; on the breeds list, with a random image per breed.
    case list(page: Int?, images: Bool = false)
    /// Show the next page.
    case more
    /// Show the previous page.
    case prev
    /// Search breeds.
    case search(String)
    /// List the breeds that meet every condition: `find weight<10 children>=4`.
    case find(TraitQuery)
    /// Order the list on show by a trait: `sort weight desc`.
    case sort(ListOrder)
    /// Show two to four breeds side by side: names, row numbers or `favorites`.
    case compare([String])
    /// Show a random image, of any breed or of one.
    case random(BreedTarget?)
    /// Show details of the current breed, a named breed or a row.
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
    /// Open the favorites screen.
    case favorites
    /// Write the favorites to a JSON file.
    case exportFavorites(path: String, replacing: Bool = false)
    /// Read favorites from a JSON file.
    case importFavorites(path: String)
    /// Show the line history.
    case history
    /// Say whether a recording is on, start one or stop it.
    case record(RecordingRequest)
    /// Show the colour theme, or set it.
    case theme(ThemeChoice?)
    /// Show the units measures are shown in, or set them.
    case units(UnitsSetting?)
    /// Show the language, or set it; `.some(nil)` follows the environment again.
    case lang(LanguageSetting?)
    /// Show the log levels, one category's, or set one.
    case log(category: String?, level: LogSeverity?)
    /// Show every command, or one.
    case help(CommandName?)
    /// Leave the shell.
    case quit
}

/// A language to switch to: one of dogsh's, or whatever the environment says.
public enum LanguageSetting: Hashable, Sendable {
    /// A fixed language.
    case fixed(LanguageChoice)
    /// The language of `LC_ALL`, `LC_MESSAGES` or `LANG`.
    case environment
}

/// What a breed-taking command points at: words naming a breed, or a row number.
public enum BreedTarget: Hashable, Sendable {
    /// Words such as `["afghan", "hound"]`.
    case name([String])
    /// A row of the current screen, counted from 1.
    case row(Int)
}
