import Foundation

/// One way the test server misbehaves on a request.
///
/// Codable, so a test can hand any fault to the server's process (`PUT /_control/faults` with JSON).
public enum Fault: Hashable, Sendable, Codable {
    /// Waits before answering; combines with every other fault.
    case latency(Duration)
    /// Answers with this status and a short JSON error body.
    case status(Int)
    /// Answers 429 Too Many Requests with `Retry-After` in seconds.
    case tooManyRequests(retryAfterSeconds: Int)
    /// Declares the full length, sends half the body, then closes the connection.
    case truncated
    /// Answers 200 with a body that is not JSON.
    case invalidJSON
    /// Answers 200 with JSON of the wrong shape: wrong types at the top, or some malformed records in a list.
    case wrongTypes
    /// Sends the status line and headers, then closes the connection without a body.
    case reset
    /// Sends the body a few bytes at a time with a pause between chunks.
    case trickle(chunkBytes: Int, interval: Duration)
    /// Answers 200 with a body of this many bytes and a declared length.
    case oversized(bytes: Int)
    /// Answers 200 with a body of this many bytes, chunked, so the size shows only as it arrives.
    case oversizedChunked(bytes: Int)
    /// Answers exactly this: any status, headers and body bytes (hostile tests build these; the command line cannot).
    case exact(status: Int, headers: [String: String], body: Data)

    /// Whether the fault only delays the answer, leaving its content alone.
    public var isLatency: Bool {
        if case .latency = self { return true }
        return false
    }
}
