/// Why a catalog source could not deliver breeds or images.
public enum CatalogError: Error, Hashable, Sendable {
    /// The source does not know the breed.
    case unknownBreed(BreedRef)
    /// The source holds no images for the breed, or none at all when the ref is nil.
    case noImages(BreedRef?)
    /// The embedded catalog data is damaged; carries the line number.
    case corruptEmbeddedData(line: Int)
    /// The source failed for another reason, described in English by the source.
    case unavailable(source: String, reason: String)
    /// The source answered with a list of no breeds.
    case empty(source: String)
    /// A request to the live source failed.
    case network(NetworkError)
    /// The live source answered with an error message of its own (dog.ceo's `{"status":"error"}` bodies).
    case service(source: String, message: String)
    /// The feature needs an API key that is not set.
    case apiKeyRequired(source: String)
    /// The source refused the API key that was set (401 or 403); carries the status.
    case apiKeyRefused(source: String, status: Int)

    /// Whether the network being away caused it: that has its own notice, so it is given as no reason.
    public var meansOffline: Bool {
        if case let .network(network) = self { return network.meansOffline }
        return false
    }

    /// The localized message that explains the error.
    public var message: Message {
        switch self {
        case let .unknownBreed(ref):
            Message(.errorCatalogUnknownBreed, ["breed": .text(ref.phrase)])
        case let .noImages(ref?):
            Message(.errorCatalogNoImages, ["breed": .text(ref.phrase)])
        case .noImages(nil):
            Message(.errorCatalogNoImagesAtAll)
        case let .corruptEmbeddedData(line):
            Message(.errorCatalogCorrupt, ["line": .number(line)])
        case let .unavailable(source, reason):
            Message(.errorCatalogUnavailable, ["source": .text(source), "reason": .text(reason)])
        case let .empty(source):
            Message(.errorCatalogEmpty, ["source": .text(source)])
        case let .network(error):
            error.message
        case let .service(source, message):
            Message(.errorCatalogService, ["source": .text(source), "message": .remote(message)])
        case let .apiKeyRequired(source):
            Message(.errorCatalogApiKeyRequired, ["source": .text(source)])
        case let .apiKeyRefused(source, status):
            Message(.errorCatalogApiKeyRefused, ["source": .text(source), "status": .number(status)])
        }
    }
}
