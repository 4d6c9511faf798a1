import DogCore
import DogServices
import FlyingFox
import FlyingSocks
import Foundation

/// A real HTTP server on 127.0.0.1 that speaks dog.ceo and TheDogAPI from fixtures and misbehaves on request.
///
/// dog.ceo's API is served at the root (`/api/…`, images under `/breeds/…`), so the
/// server's URL works as `--source`; TheDogAPI's is under `/thedogapi` (`/thedogapi/v1/…`).
/// Faults are set per path prefix (see `FaultRule`), every answered request is logged with
/// its timing, and `/_control/…` lets another process read the log and change the faults.
public final class TestServer: Sendable {
    /// How the server answers.
    public struct Options: Sendable {
        /// The schema of TheDogAPI's breed records.
        public var schema: TheDogAPISchema = .classic
        /// The key `/thedogapi/v1/images/search` wants in `x-api-key`; nil accepts any request.
        public var apiKey: String? = "test-key"
        /// The size of breed images; nil serves small, smooth 320 × 240 pictures, a size serves photo-like ones.
        public var imageSize: (width: Int, height: Int)?

        /// Creates default options.
        public init(schema: TheDogAPISchema = .classic, apiKey: String? = "test-key", imageSize: (width: Int, height: Int)? = nil) {
            self.schema = schema
            self.apiKey = apiKey
            self.imageSize = imageSize
        }
    }

    /// The faults in force.
    public let faults: FaultPlan
    /// Every answered request.
    public let log = RequestLog()
    /// The base URL, such as `http://127.0.0.1:41234`.
    public let url: URL
    /// How the server answers.
    public let options: Options
    let dogCEO: DogCEOFixture
    let theDogAPI: TheDogAPIFixture
    private let server: HTTPServer
    private let running: Task<Void, any Error>
    private let picks = Locked<[String: UInt64]>([:])

    private init(server: HTTPServer, running: Task<Void, any Error>, url: URL, faults: FaultPlan, options: Options, dogCEO: DogCEOFixture) {
        self.server = server
        self.running = running
        self.url = url
        self.faults = faults
        self.options = options
        self.dogCEO = dogCEO
        self.theDogAPI = TheDogAPIFixture(embedded: dogCEO.embedded)
    }

    /// Starts a server on 127.0.0.1; port 0 takes a free one.
    ///
    /// FlyingFox answers on the cooperative pool of the process it runs in, so the server
    /// belongs in a process of its own, `dogsh-test-server`: tests start it through
    /// `TestServerProcess`, never inside the test process, whose pool tests hold (RELIABILITY.md).
    public static func start(port: UInt16 = 0, options: Options = Options(), faults: [FaultRule] = []) async throws -> TestServer {
        let fixture = try DogCEOFixture()
        let http = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 120, logger: .disabled)
        let running = Task { try await http.run() }
        do {
            try await http.waitUntilListening(timeout: 10)
            guard case let .ip4(_, boundPort)? = await http.listeningAddress, let url = URL(string: "http://127.0.0.1:\(boundPort)") else {
                throw SocketError.unsupportedAddress
            }
            let server = TestServer(server: http, running: running, url: url, faults: FaultPlan(faults), options: options, dogCEO: fixture)
            await http.appendRoute("*") { [weak server] request in
                guard let server else { return FlyingFox.HTTPResponse(statusCode: .serviceUnavailable) }
                return await server.respond(to: request)
            }
            return server
        } catch {
            running.cancel()
            _ = await running.result
            throw error
        }
    }

    /// Stops listening, closes every connection, and waits for the server to end.
    public func stop() async {
        await server.stop()
        running.cancel()
        _ = await running.result
    }

    /// Waits until the server stops (for the command-line server).
    public func wait() async {
        _ = await running.result
    }

    /// How many breed records TheDogAPI's endpoints hold.
    public var theDogAPIRecordCount: Int {
        theDogAPI.records.count
    }

    /// TheDogAPI's base URL on this server, for `DOGSH_THEDOGAPI_URL`.
    public var theDogAPIURL: URL {
        url.appendingPathComponent("thedogapi")
    }

    /// Answers one request: control requests directly, the rest through the fault plan and the log.
    func respond(to request: FlyingFox.HTTPRequest) async -> FlyingFox.HTTPResponse {
        if request.path.hasPrefix("/_control/") { return await control(request) }
        let received = ContinuousClock.now
        let (latency, fault) = faults.take(for: request.path)
        if latency > .zero { try? await Task.sleep(for: latency) }
        let answer = route(request)
        let response = FaultedResponse.make(answer, fault: fault)
        if fault == nil, (200...299).contains(response.statusCode.code) { advanceTurn(Self.target(request)) }
        log.record(RequestLog.Entry(
            path: request.path, query: Self.queryString(request.query), received: received, answered: .now,
            status: response.statusCode.code, userAgent: request.headers[HTTPHeader("User-Agent")] ?? ""
        ))
        return response
    }

    /// Picks `count` of `total` indices, differently for each answered request to the same target but the same in every run.
    ///
    /// Only requests answered without a fault move on to the next pick, so retries after
    /// injected failures see the same picks however the failures fell.
    func pick(_ count: Int, of total: Int, for target: String) -> [Int] {
        let turn = picks.withLock { $0[target, default: 0] }
        let seed = UInt64(CacheKey.fileName(for: target), radix: 16) ?? 0
        var generator = SeededGenerator(seed: seed &+ turn)
        return generator.sampleIndices(count, of: total)
    }

    /// `/redirect/N/PATH` answers 302 to `/redirect/N-1/PATH`, and `/redirect/0/PATH` to `/PATH`;
    /// `/redirect/file[/PATH]` answers 302 to a `file:` URL, which no client should follow.
    private func redirect(_ parts: [String]) -> RouteAnswer {
        let target: String
        if parts.first == "file" {
            target = "file:///etc/passwd"
        } else if let count = parts.first.flatMap(Int.init), count > 0 {
            target = "/redirect/\(count - 1)/" + parts.dropFirst().joined(separator: "/")
        } else {
            target = "/" + parts.dropFirst().joined(separator: "/")
        }
        var answer = RouteAnswer.json(["message": "moved"], status: 302)
        answer.headers["Location"] = target
        return answer
    }

    /// Moves a target on to its next random pick.
    private func advanceTurn(_ target: String) {
        picks.withLock { $0[target, default: 0] += 1 }
    }

    /// Forgets the log and the random picks made so far, so a run starts from scratch.
    func reset() {
        log.clear()
        picks.withLock { $0.removeAll() }
    }

    private func route(_ request: FlyingFox.HTTPRequest) -> RouteAnswer {
        let parts = request.path.split(separator: "/").map(String.init)
        if parts.first == "thedogapi" { return theDogAPIRoute(Array(parts.dropFirst()), request: request) }
        if parts.first == "redirect" { return redirect(Array(parts.dropFirst())) }
        return dogCEORoute(parts, request: request)
    }

    /// The path and query of a request, which random picks are kept per.
    static func target(_ request: FlyingFox.HTTPRequest) -> String {
        request.query.isEmpty ? request.path : request.path + "?" + queryString(request.query)
    }

    static func queryString(_ items: [FlyingFox.HTTPRequest.QueryItem]) -> String {
        items.map { $0.name + "=" + $0.value }.joined(separator: "&")
    }
}
