import DogCore
import Logging

extension Effect {
    /// The category an effect is logged under, its name, and metadata about it (never secrets).
    var logEntry: (category: LogCategory, name: String, metadata: Logger.Metadata) {
        switch self {
        case .loadCatalog: (.catalog, "loadCatalog", [:])
        case let .loadImages(ref, count): (.catalog, "loadImages", ["breed": "\(ref.folder)", "count": "\(count)"])
        case let .loadRandomImage(ref): (.catalog, "loadRandomImage", ["breed": "\(ref?.folder ?? "*")"])
        case let .loadThumbnails(refs): (.catalog, "loadThumbnails", ["count": "\(refs.count)"])
        case let .prefetchImages(urls, screen): (.cache, "prefetchImages", ["count": "\(urls.count)", "screen": "\(screen)"])
        case let .searchRemote(query): (.catalog, "searchRemote", ["length": "\(query.count)"])
        case let .drawImage(image): (.cache, "drawImage", ["breed": "\(image.ref.folder)"])
        case let .drawGrid(images): (.cache, "drawGrid", ["count": "\(images.count)"])
        case let .saveImage(image, _): (.cache, "saveImage", ["breed": "\(image.ref.folder)"])
        case .openURL: (.repl, "openURL", [:])
        case let .copyText(text): (.repl, "copyText", ["length": "\(text.count)"])
        case let .addFavorite(favorite): (.store, "addFavorite", ["breed": "\(favorite.ref.folder)", "image": "\(favorite.image != nil)"])
        case let .removeFavorite(favorite): (.store, "removeFavorite", ["breed": "\(favorite.ref.folder)", "image": "\(favorite.image != nil)"])
        case let .readFavoritesFile(path): (.store, "readFavoritesFile", ["path": "\(path)"])
        case let .importFavorites(favorites, path): (.store, "importFavorites", ["count": "\(favorites.count)", "path": "\(path)"])
        case let .exportFavorites(path, replacing): (.store, "exportFavorites", ["path": "\(path)", "replacing": "\(replacing)"])
        case let .savePreferences(_, changed): (.repl, "savePreferences", ["changed": "\(changed)"])
        case .loadHistory: (.repl, "loadHistory", [:])
        case .record: (.repl, "record", [:])
        case .applyLogLevels: (.repl, "applyLogLevels", [:])
        case .clearScreen: (.repl, "clearScreen", [:])
        case let .present(presentation): (.repl, "present", ["what": "\(presentation.logName)"])
        case let .fail(message): (.repl, "fail", ["message": "\(message.key.rawValue)"])
        case .quit: (.repl, "quit", [:])
        }
    }
}

extension Presentation {
    /// A short name for logs.
    var logName: String {
        switch self {
        case let .screen(screen): "screen.\(screen.kind.rawValue)"
        case .message: "message"
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
