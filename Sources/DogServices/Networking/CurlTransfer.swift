import DogCore
import FoundationEssentials
import Glibc

/// One transfer's state, shared by the awaiting task, the transfer thread and libcurl's callbacks.
final class CurlTransfer: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>?
        var cancelled = false
        var body = Data()
        var headers: [String: String] = [:]
    }

    private let state = Locked(State())
    /// Creates the state of a transfer not yet begun.
    init() {}

    /// Keeps the continuation; false (and answered) when the task was cancelled already.
    func begin(_ continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>) -> Bool {
        state.withLock { state in
            if state.cancelled || Task.isCancelled {
                state.cancelled = true
                continuation.resume(returning: .failure(.cancelled))
                return false
            }
            state.continuation = continuation
            return true
        }
    }

    /// Answers the waiting task with the outcome, unless cancellation answered it first.
    func finish(_ result: Result<HTTPResponse, NetworkError>) {
        let continuation = state.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: result)
    }

    /// Answers `.cancelled` now; the transfer stops at libcurl's next progress call.
    func cancel() {
        let continuation = state.withLock { state in
            state.cancelled = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: .failure(.cancelled))
    }

    /// Whether the awaiting task was cancelled.
    var isCancelled: Bool {
        state.withLock { $0.cancelled }
    }

    /// Keeps body bytes as they arrive.
    func appendBody(_ bytes: UnsafeRawBufferPointer) {
        state.withLock { $0.body.append(contentsOf: bytes) }
    }

    /// Keeps a header line; a status line starts a new response (after a redirect), forgetting earlier headers.
    func addHeaderLine(_ line: String) {
        state.withLock { state in
            if line.hasPrefix("HTTP/") {
                state.headers = [:]
                return
            }
            guard let colon = line.firstIndex(of: ":") else { return }
            let name = line[..<colon].trimmingWhitespace().lowercased()
            let value = line[line.index(after: colon)...].trimmingWhitespace()
            state.headers[name] = value
        }
    }

    /// The complete answer, once libcurl has finished.
    func response(status: Int) -> HTTPResponse {
        state.withLock { HTTPResponse(status: status, headers: $0.headers, body: $0.body) }
    }
}
