import DogTestServer
import DogTestSupport
import Foundation
import Testing

/// How many connections a dogsh session opens, counted by a proxy in front of the test server:
/// over HTTP/1.1 a connection is kept and handed on, and over HTTP/2 (through TLS, where ALPN
/// offers it) transfers to one host share one connection.
@Suite struct ConnectionReuseTests {
    static let unset = ["SSL_CERT_FILE": "", "SSL_CERT_DIR": "", "CURL_CA_BUNDLE": "", "https_proxy": "", "http_proxy": "", "HTTPS_PROXY": "", "HTTP_PROXY": ""]

    func run(_ source: URL, _ commands: String, _ variables: [String: String] = [:]) async throws -> Support.Outcome {
        try await Support.run(["--seed", "1", "--source", source.absoluteString, "-c", commands], environment: Self.unset.merging(variables) { $1 })
    }

    @Test func overHTTP1RequestsOneAfterAnotherShareOneConnection() async throws {
        let server = try await TestServerProcess.start()
        let proxy = try await LoopbackProxy.start(forwardingTo: server.url)
        let outcome = try await run(proxy.url, "random; random pug; random akita; info; random")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let requests = try await server.requests().map(\.line)
        #expect(requests.count >= 4, "\(requests)")
        #expect(proxy.connections == 1, "one connection, kept alive, served every request")
    }

    @Test func overHTTP1NoMoreConnectionsOpenThanRequestsRunAtOnce() async throws {
        let server = try await TestServerProcess.start(arguments: ["--latency", "30ms"])
        let proxy = try await LoopbackProxy.start(forwardingTo: server.url)
        let outcome = try await run(proxy.url, "ls --images", ["DOGSH_MAX_CONNECTIONS": "3"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try await server.requests().map(\.line).count == 21)
        #expect((1...3).contains(proxy.connections), "21 requests, 3 at a time: \(proxy.connections) connections")
    }

    @Test func overHTTP2ManyRequestsShareOneConnection() async throws {
        let server = try await TestServerProcess.start(arguments: ["--latency", "30ms"])
        let nginx = try await NginxFront.start(upstream: server.url)
        let counter = try await LoopbackProxy.start(forwardingTo: nginx.url)
        let outcome = try await run(counter.url, "ls --images", ["SSL_CERT_FILE": try await TestCertificates.shared().authority])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try await server.requests().map(\.line).count == 21)
        #expect(counter.connections == 1, "21 requests side by side on one HTTP/2 connection: \(counter.connections)")
    }
}
