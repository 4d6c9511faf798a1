import DogCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The bottom of the stack: one request through URLSession, with timeouts, a size limit and safe redirects.
///
/// Bodies are collected as they arrive and the transfer is cancelled as soon as it passes
/// `maximumBytes`, so an oversized answer never sits in memory whole. Redirects are followed
/// at most five times and only to http or https. Cancelling the calling task cancels the transfer.
/// The whole-transfer limit is enforced here with a timer, because swift-corelibs-foundation
/// ignores `timeoutIntervalForResource`: a server that trickles forever still times out.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let collector: TransferCollector
    private let requestTimeout: TimeInterval
    private let resourceTimeout: TimeInterval

    /// The largest body accepted.
    public let maximumBytes: Int

    /// Creates a transport: `requestTimeout` limits silence between bytes, `resourceTimeout` a whole transfer.
    public init(requestTimeout: TimeInterval = 10, resourceTimeout: TimeInterval = 20, maximumBytes: Int = 8 * 1024 * 1024) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        configuration.httpMaximumConnectionsPerHost = 16
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        collector = TransferCollector()
        session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
        self.requestTimeout = requestTimeout
        self.resourceTimeout = resourceTimeout
        self.maximumBytes = maximumBytes
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: requestTimeout)
        urlRequest.setValue("dogsh/1", forHTTPHeaderField: "User-Agent")
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: urlRequest)
        let url = request.url.absoluteString
        let limit = maximumBytes
        let collector = collector
        let timeout = resourceTimeout
        let timer = Task {
            try await Task.sleep(for: .milliseconds(Int(timeout * 1000)))
            collector.expire(task.taskIdentifier)
            task.cancel()
        }
        defer { timer.cancel() }
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    collector.begin(task.taskIdentifier, url: url, limit: limit, continuation: continuation)
                    if Task.isCancelled { task.cancel() }
                    task.resume()
                }
            } onCancel: {
                task.cancel()
            }
        } catch let error as NetworkError {
            throw error
        } catch {
            throw .transport(url: url, reason: String(describing: error))
        }
    }
}

/// Receives URLSession's callbacks and completes each transfer's continuation.
private final class TransferCollector: NSObject, URLSessionDataDelegate, Sendable {
    private struct Transfer {
        let url: String
        let limit: Int
        let continuation: CheckedContinuation<HTTPResponse, any Error>
        var response: HTTPURLResponse?
        var body = Data()
        var failure: NetworkError?
        var redirects = 0
    }

    /// Redirects followed before the 3xx answer itself is returned.
    static let maximumRedirects = 5

    private let transfers = Mutex<[Int: Transfer]>([:])

    func begin(_ id: Int, url: String, limit: Int, continuation: CheckedContinuation<HTTPResponse, any Error>) {
        transfers.withLock { $0[id] = Transfer(url: url, limit: limit, continuation: continuation) }
    }

    /// Marks a transfer as past its time, so its cancellation reads as a timeout.
    func expire(_ id: Int) {
        transfers.withLock { transfers in
            guard var transfer = transfers[id], transfer.failure == nil else { return }
            transfer.failure = .timedOut(url: transfer.url)
            transfers[id] = transfer
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let allowed = transfers.withLock { transfers -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier] else { return false }
            transfer.response = response as? HTTPURLResponse
            if response.expectedContentLength > Int64(transfer.limit) {
                transfer.failure = .tooLarge(url: transfer.url, limit: transfer.limit)
            }
            transfers[dataTask.taskIdentifier] = transfer
            return transfer.failure == nil
        }
        completionHandler(allowed ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow = transfers.withLock { transfers -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier], transfer.failure == nil else { return false }
            if transfer.body.count + data.count > transfer.limit {
                transfer.failure = .tooLarge(url: transfer.url, limit: transfer.limit)
            } else {
                transfer.body.append(data)
            }
            transfers[dataTask.taskIdentifier] = transfer
            return transfer.failure != nil
        }
        if overflow { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let scheme = request.url?.scheme?.lowercased()
        let follow = transfers.withLock { transfers -> Bool in
            guard var transfer = transfers[task.taskIdentifier] else { return false }
            transfer.redirects += 1
            transfers[task.taskIdentifier] = transfer
            return transfer.redirects <= Self.maximumRedirects && (scheme == "http" || scheme == "https")
        }
        completionHandler(follow ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = transfer.failure {
            transfer.continuation.resume(throwing: failure)
        } else if let error {
            transfer.continuation.resume(throwing: Self.networkError(error, url: transfer.url))
        } else if let response = transfer.response {
            var headers: [String: String] = [:]
            for (name, value) in response.allHeaderFields {
                if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
            }
            transfer.continuation.resume(returning: HTTPResponse(status: response.statusCode, headers: headers, body: transfer.body))
        } else {
            transfer.continuation.resume(throwing: NetworkError.transport(url: transfer.url, reason: "no response"))
        }
    }

    /// Classifies URLSession's errors: cancelled, timed out, or a transport failure.
    static func networkError(_ error: any Error, url: String) -> NetworkError {
        let error = error as NSError
        guard error.domain == NSURLErrorDomain else { return .transport(url: url, reason: error.localizedDescription) }
        switch error.code {
        case NSURLErrorCancelled: return .cancelled
        case NSURLErrorTimedOut: return .timedOut(url: url)
        case NSURLErrorHTTPTooManyRedirects, NSURLErrorRedirectToNonExistentLocation:
            return .transport(url: url, reason: "too many redirects")
        default: return .transport(url: url, reason: error.localizedDescription)
        }
    }
}
