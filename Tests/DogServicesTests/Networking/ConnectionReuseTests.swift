import DogCore
import DogTestServer
import DogTestSupport
import Foundation
import Testing
@testable import DogServices

/// Connections are kept and handed on between transfers, counted by a proxy in front of the test server.
@Suite struct ConnectionReuseTests {
    static let listPath = "/api/breeds/list/all"

    @Test func requestsOneAfterAnotherShareOneConnection() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let proxy = try LoopbackProxy(forwardingTo: server.url)
        let url = proxy.url.appendingPathComponent(Self.listPath)
        for _ in 0..<5 {
            #expect(try await CurlTransport().send(HTTPRequest(url: url)).status == 200)
        }
        #expect(proxy.connections == 1, "one connection, kept alive, served five requests")
    }

    @Test func parallelRequestsOpenNoMoreConnectionsThanRunAtOnce() async throws {
        let server = try await TestServer.start(faults: [FaultRule("/api/breed/pug/images/random", .latency(.milliseconds(100)))])
        defer { Task { await server.stop() } }
        let proxy = try LoopbackProxy(forwardingTo: server.url)
        let url = proxy.url.appendingPathComponent("/api/breed/pug/images/random")
        let limited = LimitedTransport(CurlTransport(), maximumConcurrent: 3)
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<12 { group.addTask { try await limited.send(HTTPRequest(url: url)).status } }
            for try await status in group { #expect(status == 200) }
        }
        #expect((3...4).contains(proxy.connections), "12 requests, 3 at a time: \(proxy.connections) connections")
    }

    @Test func aConnectionTheServerClosedIsReplacedWithoutAnError() async throws {
        let server = try await TestServer.start()
        let port = server.url.port ?? 0
        let proxy = try LoopbackProxy(forwardingTo: server.url)
        let url = proxy.url.appendingPathComponent(Self.listPath)
        #expect(try await CurlTransport().send(HTTPRequest(url: url)).status == 200)
        await server.stop()
        let again = try await TestServer.start(port: UInt16(port))
        defer { Task { await again.stop() } }
        // The kept connection's far end is gone; libcurl notices, connects afresh and asks once more.
        #expect(try await CurlTransport().send(HTTPRequest(url: url)).status == 200)
        #expect(proxy.connections == 2)
    }
}
