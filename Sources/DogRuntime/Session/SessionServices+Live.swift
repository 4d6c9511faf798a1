import DogCore
import DogServices
import Foundation
import Logging

extension SessionServices {
    /// Services for a live source: the layered network stack, caches under `cacheDirectory`, and the embedded catalog behind them.
    ///
    /// JSON answers go through: cache → coalescing → connectivity tracking → retries → a limit
    /// of ten concurrent requests → URLSession. Image bytes skip the JSON cache and go to their
    /// own memory and disk caches. When the network fails, the embedded catalog answers.
    public static func live(
        _ configuration: SessionConfiguration, source: SourceChoice, apiKey: String?, cacheDirectory: String,
        logger: Logger, transport: (any HTTPTransport)? = nil, sleeper: any Sleeper = TaskSleeper()
    ) -> SessionServices {
        let embedded = (try? EmbeddedCatalog.load())
        let raw = transport ?? URLSessionTransport()
        let limited = LimitedTransport(raw, maximumConcurrent: 10)
        let probeURL: URL = switch source {
        case let .dogCEO(base): base.appendingPathComponent("api/breeds/list/all")
        case let .theDogAPI(base): base.appendingPathComponent("v1/breeds").appending(queryItems: [URLQueryItem(name: "limit", value: "1")])
        case .embedded: SourceChoice.dogCEOURL
        }
        let monitor = ConnectivityMonitor(probe: { (try? await limited.send(HTTPRequest(url: probeURL))) != nil }, sleeper: sleeper)
        let retrying = RetryingTransport(limited, sleeper: sleeper, isOffline: { monitor.isOffline })
        let coalescing = CoalescingTransport(MonitoredTransport(retrying, monitor: monitor))
        let cache = CachingTransport(
            coalescing, cache: ResponseCache(directory: cacheDirectory + "/http"),
            isCacheable: { !$0.url.path.contains("/random") && !$0.url.path.contains("/images/search") }
        )
        let primary: any CatalogProvider = switch source {
        case let .theDogAPI(base):
            TheDogAPIProvider(base: base, apiKey: apiKey, api: cache, names: embedded, sourceName: source.name, logger: logger)
        case let .dogCEO(base):
            DogCEOProvider(base: base, api: cache, cache: cache, names: embedded, sourceName: source.name, seed: configuration.seed)
        case .embedded:
            EmbeddedCatalogProvider(seed: configuration.seed)
        }
        var services = SessionServices.embedded(configuration)
        services.catalog = FallbackCatalogProvider(primary: primary, fallback: EmbeddedCatalogProvider(seed: configuration.seed))
        services.images = ImageStore(transport: coalescing, disk: DiskLRUCache(directory: cacheDirectory + "/images", capacity: 256 << 20))
        services.connectivity = monitor
        return services
    }
}
