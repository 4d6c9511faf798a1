import DogTestServer
import DogTestSupport
import Foundation
import Testing

/// The built binary through TLS and a CONNECT proxy on 127.0.0.1, steered by the environment as
/// users set it: `SSL_CERT_FILE`, `CURL_CA_BUNDLE`, `SSL_CERT_DIR`, `https_proxy` and `no_proxy`.
@Suite struct TrustAndProxyTests {
    /// Every variable these tests steer, unset unless a test sets it: this machine's own may name the system bundle or a proxy.
    static let unset = [
        "SSL_CERT_FILE": "", "SSL_CERT_DIR": "", "CURL_CA_BUNDLE": "",
        "https_proxy": "", "HTTPS_PROXY": "", "http_proxy": "", "HTTP_PROXY": "", "no_proxy": "", "NO_PROXY": "", "ALL_PROXY": "", "all_proxy": "",
    ]

    /// Runs `open pug` against a source with the variables given; returns the outcome.
    func openPug(_ source: URL, _ variables: [String: String]) async throws -> Support.Outcome {
        try await Support.run(["--seed", "1", "--source", source.absoluteString, "-c", "open pug"], environment: Self.unset.merging(variables) { $1 })
    }

    @Test func aPrivateCANamedInTheEnvironmentIsTrustedAndWithoutItTheErrorSaysWhatToSet() async throws {
        let server = try await TestServerProcess.start()
        let front = try await LoopbackProxy.start(tlsFor: server.url, certificate: .good)
        let authority = try await TestCertificates.shared().authority

        let untrusted = try await openPug(front.url, [:])
        #expect(untrusted.standardError.contains("is not signed by an authority dogsh trusts. For a private CA or a company proxy, set SSL_CERT_FILE"))
        #expect(!untrusted.standardError.contains("offline"), "a certificate error is not the network going away")
        // At most one connection per request: the list, and pug's image list and picks begun beside
        // it. A retried request alone would make four.
        #expect((1...3).contains(front.connections), "a certificate error is not retried: \(front.connections) connections")

        let byFile = try await openPug(front.url, ["SSL_CERT_FILE": authority])
        #expect(byFile.status == 0, "\(byFile.standardError)")
        #expect(byFile.output.contains("Images 1–10 of 100"))

        let byBundle = try await openPug(front.url, ["CURL_CA_BUNDLE": authority, "SSL_CERT_FILE": "/nonexistent/ca.pem"])
        #expect(byBundle.status == 0, "CURL_CA_BUNDLE comes first, as in curl: \(byBundle.standardError)")
    }

    @Test(arguments: [
        (TestCertificates.Server.expired, "has expired or is not valid yet"),
        (.wronghost, "was issued for another host name"),
    ])
    func certificateProblemsAreNamedAtTheShell(certificate: TestCertificates.Server, words: String) async throws {
        let server = try await TestServerProcess.start()
        let front = try await LoopbackProxy.start(tlsFor: server.url, certificate: certificate)
        let outcome = try await openPug(front.url, ["SSL_CERT_FILE": try await TestCertificates.shared().authority])
        #expect(outcome.standardError.contains("The certificate of \(front.url.absoluteString)/api/breeds/list/all \(words)"), "\(outcome.standardError)")
        #expect((1...3).contains(front.connections), "not retried: \(front.connections) connections")
    }

    @Test func redirectLoopsAndRedirectsToFilesAreTheServersErrors() async throws {
        let server = try await TestServerProcess.start()
        let loop = try await openPug(server.url.appendingPathComponent("redirect/9"), [:])
        #expect(loop.standardError.contains("redirects in a loop (more than 5 redirects); the server is misconfigured."), "\(loop.standardError)")
        let file = try await openPug(server.url.appendingPathComponent("redirect/file"), [:])
        #expect(file.standardError.contains("redirects to an address dogsh does not follow (only http and https)"), "\(file.standardError)")
        #expect(!(loop.standardError + file.standardError).contains("offline"))
    }

    @Test func httpsGoesThroughTheProxyTheEnvironmentNamesUnlessNoProxyExemptsTheHost() async throws {
        let server = try await TestServerProcess.start()
        let front = try await LoopbackProxy.start(tlsFor: server.url, certificate: .good)
        let proxy = try await LoopbackProxy.connect()
        let authority = try await TestCertificates.shared().authority

        let proxied = try await openPug(front.url, ["SSL_CERT_FILE": authority, "https_proxy": proxy.url.absoluteString])
        #expect(proxied.status == 0, "\(proxied.standardError)")
        #expect(proxied.output.contains("Images 1–10 of 100"))
        let tunnels = proxy.connections
        #expect(tunnels >= 1, "the requests went through the CONNECT proxy")
        #expect(front.connections == tunnels, "every connection to the server came through the proxy")

        let exempt = try await openPug(front.url, ["SSL_CERT_FILE": authority, "https_proxy": proxy.url.absoluteString, "no_proxy": "127.0.0.1"])
        #expect(exempt.status == 0)
        #expect(proxy.connections == tunnels, "no_proxy sends 127.0.0.1 straight to the server")

        let upper = try await openPug(front.url, ["SSL_CERT_FILE": authority, "HTTPS_PROXY": proxy.url.absoluteString])
        #expect(upper.status == 0)
        #expect(proxy.connections > tunnels, "HTTPS_PROXY counts too")
    }
}
