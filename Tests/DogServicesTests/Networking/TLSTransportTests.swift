import CCurlShim
import DogCore
import DogTestServer
import DogTestSupport
import Foundation
import Testing
@testable import DogServices

/// The transport through TLS on 127.0.0.1: the CAs it trusts, and each certificate failure named,
/// never retried and never taken for the network being down.
@Suite struct TLSTransportTests {
    static let listPath = "/api/breeds/list/all"

    /// The test server behind a TLS front with one of the test certificates.
    func withTLSServer(_ certificate: TestCertificates.Server, _ body: (LoopbackProxy, URL) async throws -> Void) async throws {
        let server = try await TestServerProcess.start()
        defer { Task { await server.stop() } }
        let front = try await LoopbackProxy.start(tlsFor: server.url, certificate: certificate)
        try await body(front, front.url.appendingPathComponent(Self.listPath))
    }

    @Test func theTestCAIsTrustedOnlyWhenNamed() async throws {
        let authority = try await TestCertificates.shared().authority
        try await withTLSServer(.good) { front, url in
            let trusted = try await CurlTransport(trust: CertificateTrust(caFile: authority)).send(HTTPRequest(url: url))
            #expect(trusted.status == 200)
            let system = await CurlTransport(trust: CertificateTrust(caFile: "/etc/ssl/certs/ca-certificates.crt")).result(HTTPRequest(url: url))
            #expect(system == .failure(.certificate(url: url.absoluteString, problem: .untrusted)))
            #expect(front.connections == 2)
        }
    }

    @Test func aFolderOfHashedCertificatesIsTrustedToo() async throws {
        let certificates = try await TestCertificates.shared()
        let folder = temporaryFolder("ca-folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: certificates.authority, toPath: folder + "/ca.pem")
        try await offThePool {
            let rehash = Process()
            rehash.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            rehash.arguments = ["openssl", "rehash", folder]
            try rehash.run()
            rehash.waitUntilExit()
        }
        try await withTLSServer(.good) { _, url in
            let trust = CertificateTrust(caFile: temporaryFolder("no-such-bundle") + "/none.pem", caPath: folder)
            // A CA file that cannot be read is a TLS failure of its own, named as such.
            let missingFile = await CurlTransport(trust: trust).result(HTTPRequest(url: url))
            guard case .failure(.tls) = missingFile else { Issue.record("expected a TLS failure, got \(missingFile)"); return }
            let response = try await CurlTransport(trust: CertificateTrust(caPath: folder)).send(HTTPRequest(url: url))
            #expect(response.status == 200)
        }
    }

    @Test(arguments: [(TestCertificates.Server.expired, CertificateProblem.expired), (.wronghost, .wrongHost)])
    func eachCertificateProblemIsNamed(certificate: TestCertificates.Server, problem: CertificateProblem) async throws {
        let authority = try await TestCertificates.shared().authority
        try await withTLSServer(certificate) { front, url in
            let result = await CurlTransport(trust: CertificateTrust(caFile: authority)).result(HTTPRequest(url: url))
            #expect(result == .failure(.certificate(url: url.absoluteString, problem: problem)))
            #expect(front.connections == 1)
        }
    }

    @Test func certificateFailuresAreNotRetriedAndDoNotMeanOffline() async throws {
        try await withTLSServer(.good) { front, url in
            let sleeper = VirtualSleeper()
            let monitor = ConnectivityMonitor(probe: { true }, sleeper: sleeper)
            let transport = RetryingTransport(
                CurlTransport(trust: CertificateTrust(caFile: "/etc/ssl/certs/ca-certificates.crt")), policy: RetryPolicy(), sleeper: sleeper,
                isOffline: { monitor.isOffline }
            )
            let result = await MonitoredTransport(transport, monitor: monitor).result(HTTPRequest(url: url))
            #expect(result == .failure(.certificate(url: url.absoluteString, problem: .untrusted)))
            #expect(front.connections == 1, "asked once")
            #expect(!monitor.isOffline)
            for problem in [CertificateProblem.untrusted, .expired, .wrongHost] {
                let error = NetworkError.certificate(url: "https://x", problem: problem)
                #expect(!error.isTransient && !error.meansOffline)
            }
        }
    }

    /// libcurl's failures, as the shim names them: code, detail, OpenSSL's verification result, redirects.
    @Test(arguments: [
        (60, "SSL certificate problem: unable to get local issuer certificate", 20, 0, DOGSH_CURL_CERT_UNTRUSTED),
        (60, "SSL certificate problem: self-signed certificate", 18, 0, DOGSH_CURL_CERT_UNTRUSTED),
        (60, "SSL certificate problem: self-signed certificate in certificate chain", 19, 0, DOGSH_CURL_CERT_UNTRUSTED),
        (60, "SSL certificate problem: certificate has expired", 10, 0, DOGSH_CURL_CERT_EXPIRED),
        (60, "SSL certificate problem: certificate is not yet valid", 9, 0, DOGSH_CURL_CERT_EXPIRED),
        (60, "SSL: no alternative certificate subject name matches target host name 'x'", 0, 0, DOGSH_CURL_CERT_WRONG_HOST),
        (60, "The certificate is NOT trusted. The certificate issuer is unknown.", 0, 0, DOGSH_CURL_CERT_UNTRUSTED),
        (60, "server certificate verification failed. CAfile: none", 0, 0, DOGSH_CURL_TLS_FAILED),
        (35, "OpenSSL SSL_connect: SSL_ERROR_SYSCALL", 0, 0, DOGSH_CURL_TLS_FAILED),
        (77, "error setting certificate file: /nowhere.pem", 0, 0, DOGSH_CURL_TLS_FAILED),
        (47, "Maximum (5) redirects followed", 0, 5, DOGSH_CURL_REDIRECT_LOOP),
        (1, "Protocol \"file\" not supported or disabled in libcurl", 0, 1, DOGSH_CURL_REDIRECT_REFUSED),
        (1, "Protocol \"gopher\" not supported or disabled in libcurl", 0, 0, DOGSH_CURL_FAILED),
        (7, "Failed to connect to 127.0.0.1 port 9: Connection refused", 0, 0, DOGSH_CURL_FAILED),
        (6, "Could not resolve host: nowhere.invalid", 0, 0, DOGSH_CURL_FAILED),
    ] as [(Int32, String, Int, Int, dogsh_curl_outcome)])
    func libcurlFailuresAreSortedByWhatTheyMean(code: Int32, detail: String, verify: Int, redirects: Int, outcome: dogsh_curl_outcome) {
        #expect(dogsh_curl_classify(code, detail, verify, redirects) == outcome)
    }
}
