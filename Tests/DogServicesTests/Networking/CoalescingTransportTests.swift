import DogCore
import Foundation
import DogTestSupport
import Testing
@testable import DogServices

/// Identical requests in flight share one network call; cancelled callers stop waiting.
@Suite struct CoalescingTransportTests {
    let list = "http://127.0.0.1:9/api/breeds/list/all"
    let pug = "http://127.0.0.1:9/api/breed/pug/images"

    @Test func identicalRequestsInFlightShareOneCall() async throws {
        let base = ScriptedTransport([list: [.answer(200, "breeds")]], hold: true)
        let transport = CoalescingTransport(base)
        async let first = transport.result(.get(list))
        async let second = transport.result(.get(list))
        async let third = transport.result(.get(list))
        await base.waitUntilHeld(1)
        while transport.inFlight.waiterCount(.get(list)) < 3 { await Task.yield() }
        base.release()
        let results = await [first, second, third]
        #expect(results.allSatisfy { (try? $0.get())?.body == Data("breeds".utf8) })
        #expect(base.calls == [list])
        #expect(transport.inFlight.count == 0)
    }

    @Test func differentRequestsAndLaterRequestsAreSentAgain() async throws {
        let base = ScriptedTransport([list: [.answer(200, "breeds")], pug: [.answer(200, "pugs")]])
        let transport = CoalescingTransport(base)
        async let a = transport.result(.get(list))
        async let b = transport.result(.get(pug))
        _ = await (a, b)
        _ = try await transport.send(.get(list))
        #expect(base.calls.sorted() == [list, list, pug].sorted())
    }

    @Test func aCancelledCallerStopsWaitingWhileOthersGetTheAnswer() async throws {
        let base = ScriptedTransport([list: [.answer(200, "breeds")]], hold: true)
        let transport = CoalescingTransport(base)
        let leaving = Task { await transport.result(.get(list)) }
        let staying = Task { await transport.result(.get(list)) }
        await base.waitUntilHeld(1)
        while transport.inFlight.waiterCount(.get(list)) < 2 { await Task.yield() }
        leaving.cancel()
        #expect(await leaving.value == .failure(.cancelled), "the cancelled caller returns before the answer")
        base.release()
        #expect(try await staying.value.get().status == 200)
        #expect(base.cancelled == 0, "the shared call went on for the caller still waiting")
    }

    @Test func whenEveryCallerLeavesTheCallIsCancelled() async throws {
        let base = ScriptedTransport([list: [.answer(200, "breeds")]], hold: true)
        let transport = CoalescingTransport(base)
        let only = Task { await transport.result(.get(list)) }
        await base.waitUntilHeld(1)
        only.cancel()
        #expect(await only.value == .failure(.cancelled))
        #expect(transport.inFlight.count == 0)
        base.release()
        while base.cancelled == 0 { await Task.yield() }
        #expect(base.cancelled == 1)
        #expect(try await transport.send(.get(list)).status == 200, "a new caller starts a new call")
        #expect(base.calls == [list, list])
    }
}
