import DogTestServer
import DogTestSupport
import Foundation
import Testing

/// On a cold dog.ceo session, the first line's requests go out beside the breed list's: the
/// embedded catalog already names dog.ceo's breeds, so there is no need to wait for the list.
@Suite struct EarlyRequestTests {
    static let unset = ["SSL_CERT_FILE": "", "SSL_CERT_DIR": "", "CURL_CA_BUNDLE": "", "https_proxy": "", "http_proxy": "", "HTTPS_PROXY": "", "HTTP_PROXY": ""]

    func run(_ server: TestServerProcess, _ arguments: [String], _ variables: [String: String] = [:]) async throws -> Support.Outcome {
        try await Support.run(["--seed", "1", "--source", server.url.absoluteString] + arguments, environment: Self.unset.merging(variables) { $1 })
    }

    @Test func openingABreedTakesOneRoundTripNotTwo() async throws {
        let server = try await TestServerProcess.start(arguments: ["--latency", "500ms"])
        let outcome = try await run(server, ["-c", "open labrador"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.output.contains("Images 1–10 of"))
        let requests = try await server.requests().map(\.line)
        #expect(Set(requests) == ["200 /api/breeds/list/all", "200 /api/breed/labrador/images", "200 /api/breed/labrador/images/random/10"], "\(requests)")
        #expect(try await server.roundTrips() == 1, "the list and the breed's images went out together")
    }

    @Test func theThumbnailsOfTheFirstPageGoOutWithTheList() async throws {
        let server = try await TestServerProcess.start(arguments: ["--latency", "500ms"])
        // Over HTTP/1.1 a connection carries one request at a time: with room for all 21, they
        // take one round trip together, where waiting for the list first would take two.
        let outcome = try await run(server, ["-c", "ls --images"], ["DOGSH_MAX_CONNECTIONS": "32"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try await server.requests().map(\.line).count == 21, "no request twice: the foreseen page is the page shown")
        #expect(try await server.roundTrips() == 1)
    }

    @Test func aScriptsFirstLineIsForeseenTooAndLaterLinesWait() async throws {
        let server = try await TestServerProcess.start(arguments: ["--latency", "500ms"])
        let script = Support.temporaryFolder() + "/first.dogsh"
        try "open pug\nback\nopen akita\n".write(toFile: script, atomically: true, encoding: .utf8)
        let outcome = try await run(server, ["--script", script])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try await server.roundTrips() == 2, "the list with pug's images, then akita's")
    }

    @Test func aBreedTheLiveListLacksIsNotOpenedFromTheEarlyAnswer() async throws {
        // This live list lacks labrador, which the embedded catalog has: the early request is
        // made, and its answer thrown away, for the live list decides.
        let list = #"{"status":"success","message":{"pug":[],"hound":["afghan"]}}"#
        let server = try await TestServerProcess.start(faults: [FaultRule("/api/breeds/list/all", .exact(status: 200, headers: [:], body: Data(list.utf8)))])
        let outcome = try await Support.run(
            ["--seed", "1", "--source", server.url.absoluteString, "-c", "open labrador"], environment: Self.unset
        )
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("labrador"), "\(outcome.standardError)")
        #expect(!outcome.output.contains("Images:"), "\(outcome.output)")
        #expect(try await server.targets().contains("/api/breed/labrador/images"), "the request did go out early")
    }
}
