import DogCore
import FoundationEssentials
import Glibc
import Logging

/// How each source becomes a provider over a network stack, with the embedded catalog behind it.
extension SourceChoice {
    /// The URL asked while offline to notice the network's return: the cheapest list the source has.
    public var probeURL: URL {
        switch self {
        case let .dogCEO(base): base.appendingPathComponent("api/breeds/list/all")
        case let .theDogAPI(base): base.appendingPathComponent("v1/breeds").appending(queryItems: [URLQueryItem(name: "limit", value: "1")])
        case .embedded: Self.dogCEOURL
        }
    }

    /// The provider for this source; live ones fall back to the embedded catalog when the network fails.
    public func provider(stack: NetworkStack?, apiKey: String?, seed: UInt64, logger: Logger) -> any CatalogProvider {
        let fallback = EmbeddedCatalogProvider(seed: seed)
        guard let stack else { return fallback }
        let embedded = try? EmbeddedCatalog.shared.value.get()
        let primary: any CatalogProvider = switch self {
        case let .theDogAPI(base):
            TheDogAPIProvider(base: base, apiKey: apiKey, api: stack.api, names: embedded, sourceName: name, logger: logger)
        case let .dogCEO(base):
            DogCEOProvider(base: base, api: stack.api, cache: stack.cache, names: embedded, sourceName: name, seed: seed)
        case .embedded:
            fallback
        }
        return self == .embedded ? fallback : FallbackCatalogProvider(primary: primary, fallback: fallback)
    }
}
