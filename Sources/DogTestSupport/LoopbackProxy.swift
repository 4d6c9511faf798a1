import Foundation
import Synchronization

/// `scripts/loopback-proxy` running for a test: TLS in front of a plain server, or a CONNECT proxy.
///
/// It counts the TCP connections clients open, before any TLS handshake, so a test sees how
/// many a client made, and whether it tried again.
public final class LoopbackProxy: @unchecked Sendable {
    private let process = Process()
    private let countFile: String
    /// The proxy's URL: `https://127.0.0.1:PORT` in front of a server, `http://…` as a CONNECT proxy.
    public let url: URL

    /// Answers TLS with a certificate from `TestCertificates` and forwards to a plain server.
    public convenience init(tlsFor upstream: URL, certificate: TestCertificates.Server, rtt: Int = 0) throws {
        let certificates = try TestCertificates.shared()
        try self.init([
            "--upstream", "127.0.0.1:\(upstream.port ?? 80)",
            "--tls", certificates.certificate(certificate), certificates.key(certificate), "--rtt", String(rtt),
        ])
    }

    /// Forwards every connection to a server as it is, each chunk of bytes after half of `rtt`
    /// milliseconds each way; its URL has the server's scheme, so TLS passes through it.
    public convenience init(forwardingTo upstream: URL, rtt: Int = 0) throws {
        try self.init(["--upstream", "127.0.0.1:\(upstream.port ?? 80)", "--rtt", String(rtt)], scheme: upstream.scheme)
    }

    /// An HTTP CONNECT proxy, as `https_proxy` names one.
    public static func connect() throws -> LoopbackProxy {
        try LoopbackProxy(["--connect"])
    }

    private init(_ arguments: [String], scheme: String? = nil) throws {
        countFile = temporaryFolder("proxy-count")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", TestCertificates.packageRoot + "/scripts/loopback-proxy", "--count-file", countFile] + arguments
        process.standardError = FileHandle.nullDevice
        guard var url = try process.runReadingLoopbackURL() else { throw CocoaError(.executableLoad) }
        if let scheme, var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            parts.scheme = scheme
            url = parts.url ?? url
        }
        self.url = url
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// How many TCP connections (or CONNECT tunnels) clients have opened so far.
    public var connections: Int {
        (try? String(contentsOfFile: countFile, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
    }
}

/// `scripts/nginx-front`: nginx answering TLS and HTTP/2 on 127.0.0.1 in front of a plain server.
public final class NginxFront: @unchecked Sendable {
    private let process = Process()
    /// nginx's URL, `https://127.0.0.1:PORT`, with the test CA's `good` certificate.
    public let url: URL

    /// Starts nginx in front of a server.
    public init(upstream: URL) throws {
        let certificates = try TestCertificates.shared()
        process.executableURL = URL(fileURLWithPath: TestCertificates.packageRoot + "/scripts/nginx-front")
        process.arguments = [
            "--upstream", "127.0.0.1:\(upstream.port ?? 80)", "--certificate", certificates.certificate(.good), "--key", certificates.key(.good),
        ]
        process.standardError = FileHandle.nullDevice
        guard let url = try process.runReadingLoopbackURL() else { throw CocoaError(.executableLoad) }
        self.url = url
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }
}

/// A throwaway certificate authority and server certificates from `scripts/make-test-certificates`, made once per test run.
public struct TestCertificates: Sendable {
    /// A server certificate, each wrong in one way or not at all.
    public enum Server: String, Sendable {
        /// For 127.0.0.1 and localhost, valid, signed by the CA.
        case good
        /// Signed by the CA, for 127.0.0.1, but valid only in January 2020.
        case expired
        /// Signed by the CA, valid, but for wrong.example.
        case wronghost
    }

    /// The folder holding them.
    public let folder: String

    /// The CA's certificate, as `SSL_CERT_FILE` names one.
    public var authority: String { folder + "/ca.pem" }

    /// A server's certificate file.
    public func certificate(_ server: Server) -> String { folder + "/\(server.rawValue).pem" }

    /// A server's key file.
    public func key(_ server: Server) -> String { folder + "/\(server.rawValue).key" }

    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    private static let made = Mutex<Result<TestCertificates, CocoaError>?>(nil)

    /// The certificates, made on first use.
    public static func shared() throws -> TestCertificates {
        try made.withLock { made in
            if let made { return try made.get() }
            let folder = temporaryFolder("certificates")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: packageRoot + "/scripts/make-test-certificates")
            process.arguments = [folder]
            process.standardOutput = FileHandle.nullDevice
            let result: Result<TestCertificates, CocoaError>
            do {
                try process.run()
                process.waitUntilExit()
                result = process.terminationStatus == 0 ? .success(TestCertificates(folder: folder)) : .failure(CocoaError(.fileWriteUnknown))
            } catch {
                result = .failure(CocoaError(.executableLoad))
            }
            made = result
            return try result.get()
        }
    }
}
