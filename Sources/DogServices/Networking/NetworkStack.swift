import DogCore
import FoundationEssentials
import Glibc
import Logging

/// The layered transports for one live source, assembled in the one order that works.
///
/// JSON requests go log → cache → coalescing → connectivity tracking → retries → a
/// concurrency limit → log → the raw transport. Image bytes skip the JSON cache: they go
/// through coalescing into their own memory and disk caches.
public struct NetworkStack: Sendable {
    /// The top of the JSON stack, which providers send through; it logs each answer on `dogsh.cache`.
    public let api: any HTTPTransport
    /// The JSON cache, which providers ask whether an answer is fresh.
    public let cache: CachingTransport
    /// Image bytes in memory and on disk.
    public let images: ImageStore
    /// Whether the source is reachable.
    public let monitor: ConnectivityMonitor

    /// Builds the stack over `transport`, with caches in `cacheDirectory` (`http/` and `images/`).
    ///
    /// `probeURL` is asked while offline to notice the network's return; only requests to its host
    /// tell whether the source is reachable. `maximumConcurrent`
    /// bounds parallel requests; 1 gives the one-request-after-another behaviour benchmarks compare with.
    public init(
        transport: any HTTPTransport = CurlTransport(), cacheDirectory: String?, probeURL: URL,
        sleeper: any Sleeper = TaskSleeper(), maximumConcurrent: Int = 32, retryPolicy: RetryPolicy = RetryPolicy(),
        netLogger: Logger = Logger(label: "dogsh.net"), cacheLogger: Logger = Logger(label: "dogsh.cache")
    ) {
        let logged = LoggedTransport(transport, logger: netLogger, label: "request")
        let limited = LimitedTransport(logged, maximumConcurrent: maximumConcurrent)
        let monitor = ConnectivityMonitor(probe: { (try? await limited.send(HTTPRequest(url: probeURL))) != nil }, sleeper: sleeper)
        let retrying = RetryingTransport(limited, policy: retryPolicy, sleeper: sleeper, isOffline: { monitor.isOffline })
        let coalescing = CoalescingTransport(MonitoredTransport(retrying, monitor: monitor, host: probeURL.host))
        cache = CachingTransport(coalescing, cache: ResponseCache(directory: cacheDirectory.map { $0 + "/http" }), isCacheable: Self.isCacheable)
        api = LoggedTransport(cache, logger: cacheLogger, label: "answer")
        images = ImageStore(transport: coalescing, disk: DiskLRUCache(directory: cacheDirectory.map { $0 + "/images" }, capacity: 256 << 20))
        self.monitor = monitor
    }

    /// Random picks and image searches change on every call, so they are never cached; lists and details are.
    public static func isCacheable(_ request: HTTPRequest) -> Bool {
        let path = request.url.path
        return !path.contains("/random") && !path.contains("/images/search")
    }
}
