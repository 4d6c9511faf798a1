import DogCore
import DogTerminal
import DogTestSupport
import Foundation
import Testing

/// A live source that is slow or silent costs the person 2 seconds, not the deadline: the cache
/// or the embedded catalog answers in its place, and the prompt says so.
@Suite struct SlowSourceTests {
    static let unset = [
        "SSL_CERT_FILE": "", "SSL_CERT_DIR": "", "CURL_CA_BUNDLE": "", "https_proxy": "", "http_proxy": "", "HTTPS_PROXY": "", "HTTP_PROXY": "",
        "DOGSH_QUIET": "2",
    ]

    @Test func aSilentServerCostsTwoSecondsNotTheDeadline() async throws {
        let server = try SilentServer()
        let outcome = try await Support.run(["--source", server.url.absoluteString, "-c", "where; info"], environment: Self.unset)
        let elapsed = outcome.duration
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // About 2 s of waiting; the bound leaves a loaded machine room for the debug binary's own work
        // and stays below the 25 s deadline it tells apart.
        #expect(elapsed < .seconds(20), "took \(elapsed); the deadline is 25 s")
        #expect(server.connectionCount >= 1, "the server was asked")
        let said = outcome.output + outcome.standardError
        #expect(said.contains(Strings().text(.messageLiveSlow, ["source": .text("127.0.0.1:\(server.url.port!)"), "count": .number(2)])), "\(said)")
        #expect(outcome.output.contains("breeds\n"))
        #expect(outcome.output.contains("107 breeds and 93 sub-breeds"), "the embedded catalog stood in: \(outcome.output)")
    }

    @Test func eachCommandOnASilentServerWaitsTwoSecondsAtMost() async throws {
        let server = try SilentServer()
        let outcome = try await Support.run(["--seed", "3", "--source", server.url.absoluteString, "-c", "random; open labrador; where"], environment: Self.unset)
        let elapsed = outcome.duration
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // About 6 s of waiting, against 60 s when each call waited for the 20 s idle limit.
        #expect(elapsed < .seconds(40), "three quiet calls (list, random, images) took \(elapsed); each cost the 20 s idle limit before")
        #expect(outcome.output.contains("https://images.dog.ceo/breeds/"), "embedded images stood in: \(outcome.output)")
        #expect(outcome.output.hasSuffix("[1] breeds › labrador\n"), "\(outcome.output.suffix(200))")
    }
}
