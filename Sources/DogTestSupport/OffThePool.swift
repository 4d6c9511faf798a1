import Foundation

/// Runs blocking work (a child process, a pipe read to its end) on a new thread, and waits for it
/// without holding a cooperative thread.
///
/// The test process shares a cooperative pool as wide as the machine (two threads on CI): one
/// test blocking there stalls every other test, and the servers running inside the process.
public func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}
