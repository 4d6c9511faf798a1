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

    /// The provider for this source; live ones fall back to the embedded catalog when the source
    /// does not answer, unless `fallsBack` is false (`--require-live`): then its failures are the command's.
    /// With `staysAfterSilence` (scripts), a source that stayed silent once is not asked again.
    public func provider(
        stack: NetworkStack?, apiKey: String?, seed: UInt64, logger: Logger, fallsBack: Bool = true, staysAfterSilence: Bool = false
    ) -> any CatalogProvider {
        let fallback = EmbeddedCatalogProvider(seed: seed)
        guard let stack, let primary = liveProvider(api: stack.api, cache: stack.cache, apiKey: apiKey, seed: seed, logger: logger) else {
            return fallback
        }
        return fallsBack ? FallbackCatalogProvider(primary: primary, fallback: fallback, staysAfterSilence: staysAfterSilence) : primary
    }

    /// What answers at once while this live source is slow: its answers stored in the cache, of
    /// any age, then the embedded catalog. Nil for the embedded source, which is never slow.
    public func standInProvider(stack: NetworkStack?, apiKey: String?, seed: UInt64, logger: Logger) -> (any CatalogProvider)? {
        guard let stack,
              let stored = liveProvider(api: StoredAnswerTransport(cache: stack.cache), cache: nil, apiKey: apiKey, seed: seed, logger: logger)
        else { return nil }
        return FallbackCatalogProvider(primary: stored, fallback: EmbeddedCatalogProvider(seed: seed))
    }

    /// Whether the embedded catalog lists this source's breeds under the same names, so it can
    /// tell in advance what a command will ask of the source (dog.ceo: the embedded catalog is its list).
    public var sharesEmbeddedNames: Bool {
        if case .dogCEO = self { return true }
        return false
    }

    /// The provider that asks this live source through `api`; nil for the embedded source.
    private func liveProvider(api: any HTTPTransport, cache: CachingTransport?, apiKey: String?, seed: UInt64, logger: Logger) -> (any CatalogProvider)? {
        let embedded = try? EmbeddedCatalog.shared.value.get()
        return switch self {
        case let .theDogAPI(base):
            TheDogAPIProvider(base: base, apiKey: apiKey, api: api, names: embedded, sourceName: name, logger: logger)
        case let .dogCEO(base):
            DogCEOProvider(base: base, api: api, cache: cache, names: embedded, sourceName: name, seed: seed)
        case .embedded:
            nil
        }
    }
}
