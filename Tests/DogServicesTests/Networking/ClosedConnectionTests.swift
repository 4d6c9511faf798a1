import DogCore
import DogTestServer
import DogTestSupport
import Foundation
import Testing
@testable import DogServices

/// A kept connection that the server closed, replaced without an error.
///
/// How many connections a session opens is counted on the built binary
/// (`DogRuntimeTests/Live/ConnectionReuseTests.swift`): this process's transfers all share one
/// connection cache, which every test's transfers fill at once.
@Suite struct ClosedConnectionTests {
    static let listPath = "/api/breeds/list/all"

    @Test func aConnectionTheServerClosedIsReplacedWithoutAnError() async throws {
        let server = try await TestServerProcess.start()
        let port = server.url.port ?? 0
        let proxy = try await LoopbackProxy.start(forwardingTo: server.url)
        let url = proxy.url.appendingPathComponent(Self.listPath)
        #expect(try await CurlTransport().send(HTTPRequest(url: url)).status == 200)
        await server.stop()
        let again = try await TestServerProcess.start(port: UInt16(port))
        // The kept connection's far end is gone; libcurl notices, connects afresh and asks once more.
        #expect(try await CurlTransport().send(HTTPRequest(url: url)).status == 200)
        #expect(proxy.connections >= 2, "a new connection replaced the closed one")
        await again.stop()
    }
}
