import DogCore
import DogTestServer
import DogTestSupport
import Foundation
import Testing
@testable import DogServices

/// The bottom transport against the real test server on 127.0.0.1, fault by fault.
@Suite struct CurlTransportTests {
    static let listPath = "/api/breeds/list/all"

    func withServer(_ faults: [FaultRule] = [], _ body: (TestServerProcess, URL) async throws -> Void) async throws {
        let server = try await TestServerProcess.start(faults: faults)
        try await body(server, server.url.appendingPathComponent(Self.listPath))
    }

    @Test func aHealthyAnswerArrivesWhole() async throws {
        try await withServer { _, url in
            let response = try await CurlTransport().send(HTTPRequest(url: url))
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "application/json")
            let decoded = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            #expect((decoded?["message"] as? [String: [String]])?.count == 107)
        }
    }

    @Test func everyRequestNamesDogshAndItsVersion() async throws {
        try await withServer { server, url in
            _ = try await CurlTransport().send(HTTPRequest(url: url, headers: ["Accept": "application/json"]))
            #expect(try await server.requests().map(\.userAgent) == ["dogsh/\(DogshVersion.current)"])
            #expect(DogshVersion.userAgent == "dogsh/" + DogshVersion.current)
        }
    }

    @Test(arguments: [500, 503, 404])
    func errorStatusesAreAnswersNotFailures(status: Int) async throws {
        try await withServer([FaultRule(Self.listPath, .status(status))]) { _, url in
            let response = try await CurlTransport().send(HTTPRequest(url: url))
            #expect(response.status == status)
            #expect(throws: NetworkError.self) { try response.validated(HTTPRequest(url: url)) }
        }
    }

    @Test func tooManyRequestsCarriesRetryAfter() async throws {
        try await withServer([FaultRule(Self.listPath, .tooManyRequests(retryAfterSeconds: 7))]) { _, url in
            let response = try await CurlTransport().send(HTTPRequest(url: url))
            #expect(response.status == 429)
            #expect(response.headers["retry-after"] == "7")
        }
    }

    @Test func aResetConnectionIsATransportError() async throws {
        try await withServer([FaultRule(Self.listPath, .reset)]) { _, url in
            let result = await CurlTransport().result(HTTPRequest(url: url))
            guard case let .failure(error) = result, case .transport = error else {
                Issue.record("expected a transport error, got \(result)")
                return
            }
            #expect(error.isTransient)
        }
    }

    @Test func aBodyCutShortIsTruncatedNotOffline() async throws {
        try await withServer([FaultRule(Self.listPath, .truncated)]) { _, url in
            let result = await CurlTransport().result(HTTPRequest(url: url))
            #expect(result == .failure(.truncated(url: url.absoluteString)))
            guard case let .failure(error) = result else { return }
            #expect(error.isTransient, "a cut-short answer is worth retrying")
            #expect(!error.meansOffline, "the server answered, so the network is up")
        }
    }

    @Test(arguments: [Fault.oversized(bytes: 300_000), .oversizedChunked(bytes: 300_000)])
    func anOversizedBodyIsRefused(fault: Fault) async throws {
        try await withServer([FaultRule(Self.listPath, fault)]) { _, url in
            let result = await CurlTransport(maximumBytes: 100_000).result(HTTPRequest(url: url))
            #expect(result == .failure(.tooLarge(url: url.absoluteString, limit: 100_000)))
        }
    }

    @Test func aSlowTrickleArrivesWithinTheTimeoutAndTimesOutPastIt() async throws {
        try await withServer([FaultRule(Self.listPath, .trickle(chunkBytes: 256, interval: .milliseconds(30)))]) { _, url in
            let patient = try await CurlTransport(requestTimeout: 10, resourceTimeout: 60).send(HTTPRequest(url: url))
            #expect(patient.body.count > 2000, "the whole list arrived in small pieces")
            let hasty = await CurlTransport(requestTimeout: 10, resourceTimeout: 0.05).result(HTTPRequest(url: url))
            #expect(hasty == .failure(.slowAnswer(url: url.absoluteString)), "the whole-transfer limit ends a trickle")
        }
    }

    @Test func aServerThatGoesSilentTimesOutOnTheIdleLimit() async throws {
        // The server stays silent for a minute: only the 1 s idle limit can end the transfer well
        // before the 60 s whole-transfer limit, however slowly a loaded machine resumes the test.
        try await withServer([FaultRule(Self.listPath, .latency(.seconds(60)))]) { _, url in
            let started = ContinuousClock.now
            let result = await CurlTransport(requestTimeout: 1, resourceTimeout: 60).result(HTTPRequest(url: url))
            #expect(result == .failure(.slowAnswer(url: url.absoluteString)), "connected, then silent: slow, not offline")
            guard case let .failure(error) = result else { return }
            #expect(!error.meansOffline && error.isTransient)
            #expect(ContinuousClock.now - started < .seconds(30), "the idle limit ended it, not the whole-transfer limit")
        }
    }

    @Test func aRefusedConnectionIsATransportError() async throws {
        let server = try await TestServerProcess.start()
        let url = server.url.appendingPathComponent(Self.listPath)
        await server.stop()
        let result = await CurlTransport().result(HTTPRequest(url: url))
        guard case let .failure(error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error.meansOffline)
    }

    @Test func cancellingTheTaskCancelsTheTransfer() async throws {
        // The server would answer after a minute, long after any loaded machine has run the cancel.
        try await withServer([FaultRule(Self.listPath, .latency(.seconds(60)))]) { server, url in
            let task = Task { await CurlTransport().result(HTTPRequest(url: url)) }
            try await Task.sleep(for: .milliseconds(100))
            task.cancel()
            #expect(await task.value == .failure(.cancelled))
            #expect(try await server.requestCount() == 0, "the server never finished an answer")
        }
    }

    @Test func redirectsAreFollowedFiveTimesAtMostAndOnlyToHTTP() async throws {
        try await withServer { server, _ in
            let base = server.url.absoluteString
            let three = try await CurlTransport().send(.get(base + "/redirect/3/api/breeds/list/all"))
            #expect(three.status == 200)
            #expect(three.headers["content-type"] == "application/json", "headers are the final answer's")
            let six = await CurlTransport().result(.get(base + "/redirect/6/api/breeds/list/all"))
            #expect(six == .failure(.redirectLoop(url: base + "/redirect/6/api/breeds/list/all", limit: 5)))
            let file = await CurlTransport().result(.get(base + "/redirect/file"))
            guard case let .failure(.redirectRefused(_, reason)) = file else { Issue.record("expected a refused redirect, got \(file)"); return }
            #expect(reason.contains("file"))
            #expect(NetworkError.redirectLoop(url: "", limit: 5).isTransient == false && NetworkError.redirectLoop(url: "", limit: 5).meansOffline == false)
            let direct = await CurlTransport().result(.get("file:///etc/passwd"))
            #expect(direct == .failure(.transport(url: "file:///etc/passwd", reason: "only http and https are fetched")))
        }
    }

    @Test func headersReachTheServer() async throws {
        try await withServer { server, _ in
            let url = server.theDogAPIURL.appendingPathComponent("v1/images/search")
            let without = try await CurlTransport().send(HTTPRequest(url: url))
            let with = try await CurlTransport().send(HTTPRequest(url: url, headers: ["x-api-key": "test-key"]))
            #expect(without.status == 401)
            #expect(with.status == 200)
        }
    }
}
