import DogCore
import DogTestServer
import DogTestSupport
import Foundation
import Logging
import Synchronization
@testable import DogServices

/// A test server (in its own process) and a full network stack pointed at it, with retries on a virtual clock.
struct LiveSourceFixture {
    let server: TestServerProcess
    let stack: NetworkStack
    let sleeper = VirtualSleeper()
    let warnings: LogCapture
    let cacheDirectory: String

    /// Starts a server with options and faults, and a stack with its caches in a fresh folder.
    static func start(
        schema: TheDogAPISchema = .classic, faults: [FaultRule] = [], cacheDirectory: String = temporaryFolder("live")
    ) async throws -> LiveSourceFixture {
        let server = try await TestServerProcess.start(schema: schema, faults: faults)
        return LiveSourceFixture(server: server, cacheDirectory: cacheDirectory)
    }

    private init(server: TestServerProcess, cacheDirectory: String) {
        self.server = server
        self.cacheDirectory = cacheDirectory
        warnings = LogCapture()
        stack = NetworkStack(cacheDirectory: cacheDirectory, probeURL: SourceChoice.dogCEO(server.url).probeURL, sleeper: sleeper)
    }

    /// A second stack over the same caches, as a later run of dogsh would have.
    func restarted() -> NetworkStack {
        NetworkStack(cacheDirectory: cacheDirectory, probeURL: SourceChoice.dogCEO(server.url).probeURL, sleeper: sleeper)
    }

    /// dog.ceo's provider on the server.
    func dogCEO(stack: NetworkStack? = nil, seed: UInt64 = 1) -> DogCEOProvider {
        let stack = stack ?? self.stack
        return DogCEOProvider(base: server.url, api: stack.api, cache: stack.cache, names: try? EmbeddedCatalog.load(), sourceName: "test", seed: seed)
    }

    /// TheDogAPI's provider on the server.
    func theDogAPI(key: String? = "test-key") -> TheDogAPIProvider {
        TheDogAPIProvider(
            base: server.theDogAPIURL, apiKey: key, api: stack.api, names: try? EmbeddedCatalog.load(), sourceName: "TheDogAPI",
            logger: Logger(label: "net", factory: { _ in warnings })
        )
    }

    /// Stops the server.
    func stop() async {
        await server.stop()
    }
}
