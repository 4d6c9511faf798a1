import DogCore
import DogTerminal
import DogTestSupport
import DogRuntime
import Foundation
import Testing

/// A live source that is silent costs a script one deadline, not one per command: it waits for
/// the live answer up to the deadline (a script never ends on stand-in data), then the embedded
/// catalog answers for the rest of the run, said once on standard error. At a prompt the same
/// source costs the 2-second quiet time per command (LiveInteractiveTests).
@Suite struct SlowSourceTests {
    static let unset = [
        "SSL_CERT_FILE": "", "SSL_CERT_DIR": "", "CURL_CA_BUNDLE": "", "https_proxy": "", "http_proxy": "", "HTTPS_PROXY": "", "HTTP_PROXY": "",
        "DOGSH_QUIET": "2", "DOGSH_DEADLINE": "4",
    ]

    @Test func aSilentServerCostsAScriptOneDeadline() async throws {
        let server = try SilentServer()
        let outcome = try await Support.run(["--seed", "3", "--source", server.url.absoluteString, "-c", "random; open labrador; where"], environment: Self.unset)
        let elapsed = outcome.duration
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // One 4 s deadline for the list, then none for random and the images: three deadlines would be 12 s.
        #expect(elapsed >= .seconds(4), "the script waited for the live answer: \(elapsed)")
        #expect(elapsed < .seconds(10), "took \(elapsed); the deadline is 4 s, paid once")
        #expect(server.connectionCount >= 1, "the server was asked")
        let gaveUp = Strings().text(.messageLiveGaveUp, ["source": .text("127.0.0.1:\(server.url.port!)"), "count": .number(4)])
        #expect(outcome.standardError.components(separatedBy: gaveUp).count == 2, "said once, on standard error: \(outcome.standardError)")
        #expect(!outcome.output.contains("did not answer"), "standard output holds data alone")
        #expect(outcome.output.contains("https://images.dog.ceo/breeds/"), "embedded images stood in: \(outcome.output)")
        #expect(outcome.output.hasSuffix("[1] breeds › labrador\n"), "\(outcome.output.suffix(200))")
    }

    @Test func aSilentServerFailsARunThatRequiresIt() async throws {
        let server = try SilentServer()
        let outcome = try await Support.run(["--require-live", "--source", server.url.absoluteString, "-c", "open pug"], environment: Self.unset)
        #expect(outcome.status == ExitStatus.sourceUnreachable.rawValue, "\(outcome.standardError)")
        #expect(outcome.output.isEmpty, "no data: \(outcome.output)")
        #expect(outcome.duration < .seconds(10), "one deadline: \(outcome.duration)")
        #expect(!outcome.standardError.isEmpty)
    }
}
