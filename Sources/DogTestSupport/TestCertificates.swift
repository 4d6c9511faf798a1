import Foundation
import Synchronization

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
