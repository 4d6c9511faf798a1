import DogCore
import DogServices
import Foundation

/// A transport that answers binary bodies per URL, or one failure for all, and counts calls.
public final class ScriptedBytesTransport: HTTPTransport {
    private let bodies: [String: Data]
    private let failure: NetworkError?
    private let status: Int
    private let count = Locked(0)

    /// Creates a transport answering `bodies`, or `failure`, or `status` with an empty body for unknown URLs.
    public init(_ bodies: [String: Data], failure: NetworkError? = nil, status: Int = 404) {
        self.bodies = bodies
        self.failure = failure
        self.status = status
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        count.withLock { $0 += 1 }
        if let failure { throw failure }
        guard let body = bodies[request.url.absoluteString] else { return HTTPResponse(status: status, body: Data()) }
        return HTTPResponse(status: 200, headers: ["content-type": "image/png"], body: body)
    }

    /// How many requests were sent.
    public var calls: Int {
        count.withLock { $0 }
    }
}
