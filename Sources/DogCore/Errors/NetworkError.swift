/// Why a request to a live source failed, by layer: transport, server, or decoding.
public enum NetworkError: Error, Hashable, Sendable {
    /// The connection could not be made or broke (refused, reset, DNS, TLS).
    case transport(url: String, reason: String)
    /// No connection could be made, or no complete answer arrived, within the time allowed.
    case timedOut(url: String)
    /// The server took the connection, then sent nothing (or too little) for too long: it is slow, and the network is there.
    case slowAnswer(url: String)
    /// The server answered with an error status; carries the start of its body.
    case server(url: String, status: Int, body: String)
    /// The answer was not in the expected shape.
    case decoding(url: String, problem: DecodingProblem)
    /// The connection closed before the whole answer arrived.
    case truncated(url: String)
    /// The answer was larger than dogsh accepts.
    case tooLarge(url: String, limit: Int)
    /// The request was cancelled (Ctrl-C, or the screen that asked for it was left).
    case cancelled
    /// dogsh knows it is offline and has nothing cached for the request.
    case offline(url: String)
    /// The server's TLS certificate cannot be trusted; trying again does not change that.
    case certificate(url: String, problem: CertificateProblem)
    /// Any other TLS failure: the handshake, a CA file that cannot be read.
    case tls(url: String, reason: String)
    /// The server redirects more than `limit` times: a loop, as a rule.
    case redirectLoop(url: String, limit: Int)
    /// The server redirects to an address dogsh does not follow, such as a `file:` URL.
    case redirectRefused(url: String, reason: String)

    /// Whether trying again later may succeed: connection failures, timeouts, 5xx and 429.
    public var isTransient: Bool {
        switch self {
        case .transport, .timedOut, .slowAnswer, .offline, .truncated: true
        case let .server(_, status, _): status == 429 || (500...599).contains(status)
        case .decoding, .tooLarge, .cancelled, .certificate, .tls, .redirectLoop, .redirectRefused: false
        }
    }

    /// Whether the failure means the network itself is unreachable, rather than one server misbehaving.
    public var meansOffline: Bool {
        switch self {
        case .transport, .timedOut, .offline: true
        default: false
        }
    }

    /// The localized message that explains the error.
    public var message: Message {
        switch self {
        case let .transport(url, reason):
            Message(.errorNetworkTransport, ["url": .text(url), "reason": .text(reason)])
        case let .timedOut(url):
            Message(.errorNetworkTimedOut, ["url": .text(url)])
        case let .slowAnswer(url):
            Message(.errorNetworkSlowAnswer, ["url": .text(url)])
        case let .server(url, status, body):
            Message(.errorNetworkServer, ["url": .text(url), "status": .text(String(status)), "body": .remote(body)])
        case let .decoding(url, problem):
            Message(.errorNetworkDecoding, ["url": .text(url), "reason": .message(Message(problem.key))])
        case let .truncated(url):
            Message(.errorNetworkTruncated, ["url": .text(url)])
        case let .tooLarge(url, limit):
            Message(.errorNetworkTooLarge, ["url": .text(url), "limit": .number(limit)])
        case .cancelled:
            Message(.errorNetworkCancelled)
        case let .offline(url):
            Message(.errorNetworkOffline, ["url": .text(url)])
        case let .certificate(url, problem):
            Message(problem.key, ["url": .text(url)])
        case let .tls(url, reason):
            Message(.errorNetworkTLS, ["url": .text(url), "reason": .remote(reason)])
        case let .redirectLoop(url, limit):
            Message(.errorNetworkRedirectLoop, ["url": .text(url), "limit": .number(limit)])
        case let .redirectRefused(url, reason):
            Message(.errorNetworkRedirectRefused, ["url": .text(url), "reason": .remote(reason)])
        }
    }
}

/// What was wrong with an answer that could not be read.
public enum DecodingProblem: String, Hashable, Sendable, CaseIterable {
    /// The body is not JSON at all.
    case notJSON
    /// The body is JSON, but not in the shape the API documents.
    case unexpectedShape
    /// A URL in the answer is not an http(s) image URL.
    case notAnImageURL

    /// The key of the text that explains the problem.
    public var key: LocalizationKey {
        switch self {
        case .notJSON: .decodingNotJSON
        case .unexpectedShape: .decodingUnexpectedShape
        case .notAnImageURL: .decodingNotAnImageURL
        }
    }
}

/// Why a server's TLS certificate was not trusted.
public enum CertificateProblem: Hashable, Sendable {
    /// It chains to no certificate authority dogsh trusts, or it signs itself.
    case untrusted
    /// It, or one in its chain, has expired or is not valid yet.
    case expired
    /// It was issued for another host name.
    case wrongHost

    /// The message key that explains it.
    var key: LocalizationKey {
        switch self {
        case .untrusted: .errorNetworkCertificateUntrusted
        case .expired: .errorNetworkCertificateExpired
        case .wrongHost: .errorNetworkCertificateWrongHost
        }
    }
}
