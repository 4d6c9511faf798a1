import Foundation

/// A task executor with one thread of its own, on which a test server answers.
///
/// The tests run the server in the process that runs them, where the cooperative pool is as
/// wide as the machine (two threads on CI). Tests that hold the pool (decoding, fuzzing, waiting
/// on a child) left requests unanswered until their client's deadline passed: 26 transport tests
/// timed out in one full run. On its own thread, with the tasks, child tasks and actors of the
/// server preferring it, the server answers whatever the tests do. FlyingFox waits for socket
/// events on a dispatch queue of its own, so the thread is never blocked.
final class ServerThread: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopping = false

    /// Starts the thread, named `name` for debuggers.
    init(name: String) {
        let thread = Thread { [self] in runJobs() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Ends the thread once the jobs queued so far have run; call it when nothing can queue more.
    func stop() {
        condition.withLock {
            stopping = true
            condition.signal()
        }
    }

    private func runJobs() {
        while let job = nextJob() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// The oldest queued job, waiting for one; nil once stopped with none left.
    private func nextJob() -> UnownedJob? {
        condition.withLock {
            while jobs.isEmpty, !stopping { condition.wait() }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
    }
}
