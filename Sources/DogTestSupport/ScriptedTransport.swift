import DogCore
import DogServices
import Foundation

/// A transport that answers from a script of outcomes per URL and records every call.
///
/// An outcome list is consumed in order; the last outcome repeats. `hold` makes calls wait
/// until `release()`, so tests can observe requests in flight.
public final class ScriptedTransport: HTTPTransport {
    /// One scripted result: an answer, or a failure.
    public enum Outcome: Sendable {
        case answer(Int, String, headers: [String: String] = [:])
        case fail(NetworkError)
    }

    private struct State {
        var script: [String: [Outcome]] = [:]
        public var calls: [String] = []
        var inFlight = 0
        var maximumInFlight = 0
        var held: [CheckedContinuation<Void, Never>] = []
        var holding = false
        var cancelled = 0
    }

    private let state = Locked(State())

    /// Creates a transport with outcomes per URL; `hold` makes calls wait for `release()`.
    public init(_ script: [String: [Outcome]] = [:], hold: Bool = false) {
        state.withLock {
            $0.script = script
            $0.holding = hold
        }
    }

    /// Sets the outcomes for a URL.
    public func script(_ url: String, _ outcomes: [Outcome]) {
        state.withLock { $0.script[url] = outcomes }
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
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
    public func release() {
        let held = state.withLock { state in
            state.holding = false
            defer { state.held.removeAll() }
            return state.held
        }
        for continuation in held { continuation.resume() }
    }

    /// Waits until `count` calls are held.
    public func waitUntilHeld(_ count: Int) async {
        while state.withLock({ $0.held.count }) < count { try? await Task.sleep(for: .milliseconds(2)) }
    }

    /// The URLs asked for, in order.
    public var calls: [String] { state.withLock { $0.calls } }
    /// The most calls that were in flight at once.
    public var maximumInFlight: Int { state.withLock { $0.maximumInFlight } }
    /// Calls that found their task cancelled.
    public var cancelled: Int { state.withLock { $0.cancelled } }
}
