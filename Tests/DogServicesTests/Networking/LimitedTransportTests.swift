import DogCore
import DogTestSupport
import Testing
@testable import DogServices

/// At most N requests use the network at once; the rest wait their turn, and leave when cancelled.
@Suite struct LimitedTransportTests {
    static func urls(_ count: Int) -> [String] {
        (0..<count).map { "http://127.0.0.1:9/api/breed/b\($0)/images/random/1" }
    }

    @Test(arguments: [1, 3, 10])
    func neverMoreThanTheLimitAtOnce(limit: Int) async {
        let urls = Self.urls(12)
        let base = ScriptedTransport(Dictionary(uniqueKeysWithValues: urls.map { ($0, [.answer(200, "ok")]) }), hold: true)
        let transport = LimitedTransport(base, maximumConcurrent: limit)
        await withTaskGroup(of: Void.self) { group in
            for url in urls { group.addTask { _ = await transport.result(.get(url)) } }
            await base.waitUntilHeld(limit)
            try? await Task.sleep(for: .milliseconds(20))
            #expect(base.calls.count == limit, "the others wait for a slot")
            base.release()
        }
        #expect(base.maximumInFlight == limit)
        #expect(base.calls.count == 12)
    }

    @Test func aCancelledWaiterGivesUpItsTurn() async {
        let urls = Self.urls(2)
        let base = ScriptedTransport([urls[0]: [.answer(200, "first")], urls[1]: [.answer(200, "second")]], hold: true)
        let transport = LimitedTransport(base, maximumConcurrent: 1)
        let first = Task { await transport.result(.get(urls[0])) }
        await base.waitUntilHeld(1)
        let waiting = Task { await transport.result(.get(urls[1])) }
        try? await Task.sleep(for: .milliseconds(20))
        waiting.cancel()
        #expect(await waiting.value == .failure(.cancelled))
        base.release()
        #expect((try? await first.value.get())?.status == 200)
        #expect(base.calls == [urls[0]], "the cancelled request never reached the network")
        #expect((try? await transport.send(.get(urls[1])))?.status == 200, "its slot went back")
    }
}
