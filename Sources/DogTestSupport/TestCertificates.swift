import Foundation

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

    /// The certificates, made once per test process, on a thread of their own.
    private static let made = Task { try await offThePool(make) }

    /// The certificates, made on first use.
    public static func shared() async throws -> TestCertificates {
        try await made.value
    }

    private static func make() throws -> TestCertificates {
        let folder = temporaryFolder("certificates")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: packageRoot + "/scripts/make-test-certificates")
        process.arguments = [folder]
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CocoaError(.executableLoad)
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        return TestCertificates(folder: folder)
    }
}
