import Testing
@testable import DogTestServer

/// Fault rules: their text form, and how a plan hands faults out request by request.
@Suite struct FaultRuleTests {
    @Test(arguments: [
        ("/=latency:50ms", FaultRule("/", .latency(.milliseconds(50))) as FaultRule?),
        ("/api=latency:2s", FaultRule("/api", .latency(.seconds(2)))),
        ("/api=latency:75", FaultRule("/api", .latency(.milliseconds(75)))),
        ("/api/breeds/list/all=503*2", FaultRule("/api/breeds/list/all", .status(503), times: 2)),
        ("/x=500", FaultRule("/x", .status(500))),
        ("/x=429", FaultRule("/x", .tooManyRequests(retryAfterSeconds: 1))),
        ("/x=429:3", FaultRule("/x", .tooManyRequests(retryAfterSeconds: 3))),
        ("/x=truncate", FaultRule("/x", .truncated)),
        ("/x=invalid-json", FaultRule("/x", .invalidJSON)),
        ("/x=wrong-types*1", FaultRule("/x", .wrongTypes, times: 1)),
        ("/x=reset", FaultRule("/x", .reset)),
        ("/x=trickle", FaultRule("/x", .trickle(chunkBytes: 64, interval: .milliseconds(20)))),
        ("/x=trickle:8:1s", FaultRule("/x", .trickle(chunkBytes: 8, interval: .seconds(1)))),
        ("/x=oversized:9mb", FaultRule("/x", .oversized(bytes: 9 << 20))),
        ("/x=oversized-chunked:512kb", FaultRule("/x", .oversizedChunked(bytes: 512 << 10))),
        ("/x=OVERSIZED:100", FaultRule("/x", .oversized(bytes: 100))),
        ("x=500", nil),
        ("/x", nil),
        ("/x=200", nil),
        ("/x=explode", nil),
        ("/x=latency", nil),
        ("/x=latency:-5", nil),
        ("/x=trickle:0:1s", nil),
        ("/x=500*-1", nil),
        ("/x=500*many", nil),
    ] as [(String, FaultRule?)])
    func parses(text: String, expected: FaultRule?) {
        #expect(FaultRule(parsing: text) == expected)
    }

    @Test func latenciesAddUpAndTheFirstContentFaultWins() {
        let plan = FaultPlan([
            FaultRule("/", .latency(.milliseconds(50))),
            FaultRule("/api", .latency(.milliseconds(20))),
            FaultRule("/api/breeds", .status(503), times: 2),
            FaultRule("/api", .reset),
        ])
        #expect(plan.take(for: "/api/breeds/list/all") == (.milliseconds(70), .status(503)))
        #expect(plan.take(for: "/api/breeds/list/all") == (.milliseconds(70), .status(503)))
        #expect(plan.take(for: "/api/breeds/list/all") == (.milliseconds(70), .reset), "the counted rule is used up")
        #expect(plan.take(for: "/breeds/pug/a.jpg") == (.milliseconds(50), nil))
        #expect(plan.current.count == 3)
        plan.replace(with: [])
        #expect(plan.take(for: "/api") == (.zero, nil))
    }
}
