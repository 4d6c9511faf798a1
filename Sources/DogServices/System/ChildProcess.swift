import Glibc

/// A program run to its end with its output in a file: how `dogsh test` runs transcripts side by side.
///
/// Written with `posix_spawn` rather than swift-subprocess, whose default traits bring Foundation
/// into the executable (dogsh links FoundationEssentials only, BENCHMARKS.md): one spawn and one
/// `waitpid` is all this needs. Standard output and standard error both go to `outputPath`, so
/// no pipe can fill and stall the child; standard input is `/dev/null`.
public enum ChildProcess {
    /// Why a program could not be run.
    public struct Failure: Error, Equatable {
        /// The error number.
        public let code: Int32
        /// `strerror`'s words.
        public var reason: String { SystemErrorText.text(code) }
    }

    /// Runs `program` with `arguments` (after its own name) and waits, on a thread of its own, for its exit status.
    ///
    /// A child ended by a signal gives 128 plus the signal's number, as a shell reports it.
    public static func run(_ program: String, _ arguments: [String], outputPath: String) async throws(Failure) -> Int32 {
        let pid = try spawn(program, arguments, outputPath: outputPath)
        return await withCheckedContinuation { continuation in
            DetachedThread.start {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                let signal = status & 0x7F
                continuation.resume(returning: signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
            }
        }
    }

    private static func spawn(_ program: String, _ arguments: [String], outputPath: String) throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)
        var pid: pid_t = 0
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let result = argv.withUnsafeBufferPointer { pointers in
            posix_spawn(&pid, program, &actions, nil, pointers.baseAddress!, environ)
        }
        guard result == 0 else { throw Failure(code: result) }
        return pid
    }
}
