import CCurlShim
import DogCore
import FoundationEssentials
import Glibc
import Synchronization

/// The bottom of the stack: one GET through libcurl, loaded with dlopen the first time a live source is used.
///
/// dogsh links no networking library, so starting it for the embedded catalog loads nothing
/// it does not use: libcurl and its forty dependencies cost about 6 ms at every start when
/// linked (FoundationNetworking's URLSession sits on the same libcurl). Each transfer runs
/// on libcurl's transfer thread, beside the others on shared connections (at most
/// `connectionsPerHost` to a host), with a connect timeout, an idle timeout, a whole-transfer timeout,
/// at most five redirects and only to http or https, and a size limit checked against the
/// declared length and again as bytes arrive. Cancelling the calling task answers
/// `.cancelled` at once and aborts the transfer at libcurl's next progress call.
public struct CurlTransport: HTTPTransport {
    /// Seconds allowed to connect.
    public var connectTimeout: TimeInterval
    /// Seconds without a byte before the transfer is abandoned.
    public var requestTimeout: TimeInterval
    /// Seconds for the whole transfer.
    public var resourceTimeout: TimeInterval
    /// The largest body accepted.
    public var maximumBytes: Int
    /// The certificate authorities TLS connections trust.
    public var trust: CertificateTrust
    /// The most connections open to one host at once (`DOGSH_MAX_CONNECTIONS`); over HTTP/2 one carries every request.
    public var connectionsPerHost: Int

    /// Creates a transport; by default it trusts the CAs the process environment names, else the system's.
    public init(
        connectTimeout: TimeInterval = 5, requestTimeout: TimeInterval = 10, resourceTimeout: TimeInterval = 20, maximumBytes: Int = 8 << 20,
        trust: CertificateTrust = .processEnvironment, connectionsPerHost: Int = 10
    ) {
        self.connectionsPerHost = connectionsPerHost
        self.connectTimeout = connectTimeout
        self.requestTimeout = requestTimeout
        self.resourceTimeout = resourceTimeout
        self.maximumBytes = maximumBytes
        self.trust = trust
    }

