import DogCore
import DogTestSupport
import Testing
@testable import DogServices

/// Retries on a virtual clock: what is retried, how long it waits, and when it gives up.
@Suite struct RetryingTransportTests {
    let url = "http://127.0.0.1:9/api/breeds/list/all"
    let sleeper = VirtualSleeper()

    func retrying(_ base: ScriptedTransport, offline: Bool = false) -> RetryingTransport {
        RetryingTransport(base, sleeper: sleeper, jitter: { 1 }, isOffline: { offline })
    }

    @Test(arguments: [
        ScriptedTransport.Outcome.answer(503, "busy"),
        .answer(500, "oops"),
        .answer(429, "slow down"),
        .fail(.transport(url: "u", reason: "connection refused")),
        .fail(.timedOut(url: "u")),
    ])
    func transientFailuresAreRetriedUntilTheyPass(failure: ScriptedTransport.Outcome) async throws {
        let base = ScriptedTransport([url: [failure, failure, .answer(200, "ok")]])
        let response = try await retrying(base).send(.get(url))
        #expect(response.status == 200)
        #expect(base.calls.count == 3)
        #expect(sleeper.sleeps == [.milliseconds(200), .milliseconds(400)])
    }

    @Test(arguments: [
        ScriptedTransport.Outcome.answer(404, "missing"),
        .answer(400, "bad"),
        .answer(401, "key"),
        .fail(.decoding(url: "u", problem: .notJSON)),
        .fail(.tooLarge(url: "u", limit: 1)),
        .fail(.cancelled),
    ])
    func permanentAnswersAreNotRetried(outcome: ScriptedTransport.Outcome) async {
        let base = ScriptedTransport([url: [outcome, .answer(200, "ok")]])
        let result = await retrying(base).result(.get(url))
        #expect((try? result.get())?.status != 200)
        #expect(base.calls.count == 1)
        #expect(sleeper.sleeps.isEmpty)
    }

    @Test func givesUpAfterTheLastAttemptWithTheLastAnswer() async throws {
        let base = ScriptedTransport([url: [.answer(503, "busy")]])
        let response = try await retrying(base).send(.get(url))
        #expect(response.status == 503)
        #expect(base.calls.count == 4)
        #expect(sleeper.sleeps == [.milliseconds(200), .milliseconds(400), .milliseconds(800)])
    }

    @Test func honoursRetryAfterWhenItIsLonger() async throws {
        let base = ScriptedTransport([url: [.answer(429, "wait", headers: ["retry-after": "2"]), .answer(200, "ok")]])
        #expect(try await retrying(base).send(.get(url)).status == 200)
        #expect(sleeper.sleeps == [.seconds(2)])
    }

    @Test func aRetryAfterPastTheDeadlineEndsTheRetries() async throws {
        let base = ScriptedTransport([url: [.answer(429, "wait", headers: ["retry-after": "60"]), .answer(200, "ok")]])
        #expect(try await retrying(base).send(.get(url)).status == 429)
        #expect(base.calls.count == 1)
    }

    @Test func theTotalDeadlineCountsTimeSpentInRequests() async throws {
        let slow = SlowTransport(base: ScriptedTransport([url: [.answer(503, "busy")]]), sleeper: sleeper, cost: .milliseconds(7500))
        let transport = RetryingTransport(slow, sleeper: sleeper, jitter: { 1 }, isOffline: { false })
        #expect(try await transport.send(.get(url)).status == 503)
        #expect(sleeper.sleeps == [.milliseconds(200)], "7.5 s + 0.2 s + 7.5 s leaves no room for a third attempt in 15 s")
    }

    @Test func offlineRequestsGetOneAttempt() async {
        let base = ScriptedTransport([url: [.fail(.transport(url: url, reason: "unreachable")), .answer(200, "ok")]])
        let result = await retrying(base, offline: true).result(.get(url))
        #expect(result == .failure(.transport(url: url, reason: "unreachable")))
        #expect(base.calls.count == 1)
    }

    @Test func cancellingStopsTheBackoff() async {
        let base = ScriptedTransport([url: [.answer(503, "busy")]])
        // Two minutes between attempts: only the cancel can end the wait well before that, however busy the machine.
        let patient = RetryPolicy(maximumAttempts: 4, baseDelay: .seconds(120), maximumDelay: .seconds(120), deadline: .seconds(600))
        let transport = RetryingTransport(base, policy: patient, sleeper: TaskSleeper(), jitter: { 1 }, isOffline: { false })
        let task = Task { await transport.result(.get(url)) }
        while base.calls.isEmpty { await Task.yield() }
        // Timed from the cancel: on a loaded machine (sanitizers, two cores) the task may start late.
        let cancelled = ContinuousClock.now
        task.cancel()
        let result = await task.value
        #expect(result == .failure(.cancelled) || (try? result.get())?.status == 503)
        #expect(base.calls.count == 1, "no attempt after the cancel")
        #expect(ContinuousClock.now - cancelled < .seconds(60), "the cancel cut the two-minute wait short")
    }
}

/// Makes every request take virtual time on a sleeper's clock.
struct SlowTransport: HTTPTransport {
    let base: any HTTPTransport
    let sleeper: VirtualSleeper
    let cost: Duration

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        sleeper.advance(cost)
        return try await base.send(request)
    }
}
