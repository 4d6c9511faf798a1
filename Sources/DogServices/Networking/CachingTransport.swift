import DogCore
import FoundationEssentials
import Glibc

/// Answers cacheable requests from disk: fresh entries directly, stale ones while revalidating, any when offline.
///
/// Within `timeToLive` an entry is served without touching the network. Within the
/// following `staleWhileRevalidate` window it is served at once and refreshed in the
/// background. Past that the network is asked; and when the network fails with a transient
/// error, an entry of any age is served rather than nothing.
public final class CachingTransport: HTTPTransport {
    let base: any HTTPTransport
    let cache: ResponseCache
    let timeToLive: Duration
    let staleWhileRevalidate: Duration
    let isCacheable: @Sendable (HTTPRequest) -> Bool
    let now: @Sendable () -> Date
    private let revalidations = Locked<[Task<Void, Never>]>([])

    /// Wraps a transport with a cache.
    public init(
        _ base: any HTTPTransport, cache: ResponseCache, timeToLive: Duration = .seconds(24 * 3600),
        staleWhileRevalidate: Duration = .seconds(7 * 24 * 3600),
        isCacheable: @escaping @Sendable (HTTPRequest) -> Bool = { _ in true },
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.base = base
        self.cache = cache
        self.timeToLive = timeToLive
        self.staleWhileRevalidate = staleWhileRevalidate
        self.isCacheable = isCacheable
        self.now = now
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        guard isCacheable(request) else { return try await base.send(request) }
        let url = request.url.absoluteString
        let entry = cache.read(url)
        if let entry {
            let age = now().timeIntervalSince(entry.date)
            if age < timeToLive.timeInterval {
                return HTTPResponse(status: 200, body: entry.body, origin: .freshCache)
            }
            if age < (timeToLive + staleWhileRevalidate).timeInterval {
                revalidate(request)
                return HTTPResponse(status: 200, body: entry.body, origin: .staleCache)
            }
        }
        let result = await base.result(request)
        switch result {
        case let .success(response) where response.isSuccess:
            cache.write(url, body: response.body, date: now())
            return response
        case let .success(response) where response.status == 429 || response.status >= 500:
            guard let entry else { return response }
            return HTTPResponse(status: 200, body: entry.body, origin: .staleCache)
        case let .failure(error) where error.isTransient:
            guard let entry else { throw error }
            return HTTPResponse(status: 200, body: entry.body, origin: .staleCache)
        default:
            return try result.get()
        }
    }

    /// Whether a fresh entry exists, so a caller can choose a path that needs no network.
    public func hasFreshEntry(for request: HTTPRequest) -> Bool {
        guard isCacheable(request), let entry = cache.read(request.url.absoluteString) else { return false }
        return now().timeIntervalSince(entry.date) < timeToLive.timeInterval
    }

    /// The stored answer of any age, without asking the network; nil when none is stored.
    public func storedAnswer(for request: HTTPRequest) -> HTTPResponse? {
        guard isCacheable(request), let entry = cache.read(request.url.absoluteString) else { return nil }
        return HTTPResponse(status: 200, body: entry.body, origin: .staleCache)
    }

    /// Waits for background revalidations started so far; tests and clean shutdowns use it.
    public func waitForRevalidations() async {
        let tasks = revalidations.withLock { tasks in
            defer { tasks.removeAll() }
            return tasks
        }
        for task in tasks { await task.value }
    }

    private func revalidate(_ request: HTTPRequest) {
        let task = Task { [base, cache, now] in
            if case let .success(response) = await base.result(request), response.isSuccess {
                cache.write(request.url.absoluteString, body: response.body, date: now())
            }
        }
        revalidations.withLock { $0.append(task) }
    }
}
