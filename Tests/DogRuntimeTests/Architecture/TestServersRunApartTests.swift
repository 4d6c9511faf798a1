import DogCore
import DogServices
import DogTestServer
import DogTestSupport
import Foundation
import Testing

/// No test runs an HTTP server inside the test process.
///
/// A server there answers on the test process's cooperative pool, which the tests themselves
/// hold with long synchronous bodies; its requests then waited past their deadlines, and 3 of
/// 5 full runs failed (RELIABILITY.md). Test servers run as processes of their own:
/// `TestServerProcess`, `LoopbackProxy`, `NginxFront`.
@Suite struct TestServersRunApartTests {
    /// Words that start a server in the calling process.
    static let inProcessServers = ["TestServer.start(", "HTTPServer(", "TestServer.Options("]

    @Test func noTestStartsAServerInItsOwnProcess() throws {
        let tests = Support.packageRoot.appendingPathComponent("Tests")
        let files = try #require(FileManager.default.enumerator(atPath: tests.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the test folder was read")
        let thisFile = URL(fileURLWithPath: #filePath).lastPathComponent
        for file in files where !file.hasSuffix(thisFile) {
            let text = try String(contentsOfFile: tests.appendingPathComponent(file).path, encoding: .utf8)
            for word in Self.inProcessServers {
                #expect(!text.contains(word), "\(file) uses \(word): start TestServerProcess instead")
            }
        }
    }

    @Test func theTestServerProcessAnswersAndEndsWhenStopped() async throws {
        let server = try await TestServerProcess.start(faults: [FaultRule("/api/breeds/list/all", .status(503), times: 1)])
        let url = server.url.appendingPathComponent("api/breeds/list/all")
        let failed = try await CurlTransport().send(HTTPRequest(url: url)).status
        let answered = try await CurlTransport().send(HTTPRequest(url: url)).status
        #expect(failed == 503 && answered == 200, "the fault reached the process and was used up: \(failed), \(answered)")
        #expect(try await server.targets() == ["/api/breeds/list/all", "/api/breeds/list/all"])
        await server.stop()
        do {
            let late = try await CurlTransport().send(HTTPRequest(url: url))
            Issue.record("answered \(late.status) after it was stopped")
        } catch {
            #expect(error.meansOffline, "nothing listens once stopped: \(error)")
        }
    }
}
