import Foundation

/// `scripts/loopback-proxy` running for a test: TLS in front of a plain server, or a CONNECT proxy.
///
/// It counts the TCP connections clients open, before any TLS handshake, so a test sees how
/// many a client made, and whether it tried again.
public final class LoopbackProxy: Sendable {
    private let program: LoopbackProcess
    private let countFile: String
    /// The proxy's URL: `https://127.0.0.1:PORT` in front of a server, `http://…` as a CONNECT proxy.
    public let url: URL

    /// Answers TLS with a certificate from `TestCertificates` and forwards to a plain server.
    public static func start(tlsFor upstream: URL, certificate: TestCertificates.Server, rtt: Int = 0) async throws -> LoopbackProxy {
        let certificates = try await TestCertificates.shared()
        return try await start([
            "--upstream", "127.0.0.1:\(upstream.port ?? 80)",
            "--tls", certificates.certificate(certificate), certificates.key(certificate), "--rtt", String(rtt),
        ])
    }

    /// Forwards every connection to a server as it is, each chunk of bytes after half of `rtt`
    /// milliseconds each way; its URL has the server's scheme, so TLS passes through it.
    public static func start(forwardingTo upstream: URL, rtt: Int = 0) async throws -> LoopbackProxy {
        try await start(["--upstream", "127.0.0.1:\(upstream.port ?? 80)", "--rtt", String(rtt)], scheme: upstream.scheme)
    }

    /// An HTTP CONNECT proxy, as `https_proxy` names one.
    public static func connect() async throws -> LoopbackProxy {
        try await start(["--connect"])
    }

    private static func start(_ arguments: [String], scheme: String? = nil) async throws -> LoopbackProxy {
        let countFile = temporaryFolder("proxy-count")
        let program = try await LoopbackProcess.start(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", TestCertificates.packageRoot + "/scripts/loopback-proxy", "--count-file", countFile] + arguments
        )
        return LoopbackProxy(program: program, countFile: countFile, scheme: scheme)
    }

    private init(program: LoopbackProcess, countFile: String, scheme: String?) {
        self.program = program
        self.countFile = countFile
        var url = program.url
        if let scheme, var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            parts.scheme = scheme
            url = parts.url ?? url
        }
        self.url = url
    }

    /// Ends the proxy and waits for it.
    public func stop() async {
        await program.stop()
    }

    /// How many TCP connections (or CONNECT tunnels) clients have opened so far.
    public var connections: Int {
        (try? String(contentsOfFile: countFile, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
    }
}
