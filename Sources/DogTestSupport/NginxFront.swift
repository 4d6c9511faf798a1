import Foundation

/// `scripts/nginx-front`: nginx answering TLS and HTTP/2 on 127.0.0.1 in front of a plain server.
public final class NginxFront: Sendable {
    private let program: LoopbackProcess
    /// nginx's URL, `https://127.0.0.1:PORT`, with the test CA's `good` certificate.
    public var url: URL { program.url }

    private init(program: LoopbackProcess) {
        self.program = program
    }

    /// Starts nginx in front of a server.
    public static func start(upstream: URL) async throws -> NginxFront {
        let certificates = try await TestCertificates.shared()
        let program = try await LoopbackProcess.start(URL(fileURLWithPath: TestCertificates.packageRoot + "/scripts/nginx-front"), [
            "--upstream", "127.0.0.1:\(upstream.port ?? 80)", "--certificate", certificates.certificate(.good), "--key", certificates.key(.good),
        ])
        return NginxFront(program: program)
    }

    /// Ends nginx and waits for it.
    public func stop() async {
        await program.stop()
    }
}
