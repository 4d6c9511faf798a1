import DogCore
import DogServices
import FoundationEssentials
import Glibc
import Logging

extension SessionServices {
    /// Services for a live source: the layered network stack, caches under `cacheDirectory`, and the embedded catalog behind them.
    ///
    /// `maximumConcurrent` bounds requests in flight (`DOGSH_MAX_REQUESTS`); benchmarks set 1
    /// to measure the one-request-after-another baseline. `settings` is as `embedded(_:settings:)` takes it.
    public static func live(
        _ configuration: SessionConfiguration, source: SourceChoice, apiKey: String?, cacheDirectory: String?,
        loggers: SessionLoggers, transport: any HTTPTransport = CurlTransport(), sleeper: any Sleeper = TaskSleeper(),
        maximumConcurrent: Int = 32, settings: PreferencesFile.Snapshot? = nil
    ) -> SessionServices {
        let stack = NetworkStack(
            transport: transport, cacheDirectory: cacheDirectory, probeURL: source.probeURL, sleeper: sleeper,
            maximumConcurrent: maximumConcurrent, netLogger: loggers[.net], cacheLogger: loggers[.cache]
        )
        var services = SessionServices.embedded(configuration, settings: settings)
        services.catalog = source.provider(
            stack: stack, apiKey: apiKey, seed: configuration.seed, logger: loggers[.net], fallsBack: !configuration.requiresLive,
            staysAfterSilence: !configuration.answersEarly
        )
        if !configuration.requiresLive { services.fallback = EmbeddedCatalogProvider(seed: configuration.seed) }
        services.standIn = source.standInProvider(stack: stack, apiKey: apiKey, seed: configuration.seed, logger: loggers[.net])
        services.startsRequestsEarly = source.sharesEmbeddedNames
        if !source.sharesEmbeddedNames { services.assembly = services.assembly.withoutFacts }
        services.images = ImagePipeline(store: stack.images, isOffline: { stack.monitor.isOffline })
        services.connectivity = stack.monitor
        return services
    }
}
