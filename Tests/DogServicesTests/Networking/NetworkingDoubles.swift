import DogCore
import Foundation
import Synchronization
@testable import DogServices

/// A transport that answers from a script of outcomes per URL and records every call.
///
/// An outcome list is consumed in order; the last outcome repeats. `hold` makes calls wait
/// until `release()`, so tests can observe requests in flight.
final class ScriptedTransport: HTTPTransport {
    enum Outcome: Sendable {
        case answer(Int, String, headers: [String: String] = [:])
        case fail(NetworkError)
    }

    private struct State {
        var script: [String: [Outcome]] = [:]
        var calls: [String] = []
        var inFlight = 0
        var maximumInFlight = 0
        var held: [CheckedContinuation<Void, Never>] = []
        var holding = false
        var cancelled = 0
    }

    private let state = Mutex(State())

    init(_ script: [String: [Outcome]] = [:], hold: Bool = false) {
        state.withLock {
            $0.script = script
            $0.holding = hold
        }
    }

    /// Sets the outcomes for a URL.
    func script(_ url: String, _ outcomes: [Outcome]) {
        state.withLock { $0.script[url] = outcomes }
    }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let url = request.url.absoluteString
        let mustHold = state.withLock { state -> Bool in
            state.calls.append(url)
            state.inFlight += 1
            state.maximumInFlight = max(state.maximumInFlight, state.inFlight)
            return state.holding
        }
        defer { state.withLock { $0.inFlight -= 1 } }
        if mustHold {
            await withCheckedContinuation { continuation in
                state.withLock { $0.held.append(continuation) }
            }
        }
        if Task.isCancelled {
            state.withLock { $0.cancelled += 1 }
            throw .cancelled
        }
        let outcome = state.withLock { state -> Outcome in
            guard var outcomes = state.script[url], let first = outcomes.first else { return .answer(404, "{}") }
            if outcomes.count > 1 { outcomes.removeFirst() }
            state.script[url] = outcomes
            return first
        }
        switch outcome {
        case let .answer(status, body, headers): return HTTPResponse(status: status, headers: headers, body: Data(body.utf8))
        case let .fail(error): throw error
        }
    }

    /// Lets every held call go on, and stops holding new ones.
    func release() {
        let held = state.withLock { state in
            state.holding = false
            defer { state.held.removeAll() }
            return state.held
        }
        for continuation in held { continuation.resume() }
    }

    /// Waits until `count` calls are held.
    func waitUntilHeld(_ count: Int) async {
        while state.withLock({ $0.held.count }) < count { try? await Task.sleep(for: .milliseconds(2)) }
    }

    /// The URLs asked for, in order.
    var calls: [String] { state.withLock { $0.calls } }
    /// The most calls that were in flight at once.
    var maximumInFlight: Int { state.withLock { $0.maximumInFlight } }
    /// Calls that found their task cancelled.
    var cancelled: Int { state.withLock { $0.cancelled } }
}

/// A sleeper on a virtual clock: sleeping records the duration and moves the clock, instantly.
final class VirtualSleeper: Sleeper {
    private let state = Mutex<(now: Duration, sleeps: [Duration])>((.zero, []))

    func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        state.withLock {
            $0.sleeps.append(duration)
            $0.now += duration
        }
        await Task.yield()
    }

    func now() -> Duration {
        state.withLock { $0.now }
    }

    /// Moves the clock without sleeping, as if a request took that long.
    func advance(_ duration: Duration) {
        state.withLock { $0.now += duration }
    }

    /// Every sleep so far.
    var sleeps: [Duration] { state.withLock { $0.sleeps } }
}

/// A fresh temporary folder path, removed by nobody: the system cleans its temporary folder.
func temporaryFolder(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-\(name)-\(UUID())").path
}

extension HTTPRequest {
    /// A request for a URL string.
    static func get(_ url: String) -> HTTPRequest {
        HTTPRequest(url: URL(string: url)!)
    }
}

/// A wall clock that moves only when a test says so.
final class ManualClock: Sendable {
    private let date = Mutex(Date(timeIntervalSince1970: 1_795_341_600))

    /// The clock's time.
    var now: Date { date.withLock { $0 } }

    /// Moves the clock forward.
    func advance(_ seconds: Double) {
        date.withLock { $0 += seconds }
    }
}