    /// Whether libcurl can be loaded; the reason when it cannot.
    public static func availability() -> Result<Void, NetworkError> {
        var error = [CChar](repeating: 0, count: 256)
        guard dogsh_curl_load(&error, error.count) == 0 else { return .success(()) }
        return .failure(.transport(url: "", reason: String(cBuffer: error)))
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let url = request.url.absoluteString
        guard ["http", "https"].contains(request.url.scheme?.lowercased() ?? "") else {
            throw .transport(url: url, reason: "only http and https are fetched")
        }
        let transfer = CurlTransfer()
        let result: Result<HTTPResponse, NetworkError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard transfer.begin(continuation) else { return }
                let job = makeJob(request, transfer: transfer)
                DetachedThread.start { transfer.finish(job()) }
            }
        } onCancel: {
            transfer.cancel()
        }
        return try result.get()
    }

    /// The blocking transfer, as a closure a thread runs.
    private func makeJob(_ request: HTTPRequest, transfer: CurlTransfer) -> @Sendable () -> Result<HTTPResponse, NetworkError> {
        let url = request.url.absoluteString
        let headerLines = ["User-Agent: \(DogshVersion.userAgent)"] + request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let trust = trust
        let settings = (
            connect: Int(connectTimeout * 1000), idle: max(1, Int(requestTimeout.rounded(.up))), total: Int(resourceTimeout * 1000),
            maximum: Int64(maximumBytes), hostConnections: connectionsPerHost
        )
        return {
            var status = 0
            var error = [CChar](repeating: 0, count: 512)
            let context = Unmanaged.passRetained(transfer)
            defer { context.release() }
            let outcome = url.withCString { urlPointer in
                withCStrings(headerLines) { headerPointers in
                    withOptionalCString(trust.caFile) { caFile in
                        withOptionalCString(trust.caPath) { caPath in
                            var curlRequest = dogsh_curl_request(
                                url: urlPointer, headers: headerPointers, header_count: Int32(headerLines.count),
                                connect_timeout_ms: settings.connect, idle_timeout_s: settings.idle, total_timeout_ms: settings.total,
                                maximum_bytes: settings.maximum, maximum_redirects: Self.maximumRedirects, ca_file: caFile, ca_path: caPath,
                                host_connections: settings.hostConnections
                            )
                            var callbacks = dogsh_curl_callbacks(body: curlBody, header: curlHeader, should_abort: curlShouldAbort)
                            return dogsh_curl_perform(&curlRequest, &callbacks, context.toOpaque(), &status, &error, error.count)
                        }
                    }
                }
            }
            let reason = String(cBuffer: error)
            switch outcome {
            case DOGSH_CURL_OK: return .success(transfer.response(status: status))
            case DOGSH_CURL_TIMED_OUT: return .failure(.timedOut(url: url))
            case DOGSH_CURL_SLOW_ANSWER: return .failure(.slowAnswer(url: url))
            case DOGSH_CURL_TRUNCATED: return .failure(.truncated(url: url))
            case DOGSH_CURL_TOO_LARGE: return .failure(.tooLarge(url: url, limit: Int(settings.maximum)))
            case DOGSH_CURL_ABORTED: return .failure(transfer.isCancelled ? .cancelled : .transport(url: url, reason: reason))
            default: return .failure(Self.error(for: outcome, url: url, reason: reason))
            }
        }
    }

    /// The most redirects a request follows; one more is taken for a loop.
    static let maximumRedirects = 5

    /// The error for a failed outcome that is neither a timeout, a size nor an abort.
    static func error(for outcome: dogsh_curl_outcome, url: String, reason: String) -> NetworkError {
        switch outcome {
        case DOGSH_CURL_CERT_UNTRUSTED: .certificate(url: url, problem: .untrusted)
        case DOGSH_CURL_CERT_EXPIRED: .certificate(url: url, problem: .expired)
        case DOGSH_CURL_CERT_WRONG_HOST: .certificate(url: url, problem: .wrongHost)
        case DOGSH_CURL_TLS_FAILED: .tls(url: url, reason: reason)
        case DOGSH_CURL_REDIRECT_LOOP: .redirectLoop(url: url, limit: maximumRedirects)
        case DOGSH_CURL_REDIRECT_REFUSED: .redirectRefused(url: url, reason: reason)
        default: .transport(url: url, reason: reason)
        }
    }
}

/// Calls `body` with a C string for `text`, or NULL.
private func withOptionalCString<T>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> T) -> T {
    guard let text else { return body(nil) }
    return text.withCString { body($0) }
}

private func transfer(_ context: UnsafeMutableRawPointer?) -> CurlTransfer? {
    context.map { Unmanaged<CurlTransfer>.fromOpaque($0).takeUnretainedValue() }
}

private let curlBody: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int) -> Int32 = { context, data, length in
    guard let transfer = transfer(context), !transfer.isCancelled else { return 1 }
    if let data { transfer.appendBody(UnsafeRawBufferPointer(start: data, count: length)) }
    return 0
}

private let curlHeader: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int) -> Int32 = { context, data, length in
    guard let data else { return 0 }
    let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
    transfer(context)?.addHeaderLine(line)
    return 0
}

private let curlShouldAbort: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { context in
    transfer(context)?.isCancelled == false ? 0 : 1
}

/// Calls `body` with C strings for `strings`, valid for the call.
private func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> T) -> T {
    let duplicates = strings.map { UnsafePointer(strdup($0)) }
    defer { for pointer in duplicates { free(UnsafeMutablePointer(mutating: pointer)) } }
    return duplicates.withUnsafeBufferPointer { body($0.baseAddress) }
}
