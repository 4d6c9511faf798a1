import Foundation

/// `scripts/nginx-front`: nginx answering TLS and HTTP/2 on 127.0.0.1 in front of a plain server.
public final class NginxFront: Sendable {
    private let program: LoopbackProcess
    /// nginx's URL, `https://127.0.0.1:PORT`, with the test CA's `good` certificate.
    public var url: URL { program.url }

    /// Starts nginx in front of a server.
    public init(upstream: URL) throws {
        let certificates = try TestCertificates.shared()
        program = try LoopbackProcess(URL(fileURLWithPath: TestCertificates.packageRoot + "/scripts/nginx-front"), [
            "--upstream", "127.0.0.1:\(upstream.port ?? 80)", "--certificate", certificates.certificate(.good), "--key", certificates.key(.good),
        ])
    }
}
