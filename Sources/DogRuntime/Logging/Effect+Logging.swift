import DogCore
import Logging

extension Effect {
    /// The effect's name in logs and in the stall watchdog's report: a literal, so naming costs nothing.
    var name: String {
        switch self {
        case .loadCatalog: "loadCatalog"
        case .loadImages: "loadImages"
        case .loadRandomImage: "loadRandomImage"
        case .loadThumbnails: "loadThumbnails"
        case .prefetchImages: "prefetchImages"
        case .searchRemote: "searchRemote"
        case .drawImage: "drawImage"
        case .drawGrid: "drawGrid"
        case .saveImage: "saveImage"
        case .openURL: "openURL"
        case .copyText: "copyText"
        case .addFavorite: "addFavorite"
        case .removeFavorite: "removeFavorite"
        case .readFavoritesFile: "readFavoritesFile"
        case .importFavorites: "importFavorites"
        case .exportFavorites: "exportFavorites"
        case .savePreferences: "savePreferences"
        case .loadHistory: "loadHistory"
        case .record: "record"
        case .applyLogLevels: "applyLogLevels"
        case .clearScreen: "clearScreen"
        case .fitOutput: "fitOutput"
        case .present: "present"
        case .fail: "fail"
        case .quit: "quit"
        }
    }

    /// The category an effect is logged under, its name, and metadata about it (never secrets).
    var logEntry: (category: LogCategory, name: String, metadata: Logger.Metadata) {
        let (category, metadata): (LogCategory, Logger.Metadata) = switch self {
        case .loadCatalog: (.catalog, [:])
        case let .loadImages(ref, count): (.catalog, ["breed": "\(ref.folder)", "count": "\(count)"])
        case let .loadRandomImage(ref): (.catalog, ["breed": "\(ref?.folder ?? "*")"])
        case let .loadThumbnails(refs): (.catalog, ["count": "\(refs.count)"])
        case let .prefetchImages(urls, screen): (.cache, ["count": "\(urls.count)", "screen": "\(screen)"])
        case let .searchRemote(query): (.catalog, ["length": "\(query.count)"])
        case let .drawImage(image): (.cache, ["breed": "\(image.ref.folder)"])
        case let .drawGrid(images): (.cache, ["count": "\(images.count)"])
        case let .saveImage(image, _): (.cache, ["breed": "\(image.ref.folder)"])
        case .openURL: (.repl, [:])
        case let .copyText(text): (.repl, ["length": "\(text.count)"])
        case let .addFavorite(favorite): (.store, ["breed": "\(favorite.ref.folder)", "image": "\(favorite.image != nil)"])
        case let .removeFavorite(favorite): (.store, ["breed": "\(favorite.ref.folder)", "image": "\(favorite.image != nil)"])
        case let .readFavoritesFile(path): (.store, ["path": "\(path)"])
        case let .importFavorites(favorites, path): (.store, ["count": "\(favorites.count)", "path": "\(path)"])
        case let .exportFavorites(path, replacing): (.store, ["path": "\(path)", "replacing": "\(replacing)"])
        case let .savePreferences(_, changed): (.repl, ["changed": "\(changed)"])
        case .loadHistory: (.repl, [:])
        case .record: (.repl, [:])
        case .applyLogLevels: (.repl, [:])
        case .clearScreen: (.repl, [:])
        case let .fitOutput(size): (.repl, ["columns": "\(size.columns.map(String.init) ?? "-")", "rows": "\(size.rows.map(String.init) ?? "-")"])
        case let .present(presentation): (.repl, ["what": "\(presentation.logName)"])
        case let .fail(message): (.repl, ["message": "\(message.key.rawValue)"])
        case .quit: (.repl, [:])
        }
        return (category, name, metadata)
    }
}

extension Presentation {
    /// A short name for logs.
    var logName: String {
        switch self {
        case let .screen(screen, _): "screen.\(screen.kind.rawValue)"
        case .message: "message"
        case .notice: "notice"
        case .breadcrumb: "breadcrumb"
        case .help, .helpAll: "help"
        case .details: "details"
        case .catalogSummary: "catalogSummary"
        case .comparison: "comparison"
        case .randomImage: "randomImage"
        case .history: "history"
        case .logLevels: "logLevels"
        }
    }
}
